import { RECORDING_AUDIO_MAX_BYTES, type RecordingManifest } from '@support/shared';
import { expect, it } from 'vitest';
import { narrationUpload, refusedForNarration } from './audioUpload';

const manifest = (audio?: RecordingManifest['audio']): RecordingManifest => ({
  formatVersion: 1,
  recorder: { kind: 'chrome-extension', version: '1.0.0' },
  redaction: { automatic: true },
  ...(audio ? { audio } : {}),
  steps: [
    {
      action: 'CLICK',
      image: 'step-1',
      timestamp: 1000,
      pageUrl: 'https://app.example.com/',
      pageTitle: 'App',
      viewport: { width: 1280, height: 800, devicePixelRatio: 1 },
    },
  ],
});

const audio = { offsetMs: 120, mimeType: 'audio/webm;codecs=opus', pauses: [{ startMs: 3000, endMs: 4000 }] };
const chunks = () => [new Blob(['webm-head']), new Blob(['-cluster-1']), new Blob(['-cluster-2'])];

it('sends the chunks as one audio file when the manifest announces audio', async () => {
  const { manifest: sent, audio: file } = narrationUpload(manifest(audio), chunks());
  expect(sent.audio).toEqual(audio);
  expect(file?.name).toBe('narration.webm');
  expect(file?.type).toBe('audio/webm;codecs=opus');
  expect(await file?.text()).toBe('webm-head-cluster-1-cluster-2');
});

it('sends no audio for a recording without narration, whatever is stored', () => {
  const plain = manifest();
  expect(narrationUpload(plain, chunks())).toEqual({ manifest: plain, audio: null });
});

it('drops the audio field when the audio is missing or over the limit, so the steps still upload', () => {
  const missing = narrationUpload(manifest(audio), []);
  expect(missing.audio).toBeNull();
  expect(missing.manifest).not.toHaveProperty('audio');
  const huge = { size: RECORDING_AUDIO_MAX_BYTES + 1, type: 'audio/webm' } as Blob;
  const tooLarge = narrationUpload(manifest(audio), [huge]);
  expect(tooLarge.audio).toBeNull();
  expect(tooLarge.manifest).not.toHaveProperty('audio');
  expect(tooLarge.manifest.steps).toHaveLength(1);
});

it('tells a refusal of the narration from other refusals', () => {
  const audioPart = 'The "audio" part plays 31.2 minutes; a narration may last at most 30 minutes';
  expect(refusedForNarration(400, audioPart, true)).toBe(true);
  expect(refusedForNarration(413, 'The "audio" part is larger than 100 MB', true)).toBe(true);
  // Without audio sent there is nothing to leave out; a server error is retried as it is.
  expect(refusedForNarration(400, audioPart, false)).toBe(false);
  expect(refusedForNarration(503, audioPart, true)).toBe(false);
  expect(refusedForNarration(400, 'Step 2 has no image part "step-2"', true)).toBe(false);
  expect(refusedForNarration(400, 'The screenshot of step 1 is not a PNG or JPEG', true)).toBe(false);
});
