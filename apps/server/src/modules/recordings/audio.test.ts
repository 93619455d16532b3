import { readFileSync } from 'node:fs';
import { RECORDING_AUDIO_MAX_BYTES, ZArticle } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type ListeningTestApp, listeningTestApp } from '../../../test/app';
import { m4aFile, mp3File, oggOpusFile, wavFile, webmFile } from '../../../test/audio';
import { registerTrialAdmin } from '../../../test/factories';
import { multipartBody, type Part, recordingParts, storedFiles } from '../../../test/recordings';
import { requestHead, sendUnfinished } from '../../../test/socket';
import { articles } from '../../db/schema/articles';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await listeningTestApp();
});
afterAll(() => t.close());

/** Steps at 0, 1.5 s and 3 s on the recording's clock. */
async function narratedParts(audio: Buffer | null, field: object | null = { offsetMs: 0 }) {
  const { manifest, images } = await recordingParts({ steps: 3 });
  const parts: Part[] = [
    {
      name: 'manifest',
      body: JSON.stringify(field ? { ...manifest, audio: field } : manifest),
      contentType: 'application/json',
    },
    ...images,
  ];
  if (audio) parts.push({ name: 'audio', filename: 'narration', contentType: 'audio/webm', body: audio });
  return parts;
}

const post = (token: string, parts: Part[]) => {
  const { payload, headers } = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
};

async function expectRefused(parts: Part[], message: string | RegExp) {
  const admin = await registerTrialAdmin(t.app);
  const res = await post(admin.token, parts);
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 'INVALID_RECORDING' });
  expect((res.json() as { message: string }).message).toMatch(message);
  const rows = await t.app.ctx.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.organizationId, admin.organizationId));
  expect(rows).toEqual([]);
  expect(storedFiles(t.app, admin.organizationId)).toEqual([]);
}

