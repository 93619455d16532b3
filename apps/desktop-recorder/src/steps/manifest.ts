import {
  RECORDING_FORMAT_VERSION,
  RECORDING_MAX_STEPS,
  type RecordingManifest,
  ZRecordingManifest,
} from '@support/shared';
import type { RecordingSnapshot } from '../store/journal';

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * The upload's `manifest` part (contract item 2): `recorder.kind: 'desktop'`, no web page
 * (`pageUrl: ''`), the window title as `pageTitle` and the program as `application`; TYPE steps carry
 * `valueWithheld: true` without a value unless the person kept typed text; a password step also
 * carries `element.inputType: 'password'`, so the server's writer words it as a password. Validated with the same
 * `ZRecordingManifest` the server uses, so a recording the server would refuse fails here first.
 */
export function buildManifest(recording: RecordingSnapshot): RecordingManifest {
  const steps = recording.steps.slice(0, RECORDING_MAX_STEPS).map((step) => ({
    action: step.action,
    image: step.image,
    timestamp: step.timestamp,
    pageUrl: '',
    pageTitle: cut(step.pageTitle, 1000),
    ...(step.application ? { application: cut(step.application, 200) } : {}),
    ...(step.point ? { point: step.point } : {}),
    ...(step.endPoint ? { endPoint: step.endPoint } : {}),
    // A password step reaches the writer as a password field: "Type your password." (contract item 1).
    ...(step.action === 'TYPE' && step.secret ? { element: { label: '', inputType: 'password' } } : {}),
    ...(step.action === 'TYPE'
      ? step.secret || step.valueWithheld || step.value === undefined
        ? { valueWithheld: true }
        : { value: cut(step.value, 5000) }
      : {}),
    ...(step.key ? { key: step.key } : {}),
    viewport: step.viewport,
    ...(recording.redacted?.[step.image]?.places
      ? { redactedBoxes: recording.redacted[step.image]?.places }
      : {}),
  }));
  return ZRecordingManifest.parse({
    formatVersion: RECORDING_FORMAT_VERSION,
    recorder: { kind: 'desktop', version: cut(recording.meta.recorderVersion, 50) },
    startedAt: new Date(recording.meta.startedAt).toISOString(),
    endedAt: new Date(Math.max(recording.endedAt, recording.meta.startedAt)).toISOString(),
    // Every screenshot was OCR'd and blurred on this computer before the upload (src/redaction).
    redaction: { automatic: true },
    steps,
  });
}
