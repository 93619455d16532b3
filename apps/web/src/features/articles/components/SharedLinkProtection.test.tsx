import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { TRANSLATIONS_URL, translationsAnswer } from '../../translations/testing';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../testing';
import { ShareControl } from './ShareControl';

const NO_LANGUAGES = translationsAnswer({ enabledLanguages: [], translations: [], translationJobs: [] });

afterEach(cleanup);

const published = (protection: { keptPublic: boolean; canChange: boolean } | null) =>
  sampleArticle({
    isPubliclyShared: true,
    sharingId: 'k3y9',
    sharedLinkProtection: protection && { helpCenterName: 'Staff Handbook', ...protection },
  });

function answer(url: string | undefined) {
  if (url === TRANSLATIONS_URL) return { status: 200, data: NO_LANGUAGES };
  if (url?.startsWith('/analytics/shared/article/'))
    return { status: 200, data: { totalViews: 0, uniqueVisitors: 0 } };
  return { status: 200, data: published({ keptPublic: true, canChange: true }) };
}

describe('the shared link of an article in a protected help center', () => {
  it('is closed until an admin keeps it public, which says that it bypasses the password', async () => {
    const calls = fakeApi((config) => answer(config.url));
    renderArticleScreen(<ShareControl article={published({ keptPublic: false, canChange: true })} />);
    fireEvent.click(await screen.findByRole('button', { name: /Copy Direct Link/ }));
    expect(await screen.findByText(/so its shared link is closed/)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'Keep the shared link public' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/bypasses the password of the help center “Staff Handbook”/)).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({
          method: 'PUT',
          url: `/help-articles/${ARTICLE_ID}/shared-link`,
          body: { keepPublic: true },
        }),
      ),
    );
  }, 30_000);

  it('cannot be changed by a member, and is not offered outside a protected help center', async () => {
    fakeApi((config) => answer(config.url));
    renderArticleScreen(<ShareControl article={published({ keptPublic: false, canChange: false })} />);
    fireEvent.click(await screen.findByRole('button', { name: /Copy Direct Link/ }));
    const toggle = await screen.findByRole('switch', { name: 'Keep the shared link public' });
    expect((toggle as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Only admins can change this/)).toBeTruthy();
    cleanup();

    renderArticleScreen(<ShareControl article={published(null)} />);
    fireEvent.click(await screen.findByRole('button', { name: /Copy Direct Link/ }));
    await screen.findByText('Public links');
    expect(screen.queryByRole('switch')).toBeNull();
  }, 30_000);
});
