import { isOffscreenCommand } from '../lib/offscreenProtocol';
import type { NarrationSession } from './session';

type Runtime = Pick<typeof chrome.runtime, 'onMessage'>;

/** Answers the worker's narration commands; other messages are for other parts of the extension. */
export function listen(runtime: Runtime, session: NarrationSession) {
  runtime.onMessage.addListener((message: unknown, _sender, sendResponse) => {
    if (!isOffscreenCommand(message)) return false;
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
