import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  RECORDING_AUDIO_MAX_BYTES,
  RECORDING_AUDIO_PART,
  RECORDING_IMAGE_MAX_BYTES,
  RECORDING_MAX_BYTES,
  RECORDING_MAX_STEPS,
  type RecordingManifest,
} from '@support/shared';
import type { FastifyRequest } from 'fastify';
import { isDiskFull } from '../../lib/diskFull';
import { AppError } from '../../lib/errors';
import { DAMAGED, probeScreenshotHeader, renderStepImageToFile } from '../../lib/images';
import { type Spool, SpoolDiskError, type SpooledFile } from '../../lib/uploads/spool';
import { type RecordingAudioFile, readAudioPart } from './audioPart';
import {
  imageTooLarge,
  invalidRecording,
  MANIFEST_MAX_BYTES,
  malformedUpload,
  manifestTooLarge,
  notJson,
  recordingTooLarge,
  tooManyParts,
} from './errors';
import { readManifestFile } from './manifestPart';
import { renderableStep } from './stepRows';
import { parseManifest, type StepImage, type ValidRecording } from './validate';

/** Screenshots rendered while the next parts arrive; more would only compete for the same cores. */
const PROBES_IN_FLIGHT = 2;

/**
 * Reads a recording upload (docs/recording-format.md) as it arrives. The `manifest` part comes
 * first and is checked at once; each image part is then refused as soon as its name is one no step
 * names, and otherwise written to a temporary file while its bytes are counted, so reading stops at
 * the first byte over a limit and no image sits in memory. Each image is rendered into the step's
 * processed image while the next ones arrive: that decodes every pixel (a damaged image is refused
 * before the upload is accepted) and leaves the generation nothing to decode again. On any refusal
 * the temporary files are removed; on success the caller owns them.
 */
export async function readRecordingUpload(
  request: FastifyRequest,
  spool: Spool,
  /** The image staged under the upload's Idempotency-Key, for a step whose image the body lacks. */
  staged: (image: string) => Promise<Readable | null>,
  /** The organization's "zoom to the action" setting, which the processed images are rendered with. */
  zoomToAction: boolean,
): Promise<ValidRecording> {
  if (!request.isMultipart()) {
    throw invalidRecording(
      'A recording is uploaded as multipart/form-data: a "manifest" part first, then one image part per step',
    );
  }
  let manifest: RecordingManifest | null = null;
  let stepOf = new Map<string, number>();
  const images: (StepImage | undefined)[] = [];
  const received = new Set<string>();
  const spooled: SpooledFile[] = [];
  const probes: Promise<AppError | null>[] = [];
  let audio: RecordingAudioFile | undefined;
  let total = 0;
  try {
    for await (const part of request.parts({
      limits: {
        // Each part's own limit is counted below, so its refusal names the part.
        fileSize: Math.max(RECORDING_IMAGE_MAX_BYTES, MANIFEST_MAX_BYTES, RECORDING_AUDIO_MAX_BYTES) + 1,
        fieldSize: MANIFEST_MAX_BYTES,
        files: RECORDING_MAX_STEPS + 2,
        fields: 10,
        parts: RECORDING_MAX_STEPS + 12,
      },
    })) {
      if (part.fieldname === 'manifest') {
        if (manifest) throw invalidRecording('The upload has more than one part named "manifest"');
        manifest = parseManifest(await manifestValue(part));
        stepOf = new Map(manifest.steps.map((step, index) => [step.image, index]));
        continue;
      }
      if (part.type === 'field') continue; // text fields other than the manifest carry nothing
      if (!manifest)
        throw invalidRecording('The upload needs its "manifest" part, as valid JSON, before the images');
      if (part.fieldname === RECORDING_AUDIO_PART && !stepOf.has(part.fieldname)) {
        const announced = manifest.audio !== undefined;
        audio = await readAudioPart({ part, announced, already: audio !== undefined, spool, spooled });
        continue;
      }
      const index = stepOf.get(part.fieldname);
      if (index === undefined) {
        throw invalidRecording(`Unexpected part "${part.fieldname}": no step names it as its image`);
      }
      if (received.has(part.fieldname)) {
        throw invalidRecording(`The upload has more than one part named "${part.fieldname}"`);
      }
      received.add(part.fieldname);
      const before = total;
      const file = await spool.write(part.file, (size) => {
        if (size > RECORDING_IMAGE_MAX_BYTES) throw imageTooLarge(part.fieldname);
        if (before + size > RECORDING_MAX_BYTES) throw recordingTooLarge();
      });
      spooled.push(file);
      total += file.size;
      probes.push(renderStep({ file, index, manifest, images, spool, spooled, zoomToAction }));
      // Never more than a few decodes behind: a bad image is refused while the upload still runs.
      const settled = probes.slice(-PROBES_IN_FLIGHT - 1, -PROBES_IN_FLIGHT);
      for (const failure of await Promise.all(settled)) if (failure) throw failure;
    }
    if (!manifest) throw invalidRecording('The upload has no "manifest" part');
    // Images not in the body come from staging, checked exactly like a part of the body.
    for (const [index, step] of manifest.steps.entries()) {
      if (received.has(step.image)) continue;
      const source = await staged(step.image);
      if (!source) continue;
      received.add(step.image);
      const before = total;
      const file = await spool.write(source, (size) => {
        if (size > RECORDING_IMAGE_MAX_BYTES) throw imageTooLarge(step.image);
        if (before + size > RECORDING_MAX_BYTES) throw recordingTooLarge();
      });
      spooled.push(file);
      total += file.size;
      probes.push(renderStep({ file, index, manifest, images, spool, spooled, zoomToAction }));
    }
    for (const failure of await Promise.all(probes)) if (failure) throw failure;
    manifest.steps.forEach((step, index) => {
      if (!images[index]) throw invalidRecording(`Step ${index + 1} has no image part "${step.image}"`);
    });
    if (manifest.audio && !audio) {
      throw invalidRecording(
        `The manifest has an "audio" field but the upload has no "${RECORDING_AUDIO_PART}" part`,
      );
    }
    return { manifest, images: images as StepImage[], audio, zoomToAction };
  } catch (error) {
    await Promise.allSettled(probes);
    await spool.discard(spooled);
    throw clientError(error);
  }
}

