import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderArticleScreen } from '../../articles/testing';
import MarkdownHelpModal from './MarkdownHelpModal';

const AT = { pattern: '/markdown-help', path: '/markdown-help' };

// Catalogues load lazily; on busy cores the first one can take longer than a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);

describe('markdown help', () => {
  it('lists the syntax, the image conventions and the shortcuts', async () => {
    renderArticleScreen(<MarkdownHelpModal />, AT);
    const dialog = await screen.findByRole('dialog', { name: 'Markdown help' });
    for (const section of ['Formatting', 'Images', 'Shortcuts'])
      expect(within(dialog).getByRole('heading', { name: section })).toBeTruthy();
    expect(within(dialog).getByText('Heading')).toBeTruthy();
    expect(within(dialog).getByText('## Heading')).toBeTruthy();
    expect(within(dialog).getByText('Link to an article')).toBeTruthy();
    expect(within(dialog).getByText('[Text](article:{uuid})')).toBeTruthy();
    expect(within(dialog).getByText('![Step 3](step3.png)')).toBeTruthy();
  });

  it('closes to the articles when opened directly', async () => {
    const { router } = renderArticleScreen(<MarkdownHelpModal />, AT);
    await screen.findByRole('dialog', { name: 'Markdown help' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      renderArticleScreen(<MarkdownHelpModal />, AT);
      const dialog = await screen.findByRole('dialog', { name: 'Markdown-Hilfe' });
      expect(within(dialog).getByRole('heading', { name: 'Tastenkürzel' })).toBeTruthy();
      expect(within(dialog).getByText('Überschrift')).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
