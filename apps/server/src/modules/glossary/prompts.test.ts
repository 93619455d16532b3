import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, bearer, createTestApp, type TestApp } from '../../../test/app';
import { createArticle, type RegisteredUser, registerTrialAdmin } from '../../../test/factories';
import { uploadRecording } from '../../../test/recordings';
import { relevantGlossaryEntries } from './relevant';

/** The glossary reaches every AI call that writes for the organization (issue 15). */
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

async function addEntries(admin: RegisteredUser, entries: object[]) {
  for (const entry of entries) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/glossary/entries',
      headers: bearer(admin.token),
      payload: entry,
    });
    expect(res.statusCode).toBe(201);
  }
}

const ENTRIES = [
  { term: 'Email address', definition: 'Where mail reaches a user.', negative: 'E-mail, mail address' },
  { term: 'Workspace', definition: 'The shared area of a team.', example: 'Open your workspace.' },
  { term: 'Invoice', definition: 'A bill for a plan.' },
];

describe('glossary entries in AI prompts', () => {
  it('smart edit receives the entries whose term or word to avoid occurs in the passage, and no others', async () => {
    const admin = await registerTrialAdmin(t.app);
    await addEntries(admin, ENTRIES);
    const stranger = await registerTrialAdmin(t.app);
    await addEntries(stranger, [{ term: 'Passage', definition: 'Not ours.' }]);
    const articleId = await createArticle(t.app, admin.token);
    ai.setMode({ kind: 'reply', answer: () => 'Type your email address in the workspace.' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/smart-edit`,
      headers: bearer(admin.token),
      payload: { markdownText: 'Type your E-mail in the WORKSPACE passage.', changeRequest: 'Shorter' },
    });
    expect(res.statusCode).toBe(200);
    const { system } = ai.last();
    expect(system).toContain('Glossary of the organization');
    expect(system).toContain(
      '- "Email address": Where mail reaches a user. Do not use "E-mail" or "mail address"; write "Email address" instead.',
    );
    expect(system).toContain('- "Workspace": The shared area of a team. Example: Open your workspace.');
    expect(system).not.toContain('Invoice');
    expect(system).not.toContain('Not ours');
  });

  it('smart edit sends no glossary section when no entry occurs', async () => {
    const admin = await registerTrialAdmin(t.app);
    await addEntries(admin, ENTRIES);
    const articleId = await createArticle(t.app, admin.token);
    ai.setMode({ kind: 'reply', answer: () => 'Done.' });
    await t.app.inject({
      method: 'POST',
      url: `/v1/help-articles/${articleId}/smart-edit`,
      headers: bearer(admin.token),
      // "Workspaces" and "Invoices" are other words.
      payload: { markdownText: 'Many Workspaces and Invoices.', changeRequest: 'Shorter' },
    });
    expect(ai.last().system).not.toContain('Glossary');
  });

  it("generation's AI polish receives the entries that occur in the draft and the recorded steps", async () => {
    const admin = await registerTrialAdmin(t.app);
    // The recording's steps click "Button 1", type into "E-mail" and visit "Demo page N".
    await addEntries(admin, [...ENTRIES, { term: 'Demo page', definition: 'A page of the demo.' }]);
    ai.setMode({
      kind: 'reply',
      answer: (request) => /<article>\n([\s\S]*)\n<\/article>/.exec(request.messages.at(-1)!.content)![1]!,
    });
    const asked = ai.received.length;
    await uploadRecording(t.app, admin.token, { steps: 3 });
    await t.jobs.runUntilIdle();
    // Each step's AI analysis follows the polish: the polish is the first request of the generation.
    const system = ai.received[asked]!.body.messages[0]!.content;
    expect(system).toContain('You polish help articles');
    expect(system).toContain('Do not use "E-mail" or "mail address"; write "Email address" instead.');
    expect(system).toContain('- "Demo page": A page of the demo.');
    expect(system).not.toContain('Workspace');
  });
});

describe('relevantGlossaryEntries', () => {
  it('finds whole words in any case and script, longest term first, bounded', async () => {
    const admin = await registerTrialAdmin(t.app);
    await addEntries(admin, [
      { term: 'Führung', definition: 'Leadership.' },
      { term: 'API', definition: 'Programming interface.' },
      { term: 'API key', definition: 'A secret.', negative: 'token; secret' },
      { term: 'C++', definition: 'A language.' },
    ]);
    const find = (text: string, limit?: number) =>
      relevantGlossaryEntries({ db: t.app.ctx.db, organizationId: admin.organizationId, text, limit }).then(
        (hints) => hints.map((hint) => hint.term),
      );
    expect(await find('Die FÜHRUNG des Teams')).toEqual(['Führung']);
    expect(await find('Unternehmensführung')).toEqual([]);
    expect(await find('Copy the api key.')).toEqual(['API key', 'API']);
    expect(await find('Copy the api key.', 1)).toEqual(['API key']);
    expect(await find('Paste the Token here')).toEqual(['API key']);
    expect(await find('Written in C++ and APIs.')).toEqual(['C++']);
    expect(await find('   ')).toEqual([]);
    const hint = (
      await relevantGlossaryEntries({
        db: t.app.ctx.db,
        organizationId: admin.organizationId,
        text: 'secret',
      })
    )[0];
    expect(hint).toEqual({
      term: 'API key',
      definition: 'A secret.',
      avoid: ['token', 'secret'],
      example: null,
    });
  });
});
