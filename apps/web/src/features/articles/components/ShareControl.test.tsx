import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../auth/testing';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../testing';
import { ShareControl } from './ShareControl';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('share control', () => {
  it('asks before publishing a private article, then publishes it', async () => {
    const published = sampleArticle({ isPubliclyShared: true, sharingId: 'k3y9' });
    const calls = fakeApi((config) =>
      config.method === 'post' ? { status: 200, data: published } : undefined,
    );
    renderArticleScreen(<ShareControl article={sampleArticle()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish article?' });
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: `/help-articles/${ARTICLE_ID}/publish` }),
      ),
    );
  }, 30_000);

  it('copies the public link of a published article and says Copied! for 1.5 s', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = fakeApi((config) =>
      config.url?.startsWith('/analytics/shared/article/')
        ? { status: 200, data: { totalViews: 12, uniqueVisitors: 7 } }
        : { status: 200, data: sampleArticle() },
    );
    renderArticleScreen(
      <ShareControl article={sampleArticle({ isPubliclyShared: true, sharingId: 'k3y9' })} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Copy Direct Link/ }));
    expect(await screen.findByText('12')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByRole('link', { name: /View analytics/ }).getAttribute('href')).toBe('/analytics');

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Direct Link (English)' }));
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/k3y9`);
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByText('Copied!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(150));
    expect(screen.queryByText('Copied!')).toBeNull();

    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Unpublish Article' }));
    await waitFor(() =>
      expect(calls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: `/help-articles/${ARTICLE_ID}/unpublish` }),
      ),
    );
  }, 30_000);

  it('disables the link of an article without text, and says why', async () => {
    fakeApi(() => ({ status: 200, data: { totalViews: 0, uniqueVisitors: 0 } }));
    renderArticleScreen(
      <ShareControl article={sampleArticle({ isPubliclyShared: true, sharingId: 'k3y9', content: '' })} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Copy Direct Link/ }));
    expect(await screen.findByText('No text yet: write the article first.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy Direct Link (English)' })).toHaveProperty(
      'disabled',
      true,
    );
  }, 30_000);
});
