import { type Article, ZArticle, ZStep } from '@support/shared';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { wavFile } from '../../../test/audio';
import { addMember, buyPlan, registerTrialAdmin } from '../../../test/factories';
import { multipartBody, type Part, recordingParts } from '../../../test/recordings';
import { startTranscriptionStandIn } from '../../../test/transcriptionStandIn';
import { users } from '../../db/schema';

/** What the stand-in hears in every narration (seconds): one sentence per step of the 3-step recording. */
const SAID = [
  { start: 0.1, end: 1.2, text: ' Open the first page to start the monthly report.' },
  { start: 1.6, end: 2.8, text: ' Click Button 2.' },
  { start: 3.2, end: 4.4, text: ' This address receives the invoice every month.' },
];

const transcription = await startTranscriptionStandIn({ kind: 'reply', segments: () => SAID });
const ai = await startAiStandIn({ kind: 'reply', answer: () => 'OK' });
/** Transcription, no AI: the built-in writer. */
let t: TestApp;
/** Neither. */
let bare: TestApp;
/** Transcription and the AI (with vision). */
let withAi: TestApp;
const transcriptionEnv = {
  TRANSCRIPTION_BASE_URL: transcription.url,
  TRANSCRIPTION_API_KEY: 'speech-key',
  TRANSCRIPTION_TIMEOUT_MS: '2000',
};
beforeAll(async () => {
  [t, bare, withAi] = await Promise.all([
    createTestApp({ env: transcriptionEnv }),
    createTestApp(),
    createTestApp({ env: { ...aiEnv(ai), ...transcriptionEnv, AI_VISION: 'true' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), bare.close(), withAi.close()]);
  await Promise.all([transcription.close(), ai.close()]);
});

/** A 3-step recording (steps at 0, 1.5 and 3 s) with 4.5 s of narration, or none. */
async function upload(app: TestApp, token: string, narrated = true): Promise<string> {
  const { manifest, images } = await recordingParts({ steps: 3 });
  const parts: Part[] = [
    {
      name: 'manifest',
      body: JSON.stringify(narrated ? { ...manifest, audio: { offsetMs: 0 } } : manifest),
      contentType: 'application/json',
    },
    ...images,
  ];
  if (narrated) parts.push({ name: 'audio', filename: 'narration.wav', body: wavFile(4500) });
  const { payload, headers } = multipartBody(parts);
  const res = await app.app.inject({
    method: 'POST',
    url: '/v1/recordings',
    headers: { ...headers, ...bearer(token) },
    payload,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { articleId: string }).articleId;
}

async function getArticle(app: TestApp, token: string, id: string): Promise<Article> {
  const res = await app.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return ZArticle.parse(res.json());
}

const transcriptions = (article: Article) =>
  article.activeArticleVersion!.steps.map((step) => step.transcription);
const post = (app: TestApp, token: string, url: string) =>
  app.app.inject({ method: 'POST', url, headers: bearer(token) });

describe('a narrated recording becomes an article', () => {
  it('transcribes the narration, gives each step what was said during it, and writes what adds information', async () => {
    const admin = await registerTrialAdmin(t.app);
    const before = transcription.received.length;
    const id = await upload(t, admin.token);
    await drainJobs(t);
    const article = await getArticle(t, admin.token, id);
    expect(article.status).toBe('finished');
    expect(article.activeArticleVersion!.transcriptionStatus).toBe('DONE');
    expect(transcriptions(article)).toEqual([
      'Open the first page to start the monthly report.',
      'Click Button 2.',
      'This address receives the invoice every month.',
    ]);
    // The protocol: the audio as uploaded, the model, timestamps per segment.
    const call = transcription.received[before]!;
    expect(call.authorization).toBe('Bearer speech-key');
    expect(call.fields).toMatchObject({
      model: ['whisper-1'],
      response_format: ['verbose_json'],
      'timestamp_granularities[]': ['segment'],
    });
    expect(call.file?.bytes.equals(wavFile(4500))).toBe(true);
    expect(call.file?.type).toBe('audio/wav');
    // What adds to a step becomes its explanation; "Click Button 2." only repeats the instruction.
    expect(article.content).toContain('Open the first page to start the monthly report.');
    expect(article.content).toContain('This address receives the invoice every month.');
    expect(article.content).not.toContain('Click Button 2.');
    expect(article.content.indexOf('invoice')).toBeGreaterThan(article.content.indexOf('![Step 2]'));
  });

  it('lets a member correct what was said, which the next rewrite uses without transcribing again', async () => {
    const admin = await registerTrialAdmin(t.app);
    const stranger = await registerTrialAdmin(t.app);
    const id = await upload(t, admin.token);
    await drainJobs(t);
    const step = (await getArticle(t, admin.token, id)).activeArticleVersion!.steps[1]!;
    const url = `/v1/help-articles/${id}/steps/${step.id}/transcription`;
    const put = (token: string, transcription: string | null) =>
      t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: { transcription } });
    const res = await put(admin.token, '  The second button opens the billing overview. ');
    expect(res.statusCode).toBe(200);
    expect(ZStep.parse(res.json()).transcription).toBe('The second button opens the billing overview.');
    expect((await put(stranger.token, 'x')).statusCode).toBe(404);

    const heard = transcription.received.length;
    expect((await post(t, admin.token, `/v1/help-articles/${id}/generate`)).statusCode).toBe(200);
    await drainJobs(t);
    const rewritten = await getArticle(t, admin.token, id);
    expect(rewritten.content).toContain('The second button opens the billing overview.');
    expect(transcription.received.length).toBe(heard);
    expect((await put(admin.token, null)).json()).toMatchObject({ transcription: null });
  });

  it('retries an outage, then writes the article without the narration and says it can be transcribed later', async () => {
    const admin = await registerTrialAdmin(t.app);
    transcription.setMode({ kind: 'fail', status: 503 });
    const before = transcription.received.length;
    try {
      const id = await upload(t, admin.token);
      await drainJobs(t);
      const article = await getArticle(t, admin.token, id);
      expect(article.status).toBe('finished');
      expect(article.activeArticleVersion).toMatchObject({ hasAudio: true, transcriptionStatus: 'FAILED' });
      expect(transcription.received.length - before).toBe(3);
      expect(transcriptions(article)).toEqual([null, null, null]);
      // The steps' parts of the audio are kept all the same.
      expect(article.activeArticleVersion!.steps.map((step) => step.audioEndTime)).toEqual([
        1500, 3000, 4500,
      ]);

      // Later, with the service back: transcribe, then rewrite on request.
      transcription.setMode({ kind: 'reply', segments: () => SAID });
      const res = await post(t, admin.token, `/v1/help-articles/${id}/transcribe`);
      expect(res.statusCode).toBe(202);
      expect(ZArticle.parse(res.json()).activeArticleVersion!.transcriptionStatus).toBe('PENDING');
      expect((await post(t, admin.token, `/v1/help-articles/${id}/transcribe`)).json()).toMatchObject({
        code: 'TRANSCRIPTION_RUNNING',
      });
      await drainJobs(t);
      const transcribed = await getArticle(t, admin.token, id);
      expect(transcribed.activeArticleVersion!.transcriptionStatus).toBe('DONE');
      expect(transcriptions(transcribed)[2]).toBe('This address receives the invoice every month.');
      // The text stays as the person has it until they ask for a rewrite.
      expect(transcribed.content).toBe(article.content);
      expect((await post(t, admin.token, `/v1/help-articles/${id}/generate`)).statusCode).toBe(200);
      await drainJobs(t);
      expect((await getArticle(t, admin.token, id)).content).toContain('receives the invoice every month');
    } finally {
      transcription.setMode({ kind: 'reply', segments: () => SAID });
    }
  });

  it('does not send a narration larger than the service takes: FAILED at once, the article written', async () => {
    // 10 KB: smaller than the test narration, as 25 MB is smaller than a long WAV.
    const small = await createTestApp({ env: { ...transcriptionEnv, TRANSCRIPTION_MAX_FILE_MB: '0.01' } });
    try {
      const admin = await registerTrialAdmin(small.app);
      const before = transcription.received.length;
      const id = await upload(small, admin.token);
      await drainJobs(small);
      const article = await getArticle(small, admin.token, id);
      expect(article.status).toBe('finished');
      expect(article.activeArticleVersion).toMatchObject({ hasAudio: true, transcriptionStatus: 'FAILED' });
      expect(transcription.received.length).toBe(before);
    } finally {
      await small.close();
    }
  });

  it('keeps the audio untranscribed without a transcription service, and refuses a later transcription with 503', async () => {
    const admin = await registerTrialAdmin(bare.app);
    const id = await upload(bare, admin.token);
    await drainJobs(bare);
    const article = await getArticle(bare, admin.token, id);
    expect(article.status).toBe('finished');
    expect(article.activeArticleVersion).toMatchObject({
      hasAudio: true,
      transcriptionStatus: 'NOT_CONFIGURED',
    });
    expect(article.activeArticleVersion!.audioUrl).toMatch(/audio\.wav/);
    const res = await post(bare, admin.token, `/v1/help-articles/${id}/transcribe`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'TRANSCRIPTION_NOT_CONFIGURED' });
  });

  it('answers 409 NO_AUDIO for an article without narration, and 404 to another organization', async () => {
    const admin = await registerTrialAdmin(t.app);
    const stranger = await registerTrialAdmin(t.app);
    const plain = await upload(t, admin.token, false);
    const narrated = await upload(t, admin.token);
    await drainJobs(t);
    const noAudio = await post(t, admin.token, `/v1/help-articles/${plain}/transcribe`);
    expect(noAudio.statusCode).toBe(409);
    expect(noAudio.json()).toMatchObject({ code: 'NO_AUDIO' });
    const foreign = await post(t, stranger.token, `/v1/help-articles/${narrated}/transcribe`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
    // Any member may run it: editing articles is every member's.
    const member = await addMember(t.app, admin);
    expect((await post(t, member.token, `/v1/help-articles/${narrated}/transcribe`)).statusCode).toBe(202);
  });
});

describe('the downloaded zip', () => {
  it('holds the narration as recorded beside the text and images', async () => {
    const admin = await registerTrialAdmin(bare.app);
    await buyPlan(bare.app, admin.token, 'prod_pro');
    const id = await upload(bare, admin.token);
    await drainJobs(bare);
    const res = await bare.app.inject({
      method: 'GET',
      url: `/v1/help-articles/${id}/download`,
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'article.md',
      'audio.wav',
      'step1.png',
      'step2.png',
      'step3.png',
    ]);
    expect(Buffer.from(files['audio.wav']!).equals(wavFile(4500))).toBe(true);
  });
});

describe('with the AI configured', () => {
  it('gives the polish what was said, and writes each step’s analysis with its screenshot', async () => {
    const admin = await registerTrialAdmin(withAi.app);
    const before = ai.received.length;
    const id = await upload(withAi, admin.token);
    await drainJobs(withAi);
    const article = await getArticle(withAi, admin.token, id);
    expect(article.status).toBe('finished');
    const prompts = ai.received.slice(before).map((call) => call.body);
    const polish = prompts.find((body) =>
      String(body.messages[0]?.content).includes('You polish help articles'),
    );
    expect(String(polish?.messages[1]?.content)).toContain(
      '"said":"This address receives the invoice every month."',
    );
    const analyses = prompts.filter((body) =>
      String(body.messages[0]?.content).includes('You analyse one step'),
    );
    expect(analyses).toHaveLength(3);
    // AI_VISION: the screenshot goes with the step's data.
    const content = analyses[0]!.messages[1]!.content as unknown as {
      type: string;
      image_url?: { url: string };
    }[];
    expect(content.map((part) => part.type)).toEqual(['text', 'image_url']);
    expect(content[1]!.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
    expect(article.activeArticleVersion!.steps.map((step) => step.summary)).toEqual(['OK', 'OK', 'OK']);
  });

  it('lets ADMINs and super admins analyse a step again, not other members; other organizations get 404', async () => {
    const admin = await registerTrialAdmin(withAi.app);
    const member = await addMember(withAi.app, admin);
    const stranger = await registerTrialAdmin(withAi.app);
    const id = await upload(withAi, admin.token);
    await drainJobs(withAi);
    const step = (await getArticle(withAi, admin.token, id)).activeArticleVersion!.steps[1]!;
    const url = `/v1/help-articles/${id}/steps/${step.id}/analyze`;
    ai.setMode({ kind: 'reply', answer: () => 'The person opens the second page.' });
    try {
      const res = await post(withAi, admin.token, url);
      expect(res.statusCode).toBe(200);
      expect(ZStep.parse(res.json())).toMatchObject({
        id: step.id,
        summary: 'The person opens the second page.',
      });
      expect(JSON.stringify(ai.last().body.messages[1]?.content)).toContain(
        '\\"said\\":\\"Click Button 2.\\"',
      );

      const denied = await post(withAi, member.token, url);
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 'ADMIN_ONLY' });
      await withAi.app.ctx.db
        .update(users)
        .set({ userType: 'SUPER_ADMIN' })
        .where(eq(users.id, member.userId));
      expect((await post(withAi, member.token, url)).statusCode).toBe(200);

      const foreign = await post(withAi, stranger.token, url);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'ARTICLE_NOT_FOUND' });
    } finally {
      ai.setMode({ kind: 'reply', answer: () => 'OK' });
    }
  });

  it('answers 503 AI_NOT_CONFIGURED for an analysis without the AI', async () => {
    const admin = await registerTrialAdmin(bare.app);
    const id = await upload(bare, admin.token, false);
    await drainJobs(bare);
    const step = (await getArticle(bare, admin.token, id)).activeArticleVersion!.steps[0]!;
    const res = await post(bare, admin.token, `/v1/help-articles/${id}/steps/${step.id}/analyze`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'AI_NOT_CONFIGURED' });
  });
});
