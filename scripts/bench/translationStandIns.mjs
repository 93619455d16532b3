// Loopback stand-ins for the bench's translation case, speaking the protocols the server's providers
// use: LibreTranslate (POST /translate with {q: [...]}) and the OpenAI-compatible chat API (the
// pieces as {"texts": [...]} in the user message, answered as JSON). Each "translates" by putting
// the target's code before a piece, so every marker comes back, and keeps each request it answered
// so that the bench can replay the same calls as its baseline.
import http from 'node:http';

const LANGUAGES = ['en', 'de', 'fr', 'it', 'nl', 'tr'];
const CODES = { English: 'EN', German: 'DE', French: 'FR', Italian: 'IT', Dutch: 'NL', Turkish: 'TR' };

function readJson(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch (error) {
        reject(error);
      }
    });
    request.on('error', reject);
  });
}

const answers = {
  libretranslate(request, body) {
    if (request.method === 'GET' && request.url === '/languages')
      return LANGUAGES.map((code) => ({ code, name: code, targets: LANGUAGES.filter((t) => t !== code) }));
    if (request.method !== 'POST' || request.url !== '/translate') return null;
    const tag = `${String(body.target).toUpperCase()} `;
    const texts = [body.q].flat().map((text) => tag + text);
    return { translatedText: Array.isArray(body.q) ? texts : texts[0] };
  },
  ai(request, body) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return null;
    const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
    const target = CODES[/ into (\w+)\./.exec(system)?.[1]] ?? 'XX';
    const { texts } = JSON.parse(body.messages.find((message) => message.role === 'user').content);
    const content = JSON.stringify({ texts: texts.map((text) => `${target} ${text}`) });
    return {
      id: 'chatcmpl-bench',
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    };
  },
};

/** kind: 'libretranslate' or 'ai'. `calls` holds each answered POST as {path, body}. */
export async function startTranslationStandIn(kind) {
  const calls = [];
  let recording = true;
  const server = http.createServer((request, response) => {
    readJson(request)
      .then((body) => {
        const answer = answers[kind](request, body);
        if (!answer) return response.writeHead(404).end();
        if (recording && request.method === 'POST') calls.push({ path: request.url, body });
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      })
      .catch(() => response.writeHead(400).end());
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    calls,
    /** The replay of the baseline is not recorded again. */
    stopRecording() {
      recording = false;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The baseline: the same requests the server made, sent straight to the stand-in from here with
 * the worker's concurrency, answers parsed. What the provider calls cost without the product.
 */
export async function replayCalls(url, calls, concurrency) {
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < calls.length) {
      const { path, body } = calls[next++];
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`replay of ${path} answered ${response.status}`);
      await response.json();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return performance.now() - started;
}
