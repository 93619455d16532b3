import type { Recording, Upload } from './state';

/** The toolbar badge: red with the step count ("REC" before the first) while recording, grey "II" when paused, amber "!" for uploads waiting to be retried. */
export async function updateBadge(recording: Recording | null, uploads: Upload[]): Promise<void> {
  let text = '';
  let color = '#dc2626';
  if (recording?.status === 'recording') {
    text = recording.steps.length > 0 ? String(Math.min(recording.steps.length, 999)) : 'REC';
  } else if (recording?.status === 'paused') {
    text = 'II';
    color = '#78716c';
  } else if (uploads.some((upload) => upload.status === 'failed' || upload.status === 'waiting')) {
    text = '!';
    color = '#d97706';
  }
  await chrome.action.setBadgeText({ text });
  if (text) {
    await chrome.action.setBadgeBackgroundColor({ color });
    await chrome.action.setBadgeTextColor?.({ color: '#ffffff' });
  }
}
