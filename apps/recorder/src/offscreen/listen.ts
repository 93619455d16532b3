import { isOffscreenCommand } from '../lib/offscreenProtocol';
import type { NarrationSession } from './session';

type Runtime = Pick<typeof chrome.runtime, 'onMessage' | 'id'>;

/**
 * Answers the worker's narration commands; other messages are for other parts of the extension.
 * Only the worker commands the microphone: content scripts (which run in pages, and may also message
 * extension pages) are not listened to.
 */
export function listen(runtime: Runtime, session: NarrationSession) {
  runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    if (!isOffscreenCommand(message) || sender.id !== runtime.id || sender.tab) return false;
    session.handle(message).then(sendResponse, (error: unknown) =>
      sendResponse({
        ok: false,
        reason: 'error',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return true;
  });
}
