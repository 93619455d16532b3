import { describe, expect, it } from 'vitest';
import { archiveSlug, relativeArchivePath, uniqueArchiveSlug, withFrontMatter } from './markdownArchive';

describe('the Markdown archive helpers', () => {
  it('makes file names of [a-z0-9-], at most 100 characters', () => {
    expect(archiveSlug('Über uns & FAQ: Straße')).toBe('uber-uns-faq-strasse');
    expect(archiveSlug('!!!')).toBe('untitled');
    expect(archiveSlug('a'.repeat(150))).toHaveLength(100);
  });

  it('never gives one name twice in a folder, nor the images folder', () => {
    const taken = new Set<string>();
    expect(['invoices', 'invoices', 'images', 'invoices'].map((s) => uniqueArchiveSlug(s, taken))).toEqual([
      'invoices',
      'invoices-2',
      'images-2',
      'invoices-3',
    ]);
    expect(uniqueArchiveSlug('b'.repeat(100), new Set(['b'.repeat(100)]))).toHaveLength(100);
  });

  it('links one file to another by a relative path', () => {
    expect(relativeArchivePath('help/setup', 'help/billing/invoices.md')).toBe('../billing/invoices.md');
    expect(relativeArchivePath('help', 'help/faq.md')).toBe('faq.md');
    expect(relativeArchivePath('', '_unfiled/a.md')).toBe('_unfiled/a.md');
    expect(relativeArchivePath('_unfiled', 'help/a/b.md')).toBe('../help/a/b.md');
  });

  it('writes YAML front matter whose strings keep their type', () => {
    expect(
      withFrontMatter(
        {
          title: 'Yes: "no"',
          tags: ['a', '1'],
          empty: [],
          position: 2,
          skipped: undefined,
          translations: { de: { title: 'Ja' } },
        },
        '# Body',
      ),
    ).toBe(
      '---\ntitle: "Yes: \\"no\\""\ntags:\n  - "a"\n  - "1"\nempty: []\nposition: 2\ntranslations:\n  de:\n    title: "Ja"\n---\n\n# Body\n',
    );
  });
});
