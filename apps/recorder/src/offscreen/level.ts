import { LEVEL_INTERVAL_MS, levelFromSamples } from '../lib/narration';
import { LEVEL_PORT, type LevelMessage } from '../lib/offscreenProtocol';

/**
 * The microphone's level for the popup's meter: an AnalyserNode on the recorded stream, read
 * LEVEL_INTERVAL_MS apart, and only while a popup has its level port open (nothing is computed or
 * sent while nobody looks).
 */

const ports = new Set<chrome.runtime.Port>();
let stream: MediaStream | null = null;
let context: AudioContext | null = null;
let analyser: AnalyserNode | null = null;
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  if (!analyser) return;
  const samples = new Float32Array(analyser.fftSize);
  analyser.getFloatTimeDomainData(samples);
  const message: LevelMessage = { level: Math.round(levelFromSamples(samples) * 100) / 100 };
  for (const port of ports) port.postMessage(message);
}

function update() {
  const wanted = ports.size > 0 && stream !== null;
  if (wanted && !analyser && stream) {
    context = new AudioContext();
    analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    context.createMediaStreamSource(stream).connect(analyser);
    timer = setInterval(tick, LEVEL_INTERVAL_MS);
  } else if (!wanted && analyser) {
    clearInterval(timer);
    void context?.close();
    context = null;
    analyser = null;
    // A popup that stays open after the audio ended reads silence.
    for (const port of ports) port.postMessage({ level: 0 } satisfies LevelMessage);
  }
}

export function setLevelStream(next: MediaStream | null) {
  stream = next;
  update();
}

export function listenForMeters() {
  chrome.runtime.onConnect.addListener((port) => {
    // Only the extension's own pages (the popup) read the level, never a page's content script.
    if (port.name !== LEVEL_PORT || !port.sender?.url?.startsWith(chrome.runtime.getURL(''))) return;
    ports.add(port);
    port.onDisconnect.addListener(() => {
      ports.delete(port);
      update();
    });
    update();
  });
}
