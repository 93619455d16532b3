import pg from 'pg';
import { recordingForm } from '../recordings';

/** HTTP through fetch against a child server; every answer is kept for the assertions. */
export type Answer = {
  server: string;
  at: number;
  status: number;
  body: { message?: string };
  retryAfter: string | null;
};

export async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, body: json, retryAfter: res.headers.get('retry-after') };
}

/** A company admin on a trial, with `articles` manual articles of its own. */
export async function trialOrganization(base: string, name: string, articles: number) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(16).slice(2)}@example.com`;
  const register = await call(base, 'POST', '/v1/auth/register', undefined, {
    email,
    password: 'correct horse battery',
    organizationType: 'COMPANY',
    organizationName: name,
  });
  if (register.status !== 200)
    throw new Error(`register: ${register.status} ${JSON.stringify(register.body)}`);
  const token = register.body.token as string;
  const trial = await call(base, 'POST', '/v1/plan/subscribe', token, { planId: 'extended-trial' });
  if (trial.status !== 200) throw new Error(`trial: ${trial.status} ${JSON.stringify(trial.body)}`);
  const ids: string[] = [];
  for (let i = 0; i < articles; i++) {
    const created = await call(base, 'POST', '/v1/help-articles/create-manual-article', token, {
      title: `Article ${i}`,
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
    ids.push(created.body.id as string);
  }
  return { token, articleIds: ids };
}

export async function uploadRecording(base: string, token: string, steps: number): Promise<string> {
  const form = await recordingForm({ steps, title: 'Interrupted recording' });
  const res = await fetch(`${base}/v1/recordings`, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: new Uint8Array(form.payload),
  });
  const body = (await res.json()) as { articleId?: string };
  if (res.status !== 201 || !body.articleId) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body.articleId;
}

/** Reads and title edits in `loops` parallel loops per server until stopped. */
export function startLoad(
  servers: { name: string; base: string }[],
  org: { token: string; articleIds: string[] },
  loops: number,
) {
  const answers: Answer[] = [];
  let running = true;
  const loop = async (server: { name: string; base: string }, n: number) => {
    for (let i = 0; running; i++) {
      const id = org.articleIds[n % org.articleIds.length]!;
      const started = Date.now();
      const res =
        i % 2 === 0
          ? await call(server.base, 'GET', '/v1/help-articles', org.token).catch(() => null)
          : await call(server.base, 'PUT', `/v1/help-articles/${id}/title`, org.token, {
              title: `Title ${n}.${i}`,
            }).catch(() => null);
      // A refused connection would mean the server process is gone: that is recorded too (status 0).
      answers.push({
        server: server.name,
        at: started,
        status: res?.status ?? 0,
        body: res?.body ?? {},
        retryAfter: res?.retryAfter ?? null,
      });
      if (!res || res.status >= 500) await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const done = Promise.all(
    servers.flatMap((server) => Array.from({ length: loops }, (_, n) => loop(server, n))),
  );
  return {
    answers,
    async stop() {
      running = false;
      await done;
    },
  };
}

/** One statement on a fresh connection (the cluster restarts under these tests). */
export async function sql<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end().catch(() => {});
  }
}
