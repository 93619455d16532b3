import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ERROR_CATALOGUE, RECORDING_MAX_BYTES, RECORDING_MAX_STEPS, recordingsApi } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type ListeningTestApp, listeningTestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { multipartBody, recordingParts } from '../../../test/recordings';
import { requestHead, sendUnfinished } from '../../../test/socket';
import { recordingStagedImages } from '../../db/schema';
import { articles } from '../../db/schema/articles';
import { sweepStaged } from './staged';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `staged-test-key-${Date.now()}-${keys++}`;

const stage = (token: string, key: string, image: string, body: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/v1/recordings/staged/${key}/${image}`,
    headers: { ...bearer(token), 'content-type': type },
    payload: body,
  });

const listed = async (token: string, key: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/recordings/staged/${key}`,
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { images: { image: string; size: number; sha256: string }[] }).images;
};

async function post(
  token: string,
  key: string,
  parts: Awaited<ReturnType<typeof recordingParts>>,
  send: string[],
) {
  const { payload, headers } = multipartBody([
    { name: 'manifest', body: JSON.stringify(parts.manifest), contentType: 'application/json' },
    ...parts.images.filter((image) => send.includes(image.name)),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...headers, ...bearer(token), 'idempotency-key': key },
    payload,
  });
}

const stagedFiles = (organizationId: string) => {
  const folder = path.join(t.app.ctx.config.dataDir, 'files', 'staged', organizationId);
  if (!existsSync(folder)) return [];
  return (readdirSync(folder, { recursive: true }) as string[]).filter(
    (entry) => entry.split(path.sep).length === 2 && !entry.endsWith('.meta.json'),
  );
};

