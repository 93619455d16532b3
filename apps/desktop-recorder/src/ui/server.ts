import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { ActionError } from '../app/actionError';
import type { Controller } from '../app/controller';
import { stateOf } from '../app/state';
import { LAYOUT_IDS } from '../capture/keyboardLayouts';
import { normalizeServer } from '../connect/http';
import { controlPage } from './page';

/**
 * The control UI's server, on 127.0.0.1 at a random port. Any page on the web can send requests to
 * localhost, so every request must show this start's secret (256 random bits): in the URL the
 * recorder opens (`/?s=…`, exchanged at once for a SameSite=Strict, HttpOnly cookie and dropped
 * from the address bar), as that cookie, or as the `X-Recorder-Secret` header (tests, scripts).
 * The Host header must name this server (a DNS-rebinding page would carry its own name), and a
 * request with an Origin must come from this server (CSRF); a state-changing request sent with only
 * the cookie must have that Origin.
 */

export type ControlServer = { url: string; port: number; secret: string; close: () => Promise<void> };

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

function cookie(request: IncomingMessage, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function json(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new ActionError('Request too large', 413);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ActionError('The body is not valid JSON.', 400);
  }
}

const ZStart = z.object({ keepTypedText: z.boolean().default(false) });
const ZLogin = z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(1000) });
const ZSettingsPatch = z.object({
  serverUrl: z.string().trim().max(2000).optional(),
  language: z.enum(['en', 'de']).optional(),
  keyboardLayout: z.enum(LAYOUT_IDS).optional(),
});
const ZImage = z.object({ image: z.string().regex(/^[A-Za-z0-9._-]{1,100}$/) });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ActionError(result.error.issues[0]?.message ?? 'Invalid request', 400);
  return result.data;
}

export async function startControlServer(controller: Controller, port = 0): Promise<ControlServer> {
  const secret = randomBytes(32).toString('base64url');
  let origins: string[] = [];
  let hosts: string[] = [];
  const cookieName = () => `recorder_${hosts[0]?.split(':')[1] ?? ''}`;

  const actions: Record<string, (body: unknown) => Promise<unknown> | unknown> = {
    '/api/settings': async (body) => {
      const patch = parse(ZSettingsPatch, body);
      if (patch.serverUrl !== undefined) {
        try {
          patch.serverUrl = patch.serverUrl ? normalizeServer(patch.serverUrl) : undefined;
        } catch {
          throw new ActionError('That is not a server address.', 400);
        }
      }
      await controller.saveSettings(patch);
    },
    '/api/connect/start': () => controller.startConnect(),
    '/api/connect/open': () => controller.openConnectPage(),
    '/api/connect/login': async (body) => {
      const { email, password } = parse(ZLogin, body);
      await controller.signIn(email, password);
    },
    '/api/disconnect': () => controller.disconnect(),
    '/api/recording/start': (body) => controller.startRecording(parse(ZStart, body).keepTypedText),
    '/api/recording/cancel': () => controller.cancelCountdown(),
    '/api/recording/pause': () => controller.setPaused(true),
    '/api/recording/resume': () => controller.setPaused(false),
    '/api/recording/stop': () => controller.stopRecording(),
    '/api/recording/upload': () => controller.createArticle(),
    '/api/recording/discard': () => controller.discard(),
    '/api/recording/back': () => controller.backToReview(),
    '/api/steps/delete': (body) => controller.deleteStep(parse(ZImage, body).image),
    '/api/open-article': () => controller.openArticle(),
    '/api/next': () => controller.next(),
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const host = request.headers.host ?? '';
    if (!hosts.includes(host)) return json(response, 421, { message: 'Wrong host' });
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.includes(origin))
      return json(response, 403, { message: 'Wrong origin' });
    const url = new URL(request.url ?? '/', `http://${host}`);
    const headerSecret = request.headers['x-recorder-secret'];
    const fromHeader = typeof headerSecret === 'string' && safeEqual(headerSecret, secret);
    const fromCookie = safeEqual(cookie(request, cookieName()) ?? '', secret);
    const fromQuery =
      request.method === 'GET' && url.pathname === '/' && safeEqual(url.searchParams.get('s') ?? '', secret);

    if (fromQuery) {
      const language = url.searchParams.get('l');
      if (language === 'en' || language === 'de') await controller.saveSettings({ language });
      response
        .writeHead(303, {
          location: '/',
          'set-cookie': `${cookieName()}=${secret}; HttpOnly; SameSite=Strict; Path=/`,
          'cache-control': 'no-store',
        })
        .end();
      return;
    }
    if (!fromHeader && !fromCookie)
      return json(response, 403, { message: 'Open the recorder from the address it printed.' });

    if (request.method === 'GET' && url.pathname === '/') {
      const nonce = randomBytes(16).toString('base64');
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; img-src 'self'; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
          'x-frame-options': 'DENY',
          'referrer-policy': 'no-referrer',
        })
        .end(controlPage(nonce, controller.language));
      return;
    }
    if (request.method === 'GET' && url.pathname === '/api/state')
      return json(response, 200, stateOf(controller));
    if (request.method === 'GET' && url.pathname === '/api/capture-times')
      return json(response, 200, { captureTimes: controller.captureTimes(), pid: process.pid });
    const image = /^\/api\/steps\/([A-Za-z0-9._-]{1,100})\/image$/.exec(url.pathname)?.[1];
    if (request.method === 'GET' && image) {
      const journal = controller.journal;
      if (!journal?.snapshot().steps.some((step) => step.image === image))
        return json(response, 404, { message: 'No such step' });
      const data = await readFile(journal.imagePath(image)).catch(() => null);
      if (!data) return json(response, 404, { message: 'No such image' });
      const type = data[0] === 0xff ? 'image/jpeg' : 'image/png';
      response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(data);
      return;
    }
    const action = actions[url.pathname];
    if (!action) return json(response, 404, { message: 'Not found' });
    if (request.method !== 'POST') return json(response, 405, { message: 'Use POST' });
    // Cookie-only state changes need this page's Origin (the header secret cannot be forged cross-site).
    if (!fromHeader && origin === undefined) return json(response, 403, { message: 'Missing origin' });
    if (
      !(request.headers['content-type'] ?? '').startsWith('application/json') &&
      request.headers['content-length'] !== '0'
    )
      return json(response, 415, { message: 'Send JSON' });
    try {
      await action(await readJson(request));
      json(response, 200, stateOf(controller));
    } catch (error) {
      const status =
        error instanceof ActionError ? error.status : ((error as { status?: number }).status ?? 0);
      const code = status >= 400 && status < 500 ? status : 502;
      json(response, error instanceof ActionError ? error.status : code, {
        message: (error as Error).message,
      });
    }
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { message: (error as Error).message });
      else response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  hosts = [`127.0.0.1:${actual}`, `localhost:${actual}`];
  origins = hosts.map((value) => `http://${value}`);
  return {
    url: `http://127.0.0.1:${actual}/?s=${secret}`,
    port: actual,
    secret,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
