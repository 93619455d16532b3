/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ChatMessage = { role: string; content: string };
export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  max_tokens?: number;
  max_completion_tokens?: number;
  [key: string]: unknown;
};
export type ReceivedChat = { body: ChatRequest; authorization: string | undefined };

/**
 * What the stand-in does with the next chat request: answer with text (from the request, so a test
 * can echo what it was sent), fail with an HTTP status, or never answer at all.
 */
export type StandInMode =
  | { kind: 'reply'; answer: (request: ChatRequest) => string; finishReason?: 'stop' | 'length' }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' };

/**
 * A loopback server that speaks the OpenAI chat-completions protocol (POST /v1/chat/completions),
 * so tests run the real `openai` client end to end. Point AI_BASE_URL at `url`. The one stand-in of
 * the server tests and the end-to-end tests (which run it in reply mode for the built product).
 * With `apiKey`, a request with another key is answered 401 as a provider would.
 */
export async function startAiStandIn(
  initial: StandInMode = { kind: 'reply', answer: () => 'OK' },
  options: { apiKey?: string } = {},
) {
  let mode = initial;
  const received: ReceivedChat[] = [];
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

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return json(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    }
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(response, 401, { error: { message: 'wrong API key', type: 'invalid_request_error' } });
    }
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    received.push({ body, authorization: request.headers.authorization });
    if (mode.kind === 'hang') return; // the socket stays open until the client gives up or close()
    if (mode.kind === 'fail') {
      // The openai client's retry then comes at once, not after its backoff of real seconds.
      response.setHeader('retry-after-ms', '0');
      return json(response, mode.status, { error: { message: 'stand-in failure', type: 'server_error' } });
    }
    json(response, 200, {
      id: `chatcmpl-${received.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: mode.answer(body), refusal: null },
          finish_reason: mode.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The API root for AI_BASE_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    received,
    /** The newest request's system and user messages. */
    last(): { system: string; user: string; body: ChatRequest } {
      const body = received.at(-1)?.body;
      if (!body) throw new Error('the AI stand-in received no request');
      const text = (role: string) => body.messages.find((message) => message.role === role)?.content ?? '';
      return { system: text('system'), user: text('user'), body };
    },
    setMode(next: StandInMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type AiStandIn = Awaited<ReturnType<typeof startAiStandIn>>;

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
