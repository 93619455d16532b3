import { type Article, DEMO_GIF_MARKDOWN } from '@support/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/harness';
import { elapse, fakeTimers } from '../../../testing/time';
import { useArticle } from '../queries';
import { ARTICLE_ID, recordedArticle, renderArticleScreen, STEP_IDS, sampleStep } from '../testing';
import { DemoGifPanel } from './DemoGifPanel';
import { GIF_POLL_MS } from './gifState';

afterEach(cleanup);

const GIF_A = '/v1/files/orgs/o/gif-aaaa.gif?expires=1&signature=a';
const GIF_B = '/v1/files/orgs/o/gif-bbbb.gif?expires=1&signature=b';

/** Three recorded steps, the first showing its annotations in the GIF; with `gif`, the GIF in the text. */
function recording(gif: string | null, overrides: Partial<Article> = {}): Article {
  const article = recordedArticle(
    [
      sampleStep({ applyImageChangesToGif: true }),
      sampleStep({ id: STEP_IDS[1], index: 1 }),
      sampleStep({ id: STEP_IDS[2], index: 2 }),
    ],
    overrides,
  );
  const version = article.activeArticleVersion!;
  const content = gif ? `${DEMO_GIF_MARKDOWN}\n\n${article.content}` : article.content;
  return {
    ...article,
    content,
    activeArticleVersion: { ...version, content, mediaOutput: gif ? { gifKey: 'k', gifUrl: gif } : null },
  };
}

function Panel() {
  const article = useArticle(ARTICLE_ID);
  return (
    <>
      <Toaster />
      {article.data && <DemoGifPanel article={article.data} />}
    </>
  );
}

/** Serves `current()` as the article and answers generate-gif with `onGenerate`'s reply. */
function serve(current: () => Article, onGenerate: () => { status: number; data: unknown }) {
  return fakeApi((config) => {
    if (config.method === 'get' && config.url === `/help-articles/${ARTICLE_ID}`)
      return { status: 200, data: current() };
    if (config.method === 'post' && config.url === `/help-articles/${ARTICLE_ID}/generate-gif`)
      return onGenerate();
    return undefined;
  });
}

const SLOW = { timeout: 5000 };

describe('the demo GIF control', () => {
  it('generates the GIF, says it is rendering until the article has it, then shows it', async () => {
    fakeTimers();
    let article = recording(null);
    let gets = 0;
    const calls = serve(
      () => {
        gets += 1;
        return article;
      },
      () => ({ status: 202, data: { message: 'The demo GIF is being generated', queued: true } }),
    );
    renderArticleScreen(<Panel />);
    expect(await screen.findByText('No demo GIF yet.', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/show their annotations in it \(1 of 3\)/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate demo GIF' }));
    expect(await screen.findByText('Rendering GIF…')).toBeTruthy();
    expect(calls).toContainEqual(expect.objectContaining({ method: 'POST' }));
    const asked = gets;
    // The job is not done at the first look; the next answer carries the GIF, in the text too.
    await elapse(GIF_POLL_MS);
    expect(gets).toBe(asked + 1);
    expect(screen.getByText('Rendering GIF…')).toBeTruthy();
    article = recording(GIF_A);
    await elapse(GIF_POLL_MS);
    const preview = await screen.findByRole('img', { name: 'Demo GIF' });
    expect(preview.getAttribute('src')).toBe(GIF_A);
    expect(screen.queryByText('Rendering GIF…')).toBeNull();
    expect(await screen.findByText('Demo GIF is ready')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Regenerate demo GIF' })).toBeTruthy();
  }, 20_000);

  it('keeps waiting while only the signature of the old GIF changes, and shows the new one', async () => {
    fakeTimers();
    let article = recording(GIF_A);
    let gets = 0;
    serve(
      () => {
        gets += 1;
        return article;
      },
      () => ({ status: 202, data: { message: 'The demo GIF is being generated', queued: true } }),
    );
    renderArticleScreen(<Panel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate demo GIF' }, SLOW));
    expect(await screen.findByText('Rendering GIF…')).toBeTruthy();
    article = recording(GIF_A.replace('signature=a', 'signature=renewed'));
    const asked = gets;
    await elapse(GIF_POLL_MS);
    expect(gets).toBe(asked + 1);
    expect(screen.getByText('Rendering GIF…')).toBeTruthy();
    article = recording(GIF_B);
    await elapse(GIF_POLL_MS);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Demo GIF' }).getAttribute('src')).toBe(GIF_B),
    );
    await waitFor(() => expect(screen.queryByText('Rendering GIF…')).toBeNull());
  }, 20_000);

  it('says at once that the GIF is up to date when the server queued nothing', async () => {
    let gets = 0;
    serve(
      () => {
        gets += 1;
        return recording(GIF_A);
      },
      () => ({ status: 200, data: { message: 'The demo GIF is up to date', queued: false } }),
    );
    renderArticleScreen(<Panel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Regenerate demo GIF' }, SLOW));
    const asked = gets;
    await waitFor(() => expect(screen.queryByText('Rendering GIF…')).toBeNull());
    expect(await screen.findByText(/up to date/i)).toBeTruthy();
    // Nothing to wait for: the article is not polled.
    expect(gets).toBe(asked);
  }, 20_000);

  it("shows the server's message when the GIF cannot be made", async () => {
    serve(
      () => recording(null),
      () => ({
        status: 409,
        data: {
          message: 'The article is being generated; try again when it is done',
          code: 'ARTICLE_PROCESSING',
        },
      }),
    );
    renderArticleScreen(<Panel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Generate demo GIF' }, SLOW));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The article is being generated; try again when it is done',
    );
    expect(screen.getByRole('button', { name: 'Generate demo GIF' })).toHaveProperty('disabled', false);
  }, 20_000);

  it('is not offered for an article whose generation failed', async () => {
    const calls = serve(
      () => {
        const article = recording(null, { status: 'failed' });
        return {
          ...article,
          activeArticleVersion: { ...article.activeArticleVersion!, failureReason: 'NO_CREDITS_LEFT' },
        };
      },
      () => ({ status: 202, data: { message: 'The demo GIF is being generated', queued: true } }),
    );
    renderArticleScreen(<Panel />);
    const button = await screen.findByRole('button', { name: 'Generate demo GIF' }, SLOW);
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Not available: the article could not be generated.')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toEqual([]));
  }, 20_000);
});
