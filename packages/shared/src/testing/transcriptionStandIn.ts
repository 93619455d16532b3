/// <reference types="node" />
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, startLoopbackServer } from './loopbackServer';

/** A segment of a verbose_json answer, in seconds as the API gives them. */
export type StandInSegment = { start: number; end: number; text: string };

/** What the stand-in received: the form's fields and the audio file's name, type and bytes. */
export type ReceivedTranscription = {
  fields: Record<string, string[]>;
  file: { name: string; type: string; bytes: Buffer } | null;
  authorization: string | undefined;
};

export type TranscriptionStandInMode =
  | { kind: 'reply'; segments: (request: ReceivedTranscription) => StandInSegment[] }
  | { kind: 'fail'; status: number }
  | { kind: 'hang' };

/**
 * A loopback server that speaks OpenAI's speech-to-text protocol (POST /v1/audio/transcriptions,
 * multipart with `file` and `model`, answered as verbose_json with `segments`), as OpenAI, Groq,
 * whisper.cpp's server and speaches do. Point TRANSCRIPTION_BASE_URL at `url`. Shared by the
 * server tests and the end-to-end tests.
 */
export async function startTranscriptionStandIn(
  initial: TranscriptionStandInMode = { kind: 'reply', segments: () => [] },
) {
  let mode = initial;
  const received: ReceivedTranscription[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    if (request.method !== 'POST' || request.url !== '/v1/audio/transcriptions') {
      return sendJson(response, 404, { error: { message: 'not found', type: 'invalid_request_error' } });
    }
    const body = await readBody(request);
    // The platform's own multipart parser, as a server framework would use.
    const form = await new Request('http://stand-in/', {
      method: 'POST',
      headers: { 'content-type': request.headers['content-type'] ?? '' },
      body,
    }).formData();
    const fields: Record<string, string[]> = {};
    let file: ReceivedTranscription['file'] = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = [...(fields[name] ?? []), value];
      else file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
    }
    const call: ReceivedTranscription = { fields, file, authorization: request.headers.authorization };
    received.push(call);
    if (mode.kind === 'hang') return;
    if (mode.kind === 'fail') {
      return sendJson(response, mode.status, {
        error: { message: 'stand-in failure', type: 'server_error' },
      });
    }
    if (!file) return sendJson(response, 400, { error: { message: 'file is required' } });
    const segments = mode.segments(call);
    sendJson(response, 200, {
      task: 'transcribe',
      language: 'english',
      duration: segments.at(-1)?.end ?? 0,
      text: segments.map((segment) => segment.text).join(''),
      segments: segments.map((segment, id) => ({ id, seek: 0, ...segment, tokens: [], temperature: 0 })),
    });
  }

  const server = await startLoopbackServer(handle);
  return {
    /** The API root for TRANSCRIPTION_BASE_URL. */
    url: `${server.origin}/v1`,
    received,
    setMode(next: TranscriptionStandInMode) {
      mode = next;
    },
    close: server.close,
  };
}

export type TranscriptionStandIn = Awaited<ReturnType<typeof startTranscriptionStandIn>>;
