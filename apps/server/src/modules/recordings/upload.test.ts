import { readFileSync } from 'node:fs';
import { ERROR_CATALOGUE, RECORDING_IMAGE_MAX_BYTES, recordingsApi, ZArticle } from '@support/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, registerCompanyAdmin, registerTrialAdmin } from '../../../test/factories';
import { damagedPng } from '../../../test/images';
import {
  buttonOf,
  multipartBody,
  type Part,
  recordingParts,
  storedFiles,
  uploadRecording,
} from '../../../test/recordings';
import { organizations } from '../../db/schema';
import { articles, steps as stepsTable } from '../../db/schema/articles';
import { jobs } from '../../db/schema/jobs';
import { rateLimitCounters } from '../../db/schema/rateLimits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, parts: Part[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
};
const manifestPart = (manifest: unknown): Part => ({
  name: 'manifest',
  body: typeof manifest === 'string' ? manifest : JSON.stringify(manifest),
  contentType: 'application/json',
});
const getArticle = async (token: string, id: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZArticle.parse(res.json());
};
const articleRows = (organizationId: string) =>
  t.app.ctx.db.select({ id: articles.id }).from(articles).where(eq(articles.organizationId, organizationId));

/** The refusal a client sees, and proof that nothing of the upload was kept. */
async function expectRefusedAndNothingStored(
  user: { token: string; organizationId: string },
  parts: Part[],
  status: number,
  message: string | RegExp,
) {
  const res = await post(user.token, parts);
  expect(res.statusCode).toBe(status);
  const body = res.json() as { message: string };
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
  expect(await articleRows(user.organizationId)).toEqual([]);
  expect(storedFiles(t.app, user.organizationId)).toEqual([]);
}

