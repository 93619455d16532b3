import { type Article, ZArticle } from '@support/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, drainJobs, type TestApp } from '../../../test/app';
import { registerTrialAdmin } from '../../../test/factories';
import { uploadRecording } from '../../../test/recordings';
import { jobs } from '../../db/schema/jobs';

let t: TestApp;
let ai: AiStandIn;

beforeAll(async () => {
  ai = await startAiStandIn();
  t = await createTestApp({ env: aiEnv(ai) });
});
afterAll(async () => {
  await t?.close();
  await ai?.close();
});

const getArticle = async (token: string, id: string): Promise<Article> => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/help-articles/${id}`, headers: bearer(token) });
  return ZArticle.parse(res.json());
};

/** The draft the server sent, between its <article> tags. */
const draftOf = (request: ChatRequest) => {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  return /<article>\n([\s\S]*)\n<\/article>/.exec(user)?.[1] ?? '';
};

/** The polishing requests among what the AI received since `from` (each step's analysis follows them). */
const polishRequests = (from = 0) =>
  ai.received
    .slice(from)
    .map((call) => call.body)
    .filter((body) => body.messages[0]?.content.startsWith('You polish help articles'));
const textOf = (request: ChatRequest, role: string) =>
  request.messages.find((message) => message.role === role)?.content ?? '';

describe('AI polishing of a generated article', () => {
  it('keeps the polished wording when it still has every step image', async () => {
    ai.setMode({
      kind: 'reply',
      answer: (request) => `\`\`\`markdown\n${draftOf(request).replace(/^1\. /m, '1. First, ')}\n\`\`\``,
    });
    const admin = await registerTrialAdmin(t.app);
    const asked = ai.received.length;
    const { articleId } = await uploadRecording(t.app, admin.token, { steps: 3 });
    await t.jobs.runUntilIdle();

    const article = await getArticle(admin.token, articleId!);
    expect(article.status).toBe('finished');
    expect(article.content).toMatch(/^1\. First, /m);
    for (const n of [1, 2, 3]) expect(article.content).toContain(`![Step ${n}](step${n}.png)`);
    const [sent] = polishRequests(asked);
    expect(textOf(sent!, 'system')).toContain('![Step 3](step3.png)');
    expect(textOf(sent!, 'system')).toContain('Write in English.');
    expect(textOf(sent!, 'user')).toContain('"element":"Button 2"');
  });

  it('keeps the built-in text when the AI answer loses step images, without failing or retrying', async () => {
    const admin = await registerTrialAdmin(t.app);
    ai.setMode({ kind: 'reply', answer: (request) => draftOf(request).replace('![Step 2](step2.png)', '') });
    const lost = await uploadRecording(t.app, admin.token, { steps: 2 });
    const asked = ai.received.length;
    await drainJobs(t);
    const article = await getArticle(admin.token, lost.articleId!);
    expect(article.status).toBe('finished');
    expect(article.content).toContain('![Step 1](step1.png)');
    expect(article.content).toContain('![Step 2](step2.png)');
    expect(polishRequests(asked)).toHaveLength(1);
  });

  it('retries when the AI service fails, ends with TEMPORARY_GENERATION_SERVICE_DOWNTIME, and a restart finishes it', async () => {
    const admin = await registerTrialAdmin(t.app);
    let article: Article;
    ai.setMode({ kind: 'fail', status: 500 });
    const down = await uploadRecording(t.app, admin.token, { steps: 2 });
    await drainJobs(t);
    article = await getArticle(admin.token, down.articleId!);
    expect(article).toMatchObject({ status: 'failed', content: '' });
    expect(article.activeArticleVersion).toMatchObject({
      failureReason: 'TEMPORARY_GENERATION_SERVICE_DOWNTIME',
      generationStage: null,
    });
    const [job] = await t.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.payload, { articleId: down.articleId!, versionId: article.activeArticleVersion!.id }));
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });

    ai.setMode({ kind: 'reply', answer: (request) => draftOf(request) });
    const restart = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${down.articleId}/restart-generation`,
      headers: bearer(admin.token),
    });
    expect(restart.statusCode).toBe(200);
    expect(ZArticle.parse(restart.json()).status).toBe('processing');
    await t.jobs.runUntilIdle();
    article = await getArticle(admin.token, down.articleId!);
    expect(article.status).toBe('finished');
    expect(article.content).toContain('![Step 2](step2.png)');
  });
});
