import type { ArticleListItem } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { fakeApi } from '../../../testing/harness';
import { renderArticleScreen, sampleArticle } from '../../articles/testing';
import { LINK_INSERTED_EVENT, type LinkInsertedDetail } from '../events';
import InsertLinkModal from './InsertLinkModal';

const AT = { pattern: '/insert-link', path: '/insert-link' };
const OTHER_ID = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

function listItem(id: string, title: string): ArticleListItem {
  const { content, organization, canDelete, activeArticleVersion, sharedLinkProtection, ...base } =
    sampleArticle({ id, title });
  const { content: _, mediaOutput, steps, ...summary } = activeArticleVersion!;
  return { ...base, activeArticleVersion: summary, translatedLanguages: [], openCommentThreads: 0 };
}

/** Records the links the dialog hands to the editor. */
function listenForLinks() {
  const links: string[] = [];
  const listener = (event: Event) =>
    links.push((event as CustomEvent<LinkInsertedDetail>).detail.markdownLink);
  window.addEventListener(LINK_INSERTED_EVENT, listener);
  return { links, stop: () => window.removeEventListener(LINK_INSERTED_EVENT, listener) };
}

function serve() {
  fakeApi((request) =>
    request.url.split('?')[0] === '/help-articles'
      ? {
          status: 200,
          data: { articles: [listItem(OTHER_ID, 'Export a report')], total: 1, nextCursor: null },
        }
      : undefined,
  );
}

afterEach(cleanup);

describe('insert link dialog', () => {
  it('inserts an external link with the typed text and closes', async () => {
    serve();
    const { links, stop } = listenForLinks();
    try {
      const { router } = renderArticleScreen(<InsertLinkModal />, AT);
      expect(await screen.findByRole('dialog', { name: 'Insert link' })).toBeTruthy();
      const insert = screen.getByRole('button', { name: 'Insert link' }) as HTMLButtonElement;
      expect(insert.disabled).toBe(true);
      fireEvent.change(screen.getByLabelText('Link text'), { target: { value: 'Docs' } });
      fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://example.com/docs' } });
      expect(screen.getByText('[Docs](https://example.com/docs)')).toBeTruthy();
      fireEvent.click(insert);
      await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
      expect(links).toEqual(['[Docs](https://example.com/docs)']);
    } finally {
      stop();
    }
  });

  it('links to another article chosen from the list', async () => {
    serve();
    const { links, stop } = listenForLinks();
    try {
      renderArticleScreen(<InsertLinkModal />, AT);
      fireEvent.click(await screen.findByRole('radio', { name: 'Article' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Export a report' }));
      fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
      await waitFor(() => expect(links).toEqual([`[Export a report](article:${OTHER_ID})`]));
    } finally {
      stop();
    }
  });

  it('closes with Cancel and inserts nothing', async () => {
    serve();
    const { links, stop } = listenForLinks();
    try {
      const { router } = renderArticleScreen(<InsertLinkModal />, AT);
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
      expect(links).toEqual([]);
    } finally {
      stop();
    }
  });

  it('reads in German', async () => {
    await changeLanguage('de');
    try {
      serve();
      renderArticleScreen(<InsertLinkModal />, AT);
      expect(await screen.findByRole('dialog', { name: 'Link einfügen' })).toBeTruthy();
      expect(screen.getByLabelText('Linktext')).toBeTruthy();
      expect(screen.getByRole('radio', { name: 'Externe URL' })).toBeTruthy();
    } finally {
      await changeLanguage('en');
    }
  });
});
