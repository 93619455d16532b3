import { bearer } from '../../../test/app';
import { createArticle, registerTrialAdmin } from '../../../test/factories';
import type { App } from '../../app';
import type { ManualClock } from '../../lib/clock';
import type { ViewSource } from '../analytics-collect/writeShareViews';
import { flushShareViews, publicSiteViews, renderArticleContent } from './state';

/** Test helpers of the public-site tests: a shared article made through the API, and page requests. */

export async function publish(app: App, token: string, articleId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/v1/help-articles/${articleId}/publish`,
    headers: bearer(token),
  });
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`);
  const sharingId = (res.json() as { sharingId: string | null }).sharingId;
  if (!sharingId) throw new Error('published article has no sharingId');
  // The publish renders the content on the render thread; pages read it once it is stored.
  await renderArticleContent(app.ctx, articleId);
  return sharingId;
}

export async function sharedArticle(app: App, options: { title?: string; content?: string } = {}) {
  const writer = await registerTrialAdmin(app);
  const articleId = await createArticle(app, writer.token, {
    title: options.title ?? 'Reset your password',
    content: options.content ?? 'Open **Settings** and choose *Reset password*.',
  });
  const sharingId = await publish(app, writer.token, articleId);
  return { writer, articleId, sharingId };
}

export function getPage(
  app: App,
  path: string,
  headers: Record<string, string> = {},
  remoteAddress = '203.0.113.7',
) {
  return app.inject({ method: 'GET', url: path, headers, remoteAddress });
}

export function editArticle(
  app: App,
  token: string,
  articleId: string,
  change: { content?: string; title?: string },
) {
  return app.inject({
    method: 'PUT',
    url: change.title ? `/v1/help-articles/${articleId}/title` : `/v1/help-articles/${articleId}`,
    headers: bearer(token),
    payload: change.title ? { title: change.title } : { content: change.content },
  });
}

/** The rendered article body of a page: what came from the writer's markdown. */
export function articleBody(page: string): string {
  const match = /<article class="doc">([\s\S]*)<\/article>/.exec(page);
  if (!match) throw new Error('page has no article body');
  return match[1]!;
}

export const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/**
 * One view recorded through the app's own recorder as if a reader (`visitor`: their address) had
 * asked at `at`, and written, with the clock back where it was. Tests that need a view at a chosen
 * instant use this rather than writing rows, so the day, the salt and the rollups are the real ones.
 */
export async function recordView(
  t: { app: App; clock: ManualClock },
  view: {
    articleId: string;
    organizationId: string;
    visitor: string;
    at?: Date;
    source?: ViewSource;
    language?: string;
    userAgent?: string;
  },
): Promise<void> {
  const recorder = publicSiteViews(t.app.ctx);
  if (!recorder) throw new Error('the app has no view recorder');
  const before = t.clock.now();
  if (view.at) t.clock.set(view.at);
  try {
    recorder.record({
      articleId: view.articleId,
      organizationId: view.organizationId,
      language: view.language ?? 'en',
      ip: view.visitor,
      headers: { 'user-agent': view.userAgent ?? FIREFOX },
      source: view.source,
    });
    await flushShareViews(t.app.ctx);
  } finally {
    t.clock.set(before);
  }
}