describe('POST /v1/recordings with a narration', () => {
  it.each([
    ['WebM/Opus', webmFile(4000), 'audio/webm', 'webm', 3980],
    ['Ogg/Opus', oggOpusFile(4000), 'audio/ogg', 'ogg', 4000],
    ['MP3', mp3File(4000), 'audio/mpeg', 'mp3', 3994],
    ['WAV', wavFile(4000), 'audio/wav', 'wav', 4000],
    ['M4A', m4aFile(4000), 'audio/mp4', 'm4a', 4000],
  ])(
    'keeps %s audio recognised by its bytes, with each step’s part of it',
    async (_name, bytes, type, extension, duration) => {
      const admin = await registerTrialAdmin(t.app);
      // Two seconds of pause between the second and third step: the third is heard at 3000 - 500 - 1000.
      const res = await post(
        admin.token,
        await narratedParts(bytes, {
          offsetMs: 500,
          mimeType: 'audio/webm',
          pauses: [{ startMs: 1600, endMs: 2600 }],
        }),
      );
      expect(res.statusCode).toBe(201);
      const { articleId } = res.json() as { articleId: string };
      const article = ZArticle.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/v1/help-articles/${articleId}`,
            headers: bearer(admin.token),
          })
        ).json(),
      );
      const version = article.activeArticleVersion!;
      expect(version.hasAudio).toBe(true);
      expect(version.audioDurationMs).toBe(duration);
      expect(version.transcriptionStatus).toBe('PENDING');
      expect(version.audioUrl).toMatch(new RegExp(`/audio\\.${extension}\\?expires=`));
      expect(version.steps.map((step) => [step.audioStartTime, step.audioEndTime])).toEqual([
        [0, 1000],
        [1000, 1500],
        [1500, duration],
      ]);
      const audio = await t.app.inject({ method: 'GET', url: version.audioUrl! });
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['content-type']).toBe(type);
      expect(audio.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('measures a narration as Chromium’s MediaRecorder writes it (no duration, clusters of unknown size)', async () => {
    // test/fixtures/chromium-mediarecorder.webm: 1.5 s, a pause, 1 s more, recorded by headless Chromium.
    const bytes = readFileSync(
      new URL('../../../test/fixtures/chromium-mediarecorder.webm', import.meta.url),
    );
    const admin = await registerTrialAdmin(t.app);
    const res = await post(admin.token, await narratedParts(bytes));
    expect(res.statusCode).toBe(201);
    const { articleId } = res.json() as { articleId: string };
    const version = ZArticle.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/help-articles/${articleId}`,
          headers: bearer(admin.token),
        })
      ).json(),
    ).activeArticleVersion!;
    expect(version.audioUrl).toMatch(/audio\.webm/);
    expect(version.audioDurationMs).toBeGreaterThan(2200);
    expect(version.audioDurationMs).toBeLessThan(2600);
  });

  it('serves the audio in byte ranges, so a player can seek to a step', async () => {
    const admin = await registerTrialAdmin(t.app);
    const bytes = wavFile(3000);
    const res = await post(admin.token, await narratedParts(bytes));
    const { articleId } = res.json() as { articleId: string };
    const url = ZArticle.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/help-articles/${articleId}`,
          headers: bearer(admin.token),
        })
      ).json(),
    ).activeArticleVersion!.audioUrl!;
    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-44' } });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 44))).toBe(true);
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${bytes.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it('keeps an upload without a narration as before: no audio, no parts of it', async () => {
    const admin = await registerTrialAdmin(t.app);
    const res = await post(admin.token, await narratedParts(null, null));
    expect(res.statusCode).toBe(201);
    const { articleId } = res.json() as { articleId: string };
    const article = ZArticle.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/help-articles/${articleId}`,
          headers: bearer(admin.token),
        })
      ).json(),
    );
    expect(article.activeArticleVersion).toMatchObject({
      hasAudio: false,
      audioUrl: null,
      transcriptionStatus: null,
    });
    expect(article.activeArticleVersion!.steps.every((step) => step.audioStartTime === null)).toBe(true);
  });

  it('refuses bytes that are no audio format, whatever the part says it is', async () => {
    await expectRefused(
      await narratedParts(Buffer.from('this is plain text, not a narration')),
      'The "audio" part is not WebM/Opus, Ogg, MP3, WAV or M4A audio',
    );
  });

  it('refuses a narration longer than 30 minutes', async () => {
    await expectRefused(
      await narratedParts(webmFile(31 * 60_000)),
      'The "audio" part plays 31 minutes; a narration may last at most 30 minutes',
    );
  });

  it('refuses damaged audio and audio without sound', async () => {
    await expectRefused(
      await narratedParts(wavFile(4000).subarray(0, 36)),
      /The "audio" part is damaged WAV audio/,
    );
    await expectRefused(await narratedParts(wavFile(0)), 'The "audio" part is WAV audio without sound');
  });

  it('refuses an audio part the manifest did not announce, and an announced narration without its part', async () => {
    await expectRefused(
      await narratedParts(wavFile(1000), null),
      /has an "audio" part but the manifest has no "audio" field/,
    );
    await expectRefused(
      await narratedParts(null),
      'The manifest has an "audio" field but the upload has no "audio" part',
    );
  });

  it('refuses a second audio part', async () => {
    const parts = await narratedParts(wavFile(1000));
    parts.push({ name: 'audio', filename: 'again', body: wavFile(1000) });
    await expectRefused(parts, 'The upload has more than one part named "audio"');
  });

  it('answers 400 at the first byte over 100 MB and closes the connection', async () => {
    const admin = await registerTrialAdmin(t.app);
    const { manifest } = await recordingParts({ steps: 1 });
    const boundary = '----narration';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="manifest"\r\nContent-Type: application/json\r\n\r\n` +
        `${JSON.stringify({ ...manifest, audio: { offsetMs: 0 } })}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
      'latin1',
    );
    const head = requestHead(
      '/v1/recordings',
      { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      2 * RECORDING_AUDIO_MAX_BYTES,
    );
    const exchange = await sendUnfinished({
      port: t.port,
      head,
      body,
      maxFiller: RECORDING_AUDIO_MAX_BYTES + 32 * 1024 * 1024,
    });
    expect(exchange.response).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(exchange.response.slice(exchange.response.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'The "audio" part is larger than 100 MB',
      code: 'INVALID_RECORDING',
    });
    expect(exchange.closed).toBe(true);
    expect(exchange.bodyBytesSent).toBeLessThan(RECORDING_AUDIO_MAX_BYTES + 16 * 1024 * 1024);
    expect(storedFiles(t.app, admin.organizationId)).toEqual([]);
  }, 30_000);
});
