import { putAudioChunk } from '../background/audioChunks';
import type { OffscreenEvent } from '../lib/offscreenProtocol';
import { listenForMeters, setLevelStream } from './level';
import { listen } from './listen';
import { createNarrationSession, type RecorderLike } from './session';

/**
 * The offscreen document (reason USER_MEDIA): the only place an MV3 extension can hold a microphone
 * while no page of its own is open. It records the narration into IndexedDB and feeds the popup's
 * level meter; the service worker opens it when a narrated recording starts and closes it at the end.
 */

const session = createNarrationSession({
  getUserMedia: () =>
    navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    }),
  isTypeSupported: (type) => MediaRecorder.isTypeSupported(type),
  createRecorder: (stream, options) =>
    new MediaRecorder(stream as MediaStream, options) as unknown as RecorderLike,
  saveChunk: putAudioChunk,
  now: () => Date.now(),
  notify: (event: OffscreenEvent) => {
    void chrome.runtime.sendMessage(event).catch(() => {});
  },
  onStream: (stream) => setLevelStream(stream as MediaStream | null),
});

listen(chrome.runtime, session);
listenForMeters();
