import type { RecordingRedaction } from '../redaction/recordingRedaction';
import type { RecordingJournal } from '../store/journal';
import { type UploadOptions, type UploadOutcome, uploadRecording } from './uploader';

/**
 * The upload, after the OCR redaction finished with every screenshot (issue 44 item 2): no image
 * leaves this computer before it is redacted, and the manifest is read afterwards, so each step
 * carries how many places were blurred in it. A redaction that cannot finish fails the upload.
 */
export async function uploadRedacted(
  redaction: RecordingRedaction,
  journal: RecordingJournal,
  options: Omit<UploadOptions, 'recording'>,
): Promise<UploadOutcome> {
  await redaction.ready(journal);
  return uploadRecording({ ...options, recording: journal.snapshot() });
}
