import { randomUUID } from 'node:crypto';
import { readBody, sendJson, startLoopbackServer } from '@support/shared/testing/loopbackServer';

/**
 * The product's API as the recorder calls it, on loopback: sign-in, the organization's recorder
 * settings, the profile (which tells an expired sign-in from a broken connection) and the upload.
 * Every request is kept; the upload's answers can be queued (a refusal, a server error) and the
 * sign-in revoked.
 */

export const TOKEN = 'header.payload.signature';

export type SeenRequest = { method: string; path: string; headers: Record<string, unknown>; body: Buffer };
export type Answer = { status: number; body?: unknown };

export async function startProductStandIn(settings: { redactionTerms?: string[] } = {}) {
  const requests: SeenRequest[] = [];
  const uploadAnswers: Answer[] = [];
  const articleIds: string[] = [];
  const state = { signedIn: true, password: 'correct horse' };
  const server = await startLoopbackServer(async (request, response) => {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push({ method: request.method ?? 'GET', path, headers: request.headers, body });
    const authorized = state.signedIn && request.headers.authorization === `Bearer ${TOKEN}`;
    if (path === '/v1/auth/login') {
      const { password } = JSON.parse(body.toString('utf8')) as { password: string };
      if (password !== state.password)
        return sendJson(response, 401, { message: 'Wrong e-mail or password' });
      state.signedIn = true;
      return sendJson(response, 200, { token: TOKEN });
    }
    if (!authorized) return sendJson(response, 401, { message: 'Unauthorized' });
    if (path === '/v1/recordings/settings') {
      return sendJson(response, 200, {
        organizationId: randomUUID(),
        organizationName: 'Muster GmbH',
        redactionTerms: settings.redactionTerms ?? [],
        hideTypedEmails: true,
        canCreateArticle: true,
      });
    }
    if (path === '/v1/profile/user') return sendJson(response, 200, { id: randomUUID() });
    if (path === '/v1/recordings' && request.method === 'POST') {
      const answer = uploadAnswers.shift();
      if (answer) return sendJson(response, answer.status, answer.body ?? {});
      const articleId = randomUUID();
      articleIds.push(articleId);
      return sendJson(response, 201, { articleId });
    }
    sendJson(response, 404, { message: 'Not found' });
  });
  return {
    origin: server.origin,
    close: server.close,
    requests,
    uploadAnswers,
    articleIds,
    state,
    uploads: () => requests.filter((r) => r.path === '/v1/recordings' && r.method === 'POST'),
  };
}

export type ProductStandIn = Awaited<ReturnType<typeof startProductStandIn>>;

/** The parts of a multipart upload, read as a server reads them. */
export async function readUpload(request: SeenRequest) {
  const contentType = String(request.headers['content-type']);
  const form = await new Response(new Uint8Array(request.body), {
    headers: { 'content-type': contentType },
  }).formData();
  const manifest = JSON.parse(String(form.get('manifest')));
  const files = [...form.entries()].filter((entry): entry is [string, File] => entry[1] instanceof File);
  const images = files.filter(([name]) => name !== 'audio');
  const audio = (form.get('audio') as File | null) ?? null;
  const order = [...form.keys()];
  return { manifest, images, audio, order, authorization: request.headers.authorization };
}
