import type { ArticleListItem } from '@support/shared';
import { describe, expect, it } from 'vitest';
import { canAddTag, canSaveTitle, creatorInitials, toggleTag } from './fields';
import { filterArticles, NO_FILTERS, usedTags } from './filters';
import { shareLinks } from './share';
import { formatCreatedAt } from './time';

describe('title', () => {
  it('can be saved only when the trimmed text is non-empty and different', () => {
    expect(canSaveTitle('   ', 'Old')).toBe(false);
    expect(canSaveTitle(' Old ', 'Old')).toBe(false);
    expect(canSaveTitle('New', 'Old')).toBe(true);
  });
});

describe('new tag', () => {
  const tags = [{ name: 'Billing' }];
  it('cannot be added blank or with exactly the name of an existing tag', () => {
    expect(canAddTag('  ', tags)).toBe(false);
    expect(canAddTag('Billing', tags)).toBe(false);
    expect(canAddTag('billing', tags)).toBe(true);
    expect(canAddTag('Onboarding', tags)).toBe(true);
  });

  it('toggles on and off', () => {
    expect(toggleTag(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('rows', () => {
  it('show the creator initials, or the e-mail letter, or ? when the account is gone', () => {
    expect(creatorInitials({ firstName: 'ada', lastName: 'Lovelace', email: 'a@b.c' })).toBe('AL');
    expect(creatorInitials({ firstName: '', lastName: '', email: 'max@b.c' })).toBe('M');
    expect(creatorInitials(null)).toBe('?');
  });

  it('show recent times relatively and older ones as dates', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(formatCreatedAt('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatCreatedAt('2026-03-09T11:00:00Z', now, 'de')).toBe('gestern');
    expect(formatCreatedAt('2026-01-02T12:00:00Z', now, 'en')).toBe('Jan 2, 2026');
  });
});

function item(overrides: Partial<ArticleListItem>): ArticleListItem {
  return {
    id: crypto.randomUUID(),
    title: 'Untitled',
    articleType: 'FREEFORM_TEXT',
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    creator: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test' },
    tags: [],
    isPubliclyShared: false,
    sharingId: null,
    publicKnowledgeBaseArticleGroupId: null,
    sortOrder: 0,
    status: 'finished',
    activeArticleVersion: null,
    translatedLanguages: [],
    openCommentThreads: 0,
    ...overrides,
  };
}

describe('searching the list', () => {
  const billing = { id: '11111111-1111-4111-8111-111111111111', name: 'Billing' };
  const articles = [
    item({ title: 'Rechnung herunterladen', tags: [billing], isPubliclyShared: true }),
    item({ title: 'Passwort ändern', creator: { firstName: 'Max', lastName: 'Muster', email: 'm@x.de' } }),
    item({
      title: 'Recording',
      articleType: 'STEP_RECORDING',
      activeArticleVersion: null,
    }),
  ];

  it('matches every word in title, tags or author, ignoring case and accents', () => {
    expect(filterArticles(articles, { ...NO_FILTERS, query: 'passwort andern' }).map((a) => a.title)).toEqual(
      ['Passwort ändern'],
    );
    expect(filterArticles(articles, { ...NO_FILTERS, query: 'billing' })).toHaveLength(1);
    expect(filterArticles(articles, { ...NO_FILTERS, query: 'muster' })).toHaveLength(1);
    expect(filterArticles(articles, { ...NO_FILTERS, query: 'passwort billing' })).toHaveLength(0);
  });

  it('filters by visibility, by articles that need attention, and by tag', () => {
    expect(filterArticles(articles, { ...NO_FILTERS, visibility: 'published' })).toHaveLength(1);
    expect(filterArticles(articles, { ...NO_FILTERS, visibility: 'private' })).toHaveLength(2);
    expect(filterArticles(articles, { ...NO_FILTERS, visibility: 'attention' }).map((a) => a.title)).toEqual([
      'Recording',
    ]);
    expect(filterArticles(articles, { ...NO_FILTERS, tagId: billing.id })).toHaveLength(1);
    expect(usedTags(articles)).toEqual([billing]);
  });
});

describe('public links', () => {
  it('lists the source language without ?lang and translations with it; empty content is not ready', () => {
    const links = shareLinks({
      origin: 'https://docs.example.com',
      sharingId: 'abc123',
      sourceLanguage: 'en',
      sourceContent: '# Hi',
      translations: [
        { language: 'de', content: '# Hallo' },
        { language: 'fr', content: null },
      ],
    });
    expect(links).toEqual([
      {
        language: 'en',
        url: 'https://docs.example.com/shared/abc123',
        ready: true,
        isSource: true,
        empty: false,
      },
      { language: 'de', url: 'https://docs.example.com/shared/abc123?lang=de', ready: true, isSource: false },
      {
        language: 'fr',
        url: 'https://docs.example.com/shared/abc123?lang=fr',
        ready: false,
        isSource: false,
      },
    ]);
    expect(shareLinks({ origin: 'x', sharingId: null, sourceLanguage: 'en', sourceContent: 'a' })).toEqual(
      [],
    );
  });

  it('says a translation that failed without text is not on its way', () => {
    const [, german] = shareLinks({
      origin: 'x',
      sharingId: 's',
      sourceLanguage: 'en',
      sourceContent: '# Hi',
      translations: [{ language: 'de', content: null, failed: true }],
    });
    expect(german).toMatchObject({ ready: false, failed: true });
  });

  it('says a copy nobody has translated yet is not on its way either', () => {
    const [, german] = shareLinks({
      origin: 'x',
      sharingId: 's',
      sourceLanguage: 'en',
      sourceContent: '# Hi',
      translations: [{ language: 'de', content: null, notTranslated: true }],
    });
    expect(german).toMatchObject({ ready: false, notTranslated: true });
  });

  it('marks an article without text as empty rather than processing', () => {
    const [source] = shareLinks({ origin: 'x', sharingId: 's', sourceLanguage: 'en', sourceContent: '  \n' });
    expect(source).toMatchObject({ ready: false, empty: true });
  });
});
