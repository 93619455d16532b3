import { ZArticleCommentThread, ZArticleCommentThreadList } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/app';
import { deleteStepCall, finishedRecording } from '../steps/testSupport';

describe('a thread on a step', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the step’s place, follows it when an earlier step goes, and stays when its step is deleted', async () => {
    const { admin, articleId, steps } = await finishedRecording(t, { steps: 3, actionOf: () => 'CLICK' });
    const url = `/v1/help-articles/${articleId}/comments`;
    const start = (stepId: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: bearer(admin.token),
        payload: { body: 'Blurry screenshot', anchor: { stepId } },
      });
    const res = await start(steps[2]!.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(ZArticleCommentThread.parse(res.json()).anchor).toEqual({
      type: 'step',
      stepId: steps[2]!.id,
      stepIndex: 2,
      gone: false,
    });
    const list = async () =>
      ZArticleCommentThreadList.parse((await t.app.inject({ url, headers: bearer(admin.token) })).json())
        .threads;

    expect((await deleteStepCall(t, admin.token, articleId, steps[0]!.id)).statusCode).toBe(200);
    expect((await list())[0]!.anchor).toMatchObject({ stepIndex: 1, gone: false });
    expect((await deleteStepCall(t, admin.token, articleId, steps[2]!.id)).statusCode).toBe(200);
    const [thread] = await list();
    expect(thread).toMatchObject({
      body: 'Blurry screenshot',
      anchor: { type: 'step', stepId: steps[2]!.id, stepIndex: null, gone: true },
    });
    // A step that is not this article's (any more) cannot be commented on.
    expect((await start(steps[2]!.id)).json().code).toBe('COMMENT_STEP_NOT_FOUND');
  });
});
