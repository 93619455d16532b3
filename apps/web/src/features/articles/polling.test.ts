import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/harness';
import { elapse, fakeTimers } from '../../testing/time';
import { ARTICLE_WAIT_SECONDS, pollArticle } from './polling';
import { articleKeys } from './queries';
import { ARTICLE_ID, recordedArticle, sampleStep } from './testing';

const OLD = '/v1/files/step-1-aaaa.png?expires=1&signature=x';
const NEW = '/v1/files/step-1-bbbb.png?expires=1&signature=y';
const shows =
  (image: string) =>
  (article: { activeArticleVersion: { steps: { imageProcessed: string | null }[] } | null }) =>
    article.activeArticleVersion?.steps[0]?.imageProcessed === image;

describe('waiting for an article to change', () => {
  it('names the answer it has and lets the server hold the read until the article changes', async () => {
    fakeTimers();
    const seen: { ifNoneMatch: string | null; prefer: string | null }[] = [];
    fakeApi(({ url, method, headers }) => {
      if (url !== `/help-articles/${ARTICLE_ID}` || method !== 'get') return undefined;
      seen.push({ ifNoneMatch: headers.get('If-None-Match'), prefer: headers.get('Prefer') });
      // The first read gets the article as it is; the held one answers when the image changed.
      const image = headers.get('If-None-Match') ? NEW : OLD;
      return {
        status: 200,
        data: recordedArticle([sampleStep({ imageProcessed: image })]),
        headers: { ETag: `W/"${image === OLD ? 'one' : 'two'}"` },
      };
    });
    const queryClient = new QueryClient();
    const article = await pollArticle(queryClient, ARTICLE_ID, {
      everyMs: 1000,
      timeoutMs: 30_000,
      done: shows(NEW),
    });
    // No second went by: the change came with the held read, not with a later poll.
    expect(article?.activeArticleVersion?.steps[0]?.imageProcessed).toBe(NEW);
    expect(seen).toEqual([
      { ifNoneMatch: null, prefer: null },
      { ifNoneMatch: 'W/"one"', prefer: `wait=${ARTICLE_WAIT_SECONDS}` },
    ]);
    // Every screen showing the article has the new answer.
    expect(queryClient.getQueryData(articleKeys.detail(ARTICLE_ID))).toEqual(article);
  });

  it('asks again after a pause when the server answers "unchanged" without waiting', async () => {
    fakeTimers();
    let reads = 0;
    fakeApi(({ url, headers }) => {
      if (url !== `/help-articles/${ARTICLE_ID}`) return undefined;
      reads++;
      if (headers.get('If-None-Match')) return { status: 304, headers: { ETag: 'W/"one"' } };
      return {
        status: 200,
        data: recordedArticle([sampleStep({ imageProcessed: OLD })]),
        headers: { ETag: 'W/"one"' },
      };
    });
    const waiting = pollArticle(new QueryClient(), ARTICLE_ID, {
      everyMs: 1000,
      timeoutMs: 5000,
      done: shows(NEW),
    });
    await elapse(3000);
    // Not a tight loop: about one read a second.
    expect(reads).toBeGreaterThanOrEqual(2);
    expect(reads).toBeLessThanOrEqual(5);
    await elapse(3000);
    expect(await waiting).toBeNull();
  });
});
