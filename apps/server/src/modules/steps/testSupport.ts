import { type Article, type SaveStepAnnotationsRequest, ZArticle } from '@support/shared';
import sharp from 'sharp';
import { bearer, type TestApp } from '../../../test/app';
import { type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { type RecordingOptions, uploadRecording } from '../../../test/recordings';

/** Test helpers of the step editor's tests: finished recordings, the calls, and pixel statistics. */

export const SETTINGS = {
  hideActionPointer: false,
  applyImageChangesToGif: false,
  hideStepNumber: false,
  zoomLevel: 1,
  zoomAnchorX: 50,
  zoomAnchorY: 50,
} satisfies Omit<SaveStepAnnotationsRequest, 'annotations'>;

/** A trial admin's recording, generated to the end (the job queue drained). */
export async function finishedRecording(t: TestApp, options: RecordingOptions = {}, user?: RegisteredUser) {
  const admin = user ?? (await registerTrialAdmin(t.app));
  const { res, articleId } = await uploadRecording(t.app, admin.token, { steps: 3, ...options });
  if (!articleId) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  await t.jobs.runUntilIdle();
  const article = await getArticle(t, admin.token, articleId);
  if (article.status !== 'finished') throw new Error(`recording did not finish: ${article.status}`);
  return { admin, articleId, article, steps: article.activeArticleVersion!.steps };
}

export async function getArticle(t: TestApp, token: string, id: string): Promise<Article> {
  const res = await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`GET article: ${res.statusCode} ${res.body}`);
  return ZArticle.parse(res.json());
}

export function saveAnnotations(
  t: TestApp,
  token: string,
  articleId: string,
  stepId: string,
  body: Partial<SaveStepAnnotationsRequest> | Record<string, unknown>,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/v1/help-articles/${articleId}/steps/${stepId}/annotations`,
    headers: bearer(token),
    payload: { ...SETTINGS, annotations: [], ...body },
  });
}

export function deleteStepCall(t: TestApp, token: string, articleId: string, stepId: string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/v1/help-articles/${articleId}/steps/${stepId}`,
    headers: bearer(token),
  });
}

/** The bytes behind a URL the app serves (a signed file URL or a public page's image). */
export async function fetchBytes(t: TestApp, url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode}`);
  return res.rawPayload;
}

export type Region = { left: number; top: number; width: number; height: number };

/** The grey levels of a region (0–255, one per pixel), page `page` of an animated image. */
export async function greys(image: Buffer, region: Region, page = 0): Promise<number[]> {
  const { data } = await sharp(image, { page })
    .extract(region)
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

export function variance(values: number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length;
}

/** Share of pixels whose grey level differs by more than `tolerance` between two same-size lists. */
export function changedShare(a: number[], b: number[], tolerance = 8): number {
  let changed = 0;
  for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > tolerance) changed++;
  return changed / a.length;
}
