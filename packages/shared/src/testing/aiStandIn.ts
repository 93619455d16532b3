/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readText, sendJson, startLoopbackServer } from './loopbackServer';

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
  | {
      kind: 'reply';
      /** The answer's text; a promise makes the stand-in answer later, as a slow model does. */
      answer: (request: ChatRequest) => string | Promise<string>;
      finishReason?: 'stop' | 'length';
    }
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

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      return sendJson(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    }
    if (options.apiKey !== undefined && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      return sendJson(response, 401, { error: { message: 'wrong API key', type: 'invalid_request_error' } });
    }
    const body = JSON.parse(await readText(request)) as ChatRequest;
    received.push({ body, authorization: request.headers.authorization });
    if (mode.kind === 'hang') return; // the socket stays open until the client gives up or close()
    if (mode.kind === 'fail') {
      // The openai client's retry then comes at once, not after its backoff of real seconds.
      response.setHeader('retry-after-ms', '0');
      return sendJson(response, mode.status, {
        error: { message: 'stand-in failure', type: 'server_error' },
      });
    }
    if (body.stream === true) {
      // Server-sent events as the chat API streams them: the answer in a few pieces, then [DONE].
      const text = await mode.answer(body);
      const id = `chatcmpl-${received.length}`;
      const chunk = (delta: Record<string, unknown>, finish: string | null) =>
        `data: ${JSON.stringify({
          id,
          object: 'chat.completion.chunk',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
        })}\n\n`;
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(chunk({ role: 'assistant', content: '' }, null));
      for (const piece of text.match(/[\s\S]{1,12}/g) ?? []) response.write(chunk({ content: piece }, null));
      response.write(chunk({}, mode.finishReason ?? 'stop'));
      response.end('data: [DONE]\n\n');
      return;
    }
    const content = await mode.answer(body);
    sendJson(response, 200, {
      id: `chatcmpl-${received.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          finish_reason: mode.finishReason ?? 'stop',
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  }

  const server = await startLoopbackServer(handle);
  return {
    /** The API root for AI_BASE_URL. */
    url: `${server.origin}/v1`,
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
    close: server.close,
  };
}

export type AiStandIn = Awaited<ReturnType<typeof startAiStandIn>>;