describe('staged recording images', () => {
  it('are listed, and the upload takes the images it does not carry from them, then forgets them', async () => {
    const admin = await registerTrialAdmin(t.app);
    const parts = await recordingParts({ steps: 3 });
    const key = newKey();
    expect(await listed(admin.token, key)).toEqual([]);
    for (const image of parts.images.slice(0, 2)) {
      const res = await stage(admin.token, key, image.name, image.body as Buffer);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ image: image.name, size: (image.body as Buffer).length });
    }
    expect((await listed(admin.token, key)).map((image) => image.image)).toEqual(['step-1', 'step-2']);
    expect(stagedFiles(admin.organizationId)).toHaveLength(2);

    const res = await post(admin.token, key, parts, ['step-3']);
    expect(res.statusCode).toBe(201);
    const { articleId } = res.json() as { articleId: string };
    const [article] = await t.app.ctx.db.select().from(articles).where(eq(articles.id, articleId));
    expect(article?.organizationId).toBe(admin.organizationId);
    expect(await listed(admin.token, key)).toEqual([]);
    expect(stagedFiles(admin.organizationId)).toEqual([]);

    const again = await stage(admin.token, key, 'step-1', parts.images[0]!.body as Buffer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_UPLOADED', articleId });
  });

  it('replaces an image staged again under the same name', async () => {
    const admin = await registerTrialAdmin(t.app);
    const parts = await recordingParts({ steps: 2 });
    const key = newKey();
    await stage(admin.token, key, 'step-1', parts.images[0]!.body as Buffer);
    const second = await stage(admin.token, key, 'step-1', parts.images[1]!.body as Buffer);
    expect(second.statusCode).toBe(201);
    const images = await listed(admin.token, key);
    expect(images).toEqual([second.json()]);
    expect(stagedFiles(admin.organizationId)).toHaveLength(1);
  });

  it('refuses bytes that are not a PNG or JPEG, another type, and an image over the limit', async () => {
    const admin = await registerTrialAdmin(t.app);
    const key = newKey();
    const text = await stage(admin.token, key, 'step-1', Buffer.from('not an image at all'));
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not a PNG or JPEG/);
    const json = await t.app.inject({
      method: 'PUT',
      url: `/v1/recordings/staged/${key}/step-1`,
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(typeof json.json().message).toBe('string');
    const badKey = await stage(admin.token, 'short', 'step-1', Buffer.from('x'));
    expect(badKey.statusCode).toBe(400);
    expect(await listed(admin.token, key)).toEqual([]);
  });

  it('answers 413 at the first byte over 10 MB and closes the connection instead of reading on', async () => {
    const admin = await registerTrialAdmin(t.app);
    const key = newKey();
    const head = requestHead(
      `/v1/recordings/staged/${key}/step-1`,
      { ...bearer(admin.token), 'content-type': 'image/png' },
      2 * 1024 * 1024 * 1024,
    ).replace(/^POST /, 'PUT ');
    const exchange = await sendUnfinished({
      port: t.port,
      head,
      body: Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
      maxFiller: 64 * 1024 * 1024,
    });
    expect(exchange.response).toMatch(/^HTTP\/1\.1 413 /);
    expect(JSON.parse(exchange.response.slice(exchange.response.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The image part "step-1" is larger than 10 MB',
      code: 'RECORDING_IMAGE_TOO_LARGE',
    });
    expect(exchange.closed).toBe(true);
    expect(exchange.bodyBytesSent).toBeLessThan(24 * 1024 * 1024);
    expect(await listed(admin.token, key)).toEqual([]);
  });

  it('bounds the images and bytes of a key, and the keys staged at once', async () => {
    const admin = await registerTrialAdmin(t.app);
    const png = (await recordingParts({ steps: 1 })).images[0]!.body as Buffer;
    const row = (key: string, image: string, size = 1) => ({
      organizationId: admin.organizationId,
      idempotencyKey: key,
      image,
      storageKey: `staged/${admin.organizationId}/x/${key}-${image}`,
      size,
      sha256: 'x',
    });
    const full = newKey();
    await t.app.ctx.db
      .insert(recordingStagedImages)
      .values(Array.from({ length: RECORDING_MAX_STEPS }, (_, i) => row(full, `step-${i + 1}`)));
    const many = await stage(admin.token, full, 'one-more', png);
    expect(many.statusCode).toBe(413);
    expect(many.json()).toMatchObject({ code: 'RECORDING_TOO_LARGE' });
    expect((await stage(admin.token, full, 'step-1', png)).statusCode).toBe(201);

    const heavy = newKey();
    await t.app.ctx.db.insert(recordingStagedImages).values(row(heavy, 'step-1', RECORDING_MAX_BYTES - 10));
    const bytes = await stage(admin.token, heavy, 'step-2', png);
    expect(bytes.statusCode).toBe(413);
    expect(bytes.json()).toMatchObject({ code: 'RECORDING_TOO_LARGE' });

    const others = Array.from({ length: 18 }, () => row(newKey(), 'step-1'));
    await t.app.ctx.db.insert(recordingStagedImages).values(others);
    const crowded = await stage(admin.token, newKey(), 'step-1', png);
    expect(crowded.statusCode).toBe(429);
    expect(crowded.json()).toMatchObject({ code: 'TOO_MANY_STAGED_RECORDINGS' });
  });

  /** A row already staged (its file is not needed: only the limits read it). */
  const stagedRow = (organizationId: string, key: string, image: string, size = 1) => ({
    organizationId,
    idempotencyKey: key,
    image,
    storageKey: `staged/${organizationId}/x/${key}-${image}`,
    size,
    sha256: 'x',
  });
  type Race = {
    limit: string;
    /** What is staged already, and the 8 PUTs sent at once. */
    setup: (
      organizationId: string,
      png: Buffer,
    ) => {
      staged: ReturnType<typeof stagedRow>[];
      puts: { key: string; image: string }[];
    };
    stored: number;
    refused: { status: number; code: string; message?: string };
    /** The images listed under the PUTs' key afterwards, where they share one. */
    listed?: number;
  };
  const RACES: Race[] = [
    {
      limit: 'keys staged at once (18 staged, room for 2)',
      setup: (organizationId) => ({
        staged: Array.from({ length: 18 }, () => stagedRow(organizationId, newKey(), 'step-1')),
        puts: Array.from({ length: 8 }, () => ({ key: newKey(), image: 'step-1' })),
      }),
      stored: 2,
      refused: { status: 429, code: 'TOO_MANY_STAGED_RECORDINGS' },
    },
    {
      limit: 'images under a key (3 left)',
      setup: (organizationId) => {
        const key = newKey();
        return {
          staged: Array.from({ length: RECORDING_MAX_STEPS - 3 }, (_, i) =>
            stagedRow(organizationId, key, `old-${i}`),
          ),
          puts: Array.from({ length: 8 }, (_, i) => ({ key, image: `step-${i + 1}` })),
        };
      },
      stored: 3,
      refused: { status: 413, code: 'RECORDING_TOO_LARGE' },
      listed: RECORDING_MAX_STEPS,
    },
    {
      limit: 'bytes under a key (room for 2 images and a half)',
      setup: (organizationId, png) => {
        const key = newKey();
        return {
          staged: [stagedRow(organizationId, key, 'old', RECORDING_MAX_BYTES - Math.floor(png.length * 2.5))],
          puts: Array.from({ length: 8 }, (_, i) => ({ key, image: `step-${i + 1}` })),
        };
      },
      stored: 2,
      refused: {
        status: 413,
        code: 'RECORDING_TOO_LARGE',
        message: `The recording is larger than ${RECORDING_MAX_BYTES / 1024 / 1024} MB`,
      },
      listed: 3,
    },
  ];

  for (const race of RACES)
    it(`hold the limit of ${race.limit} exactly when PUTs race: the allowed number is stored, the others are refused and leave no file`, async () => {
      const png = (await recordingParts({ steps: 1 })).images[0]!.body as Buffer;
      const admin = await registerTrialAdmin(t.app);
      const { staged, puts } = race.setup(admin.organizationId, png);
      await t.app.ctx.db.insert(recordingStagedImages).values(staged);
      const answers = await Promise.all(puts.map(({ key, image }) => stage(admin.token, key, image, png)));
      expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(race.stored);
      for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
        expect(refused.statusCode).toBe(race.refused.status);
        expect(refused.json()).toMatchObject({
          code: race.refused.code,
          message: race.refused.message ?? expect.any(String),
        });
      }
      if (race.listed !== undefined)
        expect(await listed(admin.token, puts[0]!.key)).toHaveLength(race.listed);
      expect(stagedFiles(admin.organizationId)).toHaveLength(race.stored);
    });

  it('belong to their organization: another one neither lists, uses nor overwrites them', async () => {
    const owner = await registerTrialAdmin(t.app);
    const stranger = await registerTrialAdmin(t.app);
    const parts = await recordingParts({ steps: 2 });
    const key = newKey();
    for (const image of parts.images) await stage(owner.token, key, image.name, image.body as Buffer);
    const mine = await listed(owner.token, key);
    expect(await listed(stranger.token, key)).toEqual([]);
    const use = await post(stranger.token, key, parts, []);
    expect(use.statusCode).toBe(400);
    expect(use.json().message).toMatch(/Step 1 has no image part "step-1"/);
    expect((await stage(stranger.token, key, 'step-1', parts.images[1]!.body as Buffer)).statusCode).toBe(
      201,
    );
    expect(await listed(owner.token, key)).toEqual(mine);
    expect((await post(owner.token, key, parts, [])).statusCode).toBe(201);
    expect(await listed(stranger.token, key)).toHaveLength(1);
  });

  it('are documented in the OpenAPI document from the shared contract, with their error codes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/openapi.json' })).json();
    const put = doc.paths['/v1/recordings/staged/{key}/{image}'].put;
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['201', '4XX']));
    for (const code of recordingsApi.stageImage.errors)
      expect(put.responses[ERROR_CATALOGUE[code].status].description).toContain(code);
    expect(put.requestBody.content).toEqual({
      'image/png': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
      'image/jpeg': { schema: expect.objectContaining({ type: 'string', format: 'binary' }) },
    });
    const get = doc.paths['/v1/recordings/staged/{key}'].get;
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '4XX']));
    expect(get.responses['404'].description).toContain('NO_ACTIVE_ORGANIZATION');
  });

  it('are swept with their files a day after they were staged', async () => {
    const admin = await registerTrialAdmin(t.app);
    const parts = await recordingParts({ steps: 1 });
    const key = newKey();
    await stage(admin.token, key, 'step-1', parts.images[0]!.body as Buffer);
    const now = t.clock.now();
    await sweepStaged(t.app.ctx.db, t.app.ctx.storage, new Date(now.getTime() + 23 * 3600_000));
    expect(await listed(admin.token, key)).toHaveLength(1);
    await sweepStaged(t.app.ctx.db, t.app.ctx.storage, new Date(now.getTime() + 25 * 3600_000));
    expect(await listed(admin.token, key)).toEqual([]);
    expect(stagedFiles(admin.organizationId)).toEqual([]);
  });
});