/** The manifest as sent: a text field, or a file part read into memory up to its limit. */
async function manifestValue(part: Multipart): Promise<unknown> {
  if (part.type === 'field') {
    if (part.valueTruncated) throw manifestTooLarge();
    // A field declared as JSON is parsed by the multipart plugin already.
    return typeof part.value === 'string' ? parseJson(part.value) : part.value;
  }
  return parseJson(await readManifestFile(part.file, MANIFEST_MAX_BYTES, manifestTooLarge));
}

/** The step's processed image rendered from its screenshot, or why the screenshot cannot be used. */
async function renderStep(input: {
  file: SpooledFile;
  index: number;
  manifest: RecordingManifest;
  images: (StepImage | undefined)[];
  spool: Spool;
  spooled: SpooledFile[];
  zoomToAction: boolean;
}): Promise<AppError | null> {
  const { file, index } = input;
  const step = input.manifest.steps[index]!;
  const refuse = (problem: string) =>
    invalidRecording(`The image of step ${index + 1} ("${step.image}") ${problem}`);
  const probe = await probeScreenshotHeader(file.path);
  if (!probe.ok) return refuse(probe.problem);
  const processedFile = await input.spool.reserve();
  // Listed before it exists: a render that fails halfway may leave a partial file to remove.
  input.spooled.push({ path: processedFile, size: 0 });
  try {
    await renderStepImageToFile(
      { raw: file.path, step: renderableStep(step, probe.image, input.zoomToAction), annotations: [] },
      processedFile,
    );
  } catch (error) {
    if (isDiskFull(error)) throw error;
    return refuse(DAMAGED.problem);
  }
  input.images[index] = { ...probe.image, file: file.path, bytes: file.size, processedFile };
  return null;
}

/**
 * What the parser's own errors mean for the client: its limits are 413s, anything else it throws
 * (a missing boundary, a broken part header, a body that ends mid-part) is a malformed upload, a
 * 400. Only a failing disk stays a server error.
 */
function clientError(error: unknown): unknown {
  // A full disk can surface as the parser's error (the spool stopped reading): still the server's.
  if (error instanceof AppError || error instanceof SpoolDiskError || isDiskFull(error)) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') return notJson();
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return tooManyParts();
  }
  return malformedUpload();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw notJson();
  }
}
