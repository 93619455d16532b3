import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AiClient, AiCompletionInput } from '../../lib/ai';
import { answerOpen, answerPiece } from './answerPage';
import { NOT_FOUND } from './answers';

/**
 * Sends the answers page while the model writes: the page up to the answer at once, each piece of
 * the answer as it arrives, then the sources and the rest of the page. The first characters are
 * held back until they show whether the model found no answer (then the search results page is
 * sent instead). A failure before anything is sent is that page too; a later one ends the answer
 * with a note. A reader who leaves stops the model.
 */
export async function streamAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    ai: AiClient;
    prompt: AiCompletionInput;
    parts: { before: string; after: string };
    close: (answer: string) => string;
    notFound: () => string;
    /** The page when the AI cannot be reached: answers are not available, the search results are. */
    unavailable: () => string;
    failed: string;
    log: (error: unknown) => void;
  },
): Promise<FastifyReply> {
  let answer = '';
  let started = false;
  const raw = reply.raw;
  const start = () => {
    started = true;
    // Fastify's headers (security, type, cache) go out with the first bytes.
    reply.hijack();
    raw.writeHead(200, reply.getHeaders() as Record<string, string>);
    raw.write(input.parts.before + answerOpen() + answerPiece(answer));
  };
  try {
    for await (const piece of input.ai.stream(input.prompt)) {
      if (request.raw.destroyed) break;
      answer += piece;
      if (started) raw.write(answerPiece(piece));
      else if (answer.trimStart().length >= NOT_FOUND.length && !answer.trimStart().startsWith(NOT_FOUND))
        start();
      else if (answer.trimStart().length >= NOT_FOUND.length) break;
    }
  } catch (error) {
    input.log(error);
    if (!started) return reply.send(input.unavailable());
    raw.write(`\n\n${answerPiece(input.failed)}`);
  }
  if (!started) {
    if (answer.trim() === '' || answer.trimStart().startsWith(NOT_FOUND)) return reply.send(input.notFound());
    start();
  }
  raw.end(input.close(answer) + input.parts.after);
  return reply;
}
