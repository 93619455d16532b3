import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What the product is told about its AI: the stand-in below, under names no real provider has. */
export const AI_KEY = 'e2e-stand-in-key';
export const AI_MODEL = 'e2e-stand-in-model';

type ChatRequest = { model: string; messages: Array<{ role: string; content: string }> };

/**
 * The stand-in's edit, deterministic so a test can name the result: the passage the writer selected
 * (between the <passage> tags of the smart-edit prompt) in capital letters, whatever was asked.
 */
export function standInEdit(passage: string): string {
  return passage.toUpperCase();
}

function answer(request: ChatRequest): string {
  const user = request.messages.findLast((message) => message.role === 'user')?.content ?? '';
  const passage = /<passage>\n?([\s\S]*?)\n?<\/passage>/.exec(user)?.[1];
  // Any other prompt (of a later feature) gets an answer that says where it came from.
  return passage === undefined ? 'Answer of the e2e AI stand-in.' : standInEdit(passage);
}

/**
 * A loopback server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions), so
 * the built product runs its real `openai` client. The logic of apps/server/test/aiStandIn.ts, in
 * its reply mode only: that file lies outside this TypeScript project, so it is not imported.
 * Started once by globalSetup; `env` is what the product needs to use it.
 */
export async function startAiStandIn() {
  const sockets = new Set<Socket>();
  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let served = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return json(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    }
    if (request.headers.authorization !== `Bearer ${AI_KEY}`) {
      return json(response, 401, { error: { message: 'wrong API key', type: 'invalid_request_error' } });
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    served += 1;
    json(response, 200, {
      id: `chatcmpl-e2e-${served}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: answer(body), refusal: null },
          finish_reason: 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: AI_KEY, AI_MODEL },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
