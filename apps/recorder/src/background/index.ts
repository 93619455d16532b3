import { isOffscreenEvent, type OffscreenEvent } from '../lib/offscreenProtocol';
import type { PopupRequest, PopupResponse } from '../lib/popupProtocol';
import type { ContentMessage } from '../lib/protocol';
import { markInterrupted, narrationEnded } from './narration';
import {
  discard,
  dismissUpload,
  refreshOrganization,
  retry,
  setPaused,
  signIn,
  signOut,
  start,
  stop,
} from './recorder';
import { change } from './session';
import { handleContentMessage } from './steps';
import { RETRY_ALARM, retryDue } from './upload';

/**
 * The service worker: takes the content scripts' steps and the popup's commands. Everything it
 * must not lose is in storage, so it can be stopped and started by Chrome at any moment.
 */

// Content scripts read the recorder's state from the session area; the sign-in token is never there.
void chrome.storage.session.setAccessLevel({ accessLevel: 'TRUSTED_AND_UNTRUSTED_CONTEXTS' });

async function answer(request: PopupRequest): Promise<PopupResponse> {
  switch (request.command) {
    case 'signIn':
      await signIn(request);
      return { ok: true };
    case 'signOut':
      await signOut();
      return { ok: true };
    case 'refresh':
      await refreshOrganization();
      return { ok: true };
    case 'start':
      await start(request);
      return { ok: true };
    case 'pause':
      await setPaused(true);
      return { ok: true };
    case 'resume':
      await setPaused(false);
      return { ok: true };
    case 'stop':
      return { ok: true, recorded: await stop() };
    case 'discard':
      await discard();
      return { ok: true };
    case 'retry':
      await retry(request.uploadId);
      return { ok: true };
    case 'dismiss':
      await dismissUpload(request.uploadId);
      return { ok: true };
  }
}

chrome.runtime.onMessage.addListener(
  (message: ContentMessage | PopupRequest | OffscreenEvent, sender, sendResponse) => {
    if (isOffscreenEvent(message)) {
      if (sender.id === chrome.runtime.id && sender.url?.startsWith(chrome.runtime.getURL('')))
        void narrationEnded(message);
      return false;
    }
    if ('command' in message) {
      // Only the extension's own pages may command the recorder.
      if (sender.id !== chrome.runtime.id || !sender.url?.startsWith(chrome.runtime.getURL(''))) return false;
      answer(message).then(sendResponse, (error: unknown) =>
        sendResponse({ ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
      return true;
    }
    void handleContentMessage(message, sender);
    return false;
  },
);

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === RETRY_ALARM) void retryDue();
});

// A browser that restarted in the middle of a recording: keep the steps, pause, and let the user go on.
chrome.runtime.onStartup.addListener(() => {
  void change(({ recording }) => {
    if (recording?.status === 'recording') {
      recording.status = 'paused';
      recording.interrupted = true;
    }
    // The offscreen document did not survive the restart: the narration ends where it was.
    if (recording) markInterrupted(recording);
  }).then(() => retryDue());
});

chrome.runtime.onInstalled.addListener(() => {
  void change(() => undefined).then(() => retryDue());
});

// A worker started fresh: an upload marked as running was cut off with the previous one.
void retryDue();
