import { request as httpRequest } from 'node:http';
import { endpointUrl, recordingsApi } from '@support/shared';
import type { UiohookKeyboardEvent, UiohookMouseEvent } from 'uiohook-napi';
import { nativeStatuses } from '../capture/native';
import { loadHook } from '../capture/session';
import { apiClient } from '../connect/api';
import { startControlServer } from '../ui/server';
import { RECORDER_VERSION } from '../version';
import type { Controller } from './controller';
import { probeCapture } from './problems';

/**
 * `--self-test`: what a person (or the Wine test, issue 44 item 6) needs to know whether this
 * build works on this system, as one JSON line on stdout: the platform, which native modules
 * loaded (a failure goes through app/problems.ts: logged like any other), the control server's
 * answer to its own page's request, and, with `--server`, whether the product answers through the
 * recorder's HTTP client. `--listen MS` also starts the input hook for that long and lists what it
 * saw (a line `{"listening":true}` comes first, so a test knows when to click).
 */

export type SelfTestOptions = { server: string | null; listenMs: number; write: (line: string) => void };

type SeenEvent = { type: 'mousedown' | 'keydown'; x?: number; y?: number; button?: number; keycode?: number };

/** GET /api/state as the control page asks for it (with the start's secret). */
function askControl(
  url: string,
  secret: string,
): Promise<{ status: number; state: Record<string, unknown> | null }> {
  return new Promise((resolve) => {
    const target = new URL('/api/state', url);
    const ask = httpRequest(target, { headers: { 'x-recorder-secret': secret }, timeout: 5000 }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        text += chunk;
      });
      answer.on('end', () => {
        let state: Record<string, unknown> | null = null;
        try {
          state = JSON.parse(text) as Record<string, unknown>;
        } catch {}
        resolve({ status: answer.statusCode ?? 0, state });
      });
    });
    ask.on('error', () => resolve({ status: 0, state: null }));
    ask.end();
  });
}

async function listen(ms: number, write: (line: string) => void): Promise<SeenEvent[]> {
  const hook = await loadHook();
  const seen: SeenEvent[] = [];
  const onMouse = (event: UiohookMouseEvent) =>
    seen.push({ type: 'mousedown', x: event.x, y: event.y, button: Number(event.button) });
  const onKey = (event: UiohookKeyboardEvent) => seen.push({ type: 'keydown', keycode: event.keycode });
  hook.on('mousedown', onMouse);
  hook.on('keydown', onKey);
  hook.start();
  write(JSON.stringify({ listening: true }));
  await new Promise((resolve) => setTimeout(resolve, ms));
  hook.off('mousedown', onMouse);
  hook.off('keydown', onKey);
  hook.stop();
  return seen.slice(0, 50);
}

export async function selfTest(controller: Controller, options: SelfTestOptions) {
  await probeCapture(controller.problems);
  // The hook needs an X display on Linux (session.ts says why it is never loaded without one).
  const canHook = process.platform !== 'linux' || Boolean(process.env.DISPLAY);
  const hookLoaded = canHook
    ? await loadHook().then(
        () => true,
        () => false,
      )
    : false;
  const input = hookLoaded && options.listenMs > 0 ? await listen(options.listenMs, options.write) : null;

  const control = await startControlServer(controller, 0);
  const answer = await askControl(control.url, control.secret);
  await control.close();

  let server: { url: string; status: number; error?: string } | null = null;
  if (options.server) {
    const url = `${options.server}${endpointUrl(recordingsApi.settings)}`;
    server = await apiClient(options.server, undefined, 10_000)
      .send(recordingsApi.settings)
      .then(
        async (response) => {
          await response.body?.cancel();
          return { url, status: response.status };
        },
        (error: unknown) => ({ url, status: 0, error: (error as Error).message }),
      );
  }
  return {
    recorder: RECORDER_VERSION,
    platform: process.platform,
    arch: process.arch,
    node: process.version,
    modules: nativeStatuses(),
    control: {
      status: answer.status,
      screen: answer.state?.screen ?? null,
      problems: answer.state?.problems ?? null,
    },
    server,
    input,
  };
}
