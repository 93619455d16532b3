import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { freePort } from '../faults/cluster';
import { call } from '../faults/load';
import { startProcess, waitFor } from '../faults/processes';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run backup|restore -- FILE` as an operator runs it: its own process on the server's configuration. */
export function operation(command: 'backup' | 'restore', env: Record<string, string>, ...args: string[]) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', `src/operations/backup/${command}Command.ts`, ...args],
      { cwd: serverDir, env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env }, stdio: 'pipe' },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

// A PNG with a few bytes of its own after the image, so a restored file can only match this one.
const IMAGE = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from(`backup-${Math.random()}`),
]);
const PASSWORD = 'correct horse battery';

export type Installed = {
  users: { email: string; organizationId: string }[];
  articleId: string;
  helpCenterName: string;
};

/** What an installation holds after some use, made through the HTTP API as people would. */
export async function populate(base: string): Promise<Installed> {
  const suffix = Math.random().toString(16).slice(2);
  const users: Installed['users'] = [];
  let token = '';
  for (const name of ['Backed Up Company', 'Second Company']) {
    const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${suffix}@example.com`;
    const registered = await call(base, 'POST', '/v1/auth/register', undefined, {
      email,
      password: PASSWORD,
      organizationType: 'COMPANY',
      organizationName: name,
    });
    expect(registered.status).toBe(200);
    token ||= registered.body.token as string;
    const active = await call(base, 'GET', '/v1/organization/active', registered.body.token as string);
    users.push({ email, organizationId: active.body.id as string });
  }
  const bought = await call(base, 'POST', '/v1/payment/create-checkout-session', token, {
    productId: 'prod_business',
  });
  expect(bought.status).toBe(200);
  const settings = await call(base, 'PUT', '/v1/organization/settings', token, {
    redactionTerms: ['Project Nightingale'],
    timeZone: 'Europe/Berlin',
    hideTypedEmails: false,
  });
  expect(settings.status).toBe(200);
  const article = await call(base, 'POST', '/v1/help-articles/create-manual-article', token, {
    title: 'Resetting a password',
    content: 'Open **Settings**, then choose _Reset password_.',
  });
  expect(article.status).toBe(201);
  const articleId = article.body.id as string;
  const form = new FormData();
  form.append('image', new Blob([IMAGE], { type: 'image/png' }), 'screen.png');
  const image = await fetch(`${base}/v1/help-articles/${articleId}/external-images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(image.status).toBe(201);
  const helpCenterName = `Help ${suffix}`;
  const center = await call(base, 'POST', '/v1/help-centers', token, {
    name: helpCenterName,
    description: 'Answers for customers',
  });
  expect(center.status).toBe(201);
  return { users, articleId, helpCenterName };
}

/** Everything `populate` made, found again through the API of the server at `base`. */
export async function expectInstalled(base: string, installed: Installed): Promise<void> {
  const tokens: string[] = [];
  for (const user of installed.users) {
    const login = await call(base, 'POST', '/v1/auth/login', undefined, {
      email: user.email,
      password: PASSWORD,
    });
    expect(login.status, `login of ${user.email}`).toBe(200);
    tokens.push(login.body.token as string);
  }
  const token = tokens[0]!;
  const active = await call(base, 'GET', '/v1/organization/active', token);
  expect(active.body).toMatchObject({
    id: installed.users[0]!.organizationId,
    name: 'Backed Up Company',
    settings: { redactionTerms: ['Project Nightingale'], timeZone: 'Europe/Berlin', hideTypedEmails: false },
  });
  const article = await call(base, 'GET', `/v1/help-articles/${installed.articleId}`, token);
  expect(article.status).toBe(200);
  expect(JSON.stringify(article.body)).toContain('Open **Settings**, then choose _Reset password_.');
  const images = await call(base, 'GET', `/v1/help-articles/${installed.articleId}/external-images`, token);
  const [image] = images.body.externalImages as { signedUrl: string }[];
  const file = await fetch(new URL(image!.signedUrl, base));
  expect(file.status).toBe(200);
  expect(Buffer.from(await file.arrayBuffer()).equals(IMAGE)).toBe(true);
  const centers = await call(base, 'GET', '/v1/help-centers', token);
  expect(JSON.stringify(centers.body)).toContain(installed.helpCenterName);
}

/**
 * The server from source on `env`, like faults/processes' startServer but patient: a first start
 * creates the embedded database (seconds alone, a minute or more on a machine busy with other suites).
 */
export async function startServer(name: string, env: Record<string, string>) {
  const port = await freePort();
  const proc = startProcess(name, 'main', { ...env, HOST: '127.0.0.1', PORT: String(port), WORKER: 'off' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (proc.child.exitCode !== null) throw new Error(`${name} exited:\n${proc.log.join('\n')}`);
    return (await fetch(`${base}/v1/health`).catch(() => null))?.ok === true;
  }, 180_000);
  return { ...proc, base };
}
