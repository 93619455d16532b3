import { expect, it, vi } from 'vitest';
import { listen } from './listen';
import type { NarrationSession } from './session';

/** Who may command the microphone: the extension's worker, not a content script, not another extension. */

type Listener = (message: unknown, sender: object, sendResponse: (answer: unknown) => void) => unknown;

function document() {
  let listener: Listener = () => false;
  const handle = vi.fn(async () => ({ ok: true as const }));
  listen(
    { id: 'ours', onMessage: { addListener: (added: Listener) => (listener = added) } } as never,
    { handle, current: () => null } as unknown as NarrationSession,
  );
  return { handle, send: (message: unknown, sender: object) => listener(message, sender, () => {}) };
}

const stop = { target: 'offscreen', command: 'stop', recordingId: 'rec-1' };

it('answers the worker', async () => {
  const { handle, send } = document();
  expect(send(stop, { id: 'ours', url: 'chrome-extension://ours/background.js' })).toBe(true);
  expect(handle).toHaveBeenCalledWith(stop);
});

it('ignores content scripts, other extensions and messages for others', () => {
  const { handle, send } = document();
  expect(send(stop, { id: 'ours', tab: { id: 7 }, url: 'https://crm.example.com/' })).toBe(false);
  expect(send(stop, { id: 'someone-else' })).toBe(false);
  expect(send({ command: 'stop' }, { id: 'ours' })).toBe(false);
  expect(handle).not.toHaveBeenCalled();
});