describe('POST /v1/recordings', () => {
  it('creates a processing step recording with one step per action, in image pixels, and queues its generation', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { res, articleId } = await uploadRecording(t.app, admin.token, { steps: 3, devicePixelRatio: 2 });
    expect(res.statusCode).toBe(201);
    const article = await getArticle(admin.token, articleId!);
    expect(article).toMatchObject({
      articleType: 'STEP_RECORDING',
      status: 'processing',
      title: 'New recording',
    });
    const version = article.activeArticleVersion!;
    expect(version).toMatchObject({
      contentType: 'STEP_BY_STEP_GUIDE',
      generationStage: 'PROCESSING',
      failureReason: null,
      sourceLanguage: 'en',
    });
    expect(version.steps.map((step) => step.action)).toEqual(['CLICK', 'CLICK', 'TYPE']);
    const [first, , typed] = version.steps;
    const button = buttonOf(0);
    // CSS pixels × device pixel ratio 2: the screenshot is 2560×1600.
    expect(first).toMatchObject({
      index: 0,
      contextWidth: 2560,
      contextHeight: 1600,
      positionX: (button.x + button.width / 2) * 2,
      positionY: (button.y + button.height / 2) * 2,
      elementLabel: 'Button 1',
      elementRole: 'button',
      pageUrl: 'https://demo.example.com/page-1',
      pageTitle: 'Demo page 1',
    });
    expect(first!.imageRaw).toMatch(/^\/v1\/files\/orgs\//);
    // Rendered while the upload arrived: the article shows its images before the text is written.
    expect(first!.imageProcessed).toMatch(/^\/v1\/files\/orgs\/.*\/processed\.png/);
    // The organization hides typed e-mail addresses (the default): the address is not even stored.
    expect(typed).toMatchObject({ elementLabel: 'E-mail', typedValue: null });

    const files = storedFiles(t.app, admin.organizationId);
    expect(files).toEqual(
      version.steps
        .flatMap((step) =>
          ['processed.png', 'raw.png'].map(
            (name) => `orgs/${admin.organizationId}/articles/${articleId}/steps/${step.id}/${name}`,
          ),
        )
        .sort(),
    );
    const queued = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.organizationId, admin.organizationId));
    expect(queued).toMatchObject([
      { type: 'generate-article', status: 'queued', payload: { articleId, versionId: version.id } },
    ]);
  });

  it("stores a typed value only where the organization's rules let it be shown", async () => {
    const admin = await registerTrialAdmin(t.app);
    const typedValueOf = async () => {
      const { articleId } = await uploadRecording(t.app, admin.token, { steps: 3 });
      const steps = (await getArticle(admin.token, articleId!)).activeArticleVersion!.steps;
      const [row] = await t.app.ctx.db.select().from(stepsTable).where(eq(stepsTable.id, steps[2]!.id));
      return { shown: steps[2]!.typedValue, stored: row!.typedValue, details: row!.details };
    };
    expect(await typedValueOf()).toMatchObject({
      shown: null,
      stored: null,
      details: { valueWithheld: true },
    });
    const settings = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/organization/settings',
        headers: bearer(admin.token),
        payload,
      });
    expect((await settings({ hideTypedEmails: false })).statusCode).toBe(200);
    expect(await typedValueOf()).toMatchObject({ shown: 'alice@example.com', stored: 'alice@example.com' });
    // A do-not-show term withholds the value whatever the e-mail switch says.
    expect((await settings({ redactionTerms: ['alice'] })).statusCode).toBe(200);
    expect(await typedValueOf()).toMatchObject({
      shown: null,
      stored: null,
      details: { valueWithheld: true },
    });
  });

  it('judges values already recorded by the rules as they change, and by the migration that brought the rules', async () => {
    const admin = await registerTrialAdmin(t.app);
    const other = await registerTrialAdmin(t.app);
    const settings = (token: string, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/v1/organization/settings', headers: bearer(token), payload });
    for (const user of [admin, other])
      expect((await settings(user.token, { hideTypedEmails: false })).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    const recorded = async (token: string) => {
      const { articleId } = await uploadRecording(t.app, token, { steps: 3 });
      return {
        articleId: articleId!,
        stepId: (await getArticle(token, articleId!)).activeArticleVersion!.steps[2]!.id,
      };
    };
    const typedValueOf = async (token: string, at: { articleId: string; stepId: string }) => {
      const shown = (await getArticle(token, at.articleId)).activeArticleVersion!.steps[2]!.typedValue;
      const [row] = await t.app.ctx.db.select().from(stepsTable).where(eq(stepsTable.id, at.stepId));
      return { shown, stored: row!.typedValue, details: row!.details };
    };
    const mine = await recorded(admin.token);
    const theirs = await recorded(other.token);
    expect(await typedValueOf(admin.token, mine)).toMatchObject({ shown: 'alice@example.com' });

    // A do-not-show term added later withholds the value of a step recorded before it.
    expect((await settings(admin.token, { redactionTerms: ['alice'] })).statusCode).toBe(200);
    await t.jobs.runUntilIdle();
    expect(await typedValueOf(admin.token, mine)).toMatchObject({
      shown: null,
      stored: null,
      details: { valueWithheld: true },
    });
    // Another organization's steps are judged by its own rules only.
    expect(await typedValueOf(other.token, theirs)).toMatchObject({ stored: 'alice@example.com' });

    // Steps stored before the rules existed: the migration queues the pass for organizations with
    // typed values, under the rules each has now.
    await t.app.ctx.db
      .update(organizations)
      .set({ hideTypedEmails: true })
      .where(eq(organizations.id, other.organizationId));
    const migration = readFileSync(
      new URL('../../db/migrations/0030_withhold_typed_values.sql', import.meta.url),
      'utf8',
    );
    await t.app.ctx.db.execute(sql.raw(migration));
    // Due at the database's now(), which the tests' clock need not have reached.
    await t.app.ctx.db.update(jobs).set({ runAt: t.app.ctx.clock.now() }).where(eq(jobs.status, 'queued'));
    await t.jobs.runUntilIdle();
    expect(await typedValueOf(other.token, theirs)).toMatchObject({
      shown: null,
      stored: null,
      details: { valueWithheld: true },
    });
  });

  it('takes the title and guide style from the manifest, and JPEG screenshots', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { res, articleId } = await uploadRecording(t.app, admin.token, {
      steps: 2,
      title: 'Invite a colleague',
      contentType: 'DESCRIPTIVE_GUIDE',
      format: 'jpeg',
    });
    expect(res.statusCode).toBe(201);
    const article = await getArticle(admin.token, articleId!);
    expect(article.title).toBe('Invite a colleague');
    expect(article.activeArticleVersion?.contentType).toBe('DESCRIPTIVE_GUIDE');
    const raws = storedFiles(t.app, admin.organizationId).filter((key) => key.includes('/raw.'));
    expect(raws).toHaveLength(2);
    expect(raws.every((key) => key.endsWith('/raw.jpg'))).toBe(true);
  });

  it('refuses a manifest that does not match the format, naming the field, and stores nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest, images } = await recordingParts({ steps: 2 });
    const broken = {
      ...manifest,
      steps: manifest.steps.map((step, i) => (i === 1 ? { ...step, viewport: { width: 'wide' } } : step)),
    };
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart(broken), ...images],
      400,
      /^The manifest does not match the recording format: steps\.1\.viewport\.width: /,
    );
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart('{"formatVersion": 1,')],
      400,
      'The manifest is not valid JSON',
    );
    // The multipart parser drops a JSON field it cannot parse, so with images behind it the
    // manifest is simply missing when the first image arrives.
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart('{"formatVersion": 1,'), ...images],
      400,
      'The upload needs its "manifest" part, as valid JSON, before the images',
    );
    await expectRefusedAndNothingStored(
      admin,
      images,
      400,
      'The upload needs its "manifest" part, as valid JSON, before the images',
    );
    await expectRefusedAndNothingStored(admin, [], 400, 'The upload has no "manifest" part');
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart({ ...manifest, formatVersion: 2 }), ...images],
      400,
      /formatVersion/,
    );
    // What PostgreSQL text cannot hold, in a multipart field (JSON bodies are checked by a hook).
    for (const text of ['Orders\u0000', 'Orders \ud800']) {
      const withText = {
        ...manifest,
        steps: manifest.steps.map((step, i) => (i === 1 ? { ...step, pageTitle: text } : step)),
      };
      await expectRefusedAndNothingStored(
        admin,
        [manifestPart(withText), ...images],
        400,
        'manifest.steps.1.pageTitle contains a character that cannot be stored (a NUL character or a lone surrogate)',
      );
    }
  });

  it('refuses a step without its image part, naming the step', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest, images } = await recordingParts({ steps: 3 });
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart(manifest), images[0]!, images[1]!],
      400,
      'Step 3 has no image part "step-3"',
    );
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart(manifest), ...images, { name: 'step-9', filename: 'x.png', body: images[0]!.body }],
      400,
      'Unexpected part "step-9": no step names it as its image',
    );
  });

  it('refuses an image that is not an image, or a cut-off one', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest, images } = await recordingParts({ steps: 2 });
    const html: Part = { ...images[1]!, body: '<html><body>not a screenshot</body></html>' };
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart(manifest), images[0]!, html],
      400,
      'The image of step 2 ("step-2") is not a PNG or JPEG image',
    );
    const png = images[0]!.body as Buffer;
    const cut: Part = { ...images[0]!, body: png.subarray(0, png.length - 500) };
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart(manifest), cut, images[1]!],
      400,
      'The image of step 1 ("step-1") is damaged or incomplete',
    );
  });

  it('decodes every image: a PNG damaged between an intact header and trailer is a 400, not a failed article', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest, images } = await recordingParts({ steps: 2 });
    const damaged: Part = { ...images[1]!, body: damagedPng(images[1]!.body as Buffer) };
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart(manifest), images[0]!, damaged],
      400,
      'The image of step 2 ("step-2") is damaged or incomplete',
    );
  });

  it('answers malformed or truncated multipart with 400, never 500', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest, images } = await recordingParts({ steps: 1 });
    const { payload, headers } = multipartBody([manifestPart(manifest), ...images]);
    const send = (body: Buffer | string, contentType = headers['content-type']!) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/recordings',
        headers: { 'content-type': contentType, ...bearer(admin.token) },
        payload: body,
      });
    const cases = [
      await send(payload.subarray(0, payload.length - 4000)), // ends inside the image
      await send(payload, 'multipart/form-data'), // no boundary
      await send(`--${headers['content-type']!.split('boundary=')[1]}\r\nno header end`),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_RECORDING' });
    }
    expect(storedFiles(t.app, admin.organizationId)).toEqual([]);
  });

  it('keeps only http(s) page URLs: javascript: and data: addresses are stored as no address', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest, images } = await recordingParts({ steps: 3 });
    manifest.steps[0]!.pageUrl = 'javascript:alert(document.cookie)';
    manifest.steps[1]!.pageUrl = 'data:text/html,<script>alert(1)</script>';
    const res = await post(admin.token, [manifestPart(manifest), ...images]);
    expect(res.statusCode).toBe(201);
    const article = await getArticle(admin.token, (res.json() as { articleId: string }).articleId);
    expect(article.activeArticleVersion!.steps.map((step) => step.pageUrl)).toEqual([
      null,
      null,
      'https://demo.example.com/page-3',
    ]);
  });

  it('refuses an image over 10 MB with 413 and stores nothing', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest, images } = await recordingParts({ steps: 2 });
    const huge = Buffer.alloc(RECORDING_IMAGE_MAX_BYTES + 1024, 7);
    (images[0]!.body as Buffer).copy(huge, 0, 0, 64);
    await expectRefusedAndNothingStored(
      admin,
      [manifestPart(manifest), images[0]!, { ...images[1]!, body: huge }],
      413,
      'The image part "step-2" is larger than 10 MB',
    );
  });

  it('needs a signed-in user with an active subscription', async () => {
    const { payload, headers } = multipartBody([manifestPart({})]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/v1/recordings', headers, payload });
    expect(anonymous.statusCode).toBe(401);

    const noPlan = await registerCompanyAdmin(t.app);
    const { res } = await uploadRecording(t.app, noPlan.token, { steps: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NO_SUBSCRIPTION' });
    expect(storedFiles(t.app, noPlan.organizationId)).toEqual([]);
  });

  it('over the plan limit keeps the recording as a failed NO_CREDITS_LEFT article that takes no credit', async () => {
    const admin = await registerTrialAdmin(t.app);
    for (let i = 0; i < 10; i++) await createArticle(t.app, admin.token);
    const { res, articleId } = await uploadRecording(t.app, admin.token, { steps: 2 });
    expect(res.statusCode).toBe(201);
    const article = await getArticle(admin.token, articleId!);
    expect(article.status).toBe('failed');
    expect(article.activeArticleVersion).toMatchObject({
      failureReason: 'NO_CREDITS_LEFT',
      generationStage: null,
    });
    expect(article.activeArticleVersion?.steps).toHaveLength(2);
    const queued = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.organizationId, admin.organizationId));
    expect(queued).toEqual([]);
    // The usage page still shows 10 of 10: the failed recording holds no unit of the total.
    const check = await t.app.inject({
      method: 'GET',
      url: '/v1/plan/feature/ARTICLES_TOTAL/check',
      headers: bearer(admin.token),
    });
    expect(check.json()).toMatchObject({ currentUsage: 10, limit: 10 });
  });

  it('is listed in the OpenAPI document from the contract, with its multipart parts and error codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const upload = doc.paths['/v1/recordings'].post;
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['200', '201', '4XX']));
    for (const code of recordingsApi.upload.errors)
      expect(upload.responses[ERROR_CATALOGUE[code].status].description).toContain(code);
    const form = upload.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(['manifest', 'audio']);
    expect(form.properties.audio).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.additionalProperties).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('GET /v1/recordings/settings', () => {
  it("gives the extension the organization's name, its do-not-show terms and whether another article fits", async () => {
    const admin = await registerTrialAdmin(t.app, { organizationName: 'Acme Support' });
    await t.app.inject({
      method: 'PUT',
      url: '/v1/organization/settings',
      headers: bearer(admin.token),
      payload: { redactionTerms: ['Project Falcon', 'ACME-1234'] },
    });
    const read = () =>
      t.app.inject({ method: 'GET', url: '/v1/recordings/settings', headers: bearer(admin.token) });
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      organizationId: admin.organizationId,
      organizationName: 'Acme Support',
      redactionTerms: ['Project Falcon', 'ACME-1234'],
      hideTypedEmails: true,
      canCreateArticle: true,
    });
    for (let i = 0; i < 10; i++) await createArticle(t.app, admin.token);
    expect((await read()).json()).toMatchObject({ canCreateArticle: false });

    const noPlan = await registerCompanyAdmin(t.app);
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/v1/recordings/settings',
      headers: bearer(noPlan.token),
    });
    expect(blocked.json()).toMatchObject({ canCreateArticle: false });
    expect((await t.app.inject({ method: 'GET', url: '/v1/recordings/settings' })).statusCode).toBe(401);
  });
});

describe('the recorder routes limit', () => {
  it('answers 429 after 60 settings reads a minute from one user, counted in the database', async () => {
    const admin = await registerTrialAdmin(t.app);
    const read = () =>
      t.app.inject({ method: 'GET', url: '/v1/recordings/settings', headers: bearer(admin.token) });
    for (let i = 0; i < 60; i++) expect((await read()).statusCode).toBe(200);
    const refused = await read();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const [row] = await t.app.ctx.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, `recorder-settings:user:${admin.userId}`));
    expect(row?.count).toBe(61);
  });
});

describe('a failed transaction', () => {
  it('removes the screenshots it had written', async () => {
    const admin = await registerTrialAdmin(t.app);
    const queue = t.app.ctx.jobs;
    const enqueue = queue.enqueue;
    queue.enqueue = async () => {
      throw new Error('the database went away');
    };
    try {
      const { res } = await uploadRecording(t.app, admin.token, { steps: 3 });
      expect(res.statusCode).toBe(500);
    } finally {
      queue.enqueue = enqueue;
    }
    expect(await articleRows(admin.organizationId)).toEqual([]);
    expect(storedFiles(t.app, admin.organizationId)).toEqual([]);
  });
});
