import { type RecordingManifest, ZRecordingManifest } from '@support/shared';
import { type ProbedImage, probeScreenshot } from '../../lib/images';
import { invalidRecording, type RawRecording } from './readUpload';

export type StepImage = ProbedImage & { bytes: Buffer };
export type ValidRecording = { manifest: RecordingManifest; images: StepImage[] };

const MAX_LISTED_ISSUES = 5;

/**
 * Everything about an upload is checked before anything is stored: the manifest against the
 * recording format, every step's image part present and a usable PNG or JPEG (by its bytes), and no
 * part that no step names (a misspelt part name is a recorder bug worth hearing about at once).
 * Answers 400 with a message that names the step or field at fault.
 */
export async function validateRecording(raw: RawRecording): Promise<ValidRecording> {
  const parsed = ZRecordingManifest.safeParse(raw.manifest);
  if (!parsed.success) {
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
  const manifest = parsed.data;

  manifest.steps.forEach((step, index) => {
    if (!raw.files.has(step.image)) {
      throw invalidRecording(`Step ${index + 1} has no image part "${step.image}"`);
    }
  });
  const named = new Set(manifest.steps.map((step) => step.image));
  for (const name of raw.files.keys()) {
    if (!named.has(name)) throw invalidRecording(`Unexpected part "${name}": no step names it as its image`);
  }

  const probes = await Promise.all(manifest.steps.map((step) => probeScreenshot(raw.files.get(step.image)!)));
  const images = probes.map((probe, index) => {
    const step = manifest.steps[index]!;
    if (!probe.ok)
      throw invalidRecording(`The image of step ${index + 1} ("${step.image}") ${probe.problem}`);
    return { ...probe.image, bytes: raw.files.get(step.image)! };
  });
  return { manifest, images };
}
