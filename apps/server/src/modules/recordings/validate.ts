import { isWebPageUrl, type RecordingManifest, ZRecordingManifest } from '@support/shared';
import type { ProbedImage } from '../../lib/images';
import { unstorableField } from '../../plugins/unstorableText';
import type { RecordingAudioFile } from './audioPart';
import { invalidRecording } from './errors';

/**
 * A step's screenshot as received: its type and size, the temporary file holding it, and the
 * temporary file of its processed image (rendered while the upload arrived).
 */
export type StepImage = ProbedImage & { file: string; bytes: number; processedFile: string };
export type ValidRecording = {
  manifest: RecordingManifest;
  images: StepImage[];
  audio?: RecordingAudioFile;
  /** Whether the processed images open zoomed on the action (the rows must say the same). */
  zoomToAction: boolean;
};

const MAX_LISTED_ISSUES = 5;

/**
 * The manifest checked against the recording format, before any image is read: an upload whose
 * manifest is wrong is refused without receiving its images. Answers 400 with a message naming the
 * field at fault, and `issues` for clients.
 */
export function parseManifest(raw: unknown): RecordingManifest {
  // A multipart field is not a JSON body: the check every JSON request gets (plugins/unstorableText)
  // runs here for the manifest, so a NUL in a page title is a 400, not a 500 after the images.
  const unstorable = unstorableField(raw);
  if (unstorable !== null)
    throw invalidRecording(
      `manifest.${unstorable} contains a character that cannot be stored (a NUL character or a lone surrogate)`,
      { field: `manifest.${unstorable}` },
    );
  const parsed = ZRecordingManifest.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const listed = issues
    .slice(0, MAX_LISTED_ISSUES)
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message));
  const more = issues.length > MAX_LISTED_ISSUES ? ` (and ${issues.length - MAX_LISTED_ISSUES} more)` : '';
  throw invalidRecording(`The manifest does not match the recording format: ${listed.join('; ')}${more}`, {
    issues,
  });
}

/**
 * Only web addresses are kept as a step's page: the step editor links to it, and a `javascript:`
 * or `data:` address from a recorder must never become a link. Anything else is stored as null.
 */
export const webPageUrl = (url: string): string | null => (isWebPageUrl(url) ? url : null);
