import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { job, TRANSLATIONS_URL, translation, translationsAnswer } from '../../translations/testing';
import { ARTICLE_ID, renderArticleScreen, sampleArticle } from '../testing';
import { ShareControl } from './ShareControl';

/** An organization without translation languages: the source link alone. */
const NO_LANGUAGES = translationsAnswer({ enabledLanguages: [], translations: [], translationJobs: [] });

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
      config.url === TRANSLATIONS_URL
        ? { status: 200, data: NO_LANGUAGES }
        : config.url?.startsWith('/analytics/shared/article/')
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
    fakeApi((request) => ({
      status: 200,
      data: request.url === TRANSLATIONS_URL ? NO_LANGUAGES : { totalViews: 0, uniqueVisitors: 0 },
    }));
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

  it('lists one link per translation language; one without content or with a pending retranslation is Processing...', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let answer = translationsAnswer({
      enabledLanguages: ['de', 'fr', 'it'],
      translations: [translation('de'), translation('fr')],
      translationJobs: [
        job('de'),
        job('fr', { retranslationRequestedAt: '2026-06-01T11:30:00.000Z' }),
        job('it', { startedAt: null, finishedAt: null }),
      ],
    });
    const calls = fakeApi((request) =>
      request.url === TRANSLATIONS_URL
        ? { status: 200, data: answer }
        : { status: 200, data: { totalViews: 0, uniqueVisitors: 0 } },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderArticleScreen(
      <ShareControl article={sampleArticle({ isPubliclyShared: true, sharingId: 'k3y9' })} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Copy Direct Link/ }));
    const german = await screen.findByRole('button', { name: 'Copy Direct Link (German)' });
    expect(german).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Copy Direct Link (French)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Copy Direct Link (Italian)' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getAllByText('Processing...')).toHaveLength(2);
    await act(async () => {
      fireEvent.click(german);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/k3y9?lang=de`);

    // While jobs run the links are asked for again every 5 s; French becomes ready.
    answer = translationsAnswer({
      enabledLanguages: ['de', 'fr', 'it'],
      translations: [translation('de'), translation('fr')],
      translationJobs: [job('de'), job('fr'), job('it', { failureReason: 'CRITICAL_ERROR' })],
    });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy Direct Link (French)' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.getByText('Not available: the translation failed.')).toBeTruthy();
    const reads = calls.filter((call) => call.url === TRANSLATIONS_URL).length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(calls.filter((call) => call.url === TRANSLATIONS_URL)).toHaveLength(reads);
  }, 30_000);

  it('does not ask for translations of an article that is not shared', async () => {
    const calls = fakeApi(() => undefined);
    renderArticleScreen(<ShareControl article={sampleArticle()} />);
    await screen.findByRole('button', { name: 'Share' });
    expect(calls.filter((call) => call.url === TRANSLATIONS_URL)).toHaveLength(0);
  }, 30_000);
});
