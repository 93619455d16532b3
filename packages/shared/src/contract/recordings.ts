import {
  ZRecorderSettings,
  ZRecordingUploadResponse,
  ZStagedImage,
  ZStagedImageError,
  ZStagedImageList,
  ZStagedImageParams,
  ZStagedKeyParams,
} from '../schemas/recording';
import { defineEndpoint, WITH_DESKTOP_RECORDER } from './endpoint';

/** Staging answers 403 without an active subscription, like the upload. */
const SUBSCRIPTION = ['NO_SUBSCRIPTION', 'TRIAL_EXPIRED', 'SUBSCRIPTION_NOT_ACTIVE'] as const;

/**
 * The recorder's calls (docs/recording-format.md). The upload is multipart (a manifest and one
 * image per step), staging an image is the image's bytes: both bodies are described for the
 * OpenAPI document and read by their routes, not validated as a schema.
 */
export const recordingsApi = {
  /**
   * The recording: `manifest` first, one part per step's image not staged under the upload's
   * Idempotency-Key, and `audio` when the manifest has `audio`; creates a processing article (201).
   * A repeat of an upload that went through, by its Idempotency-Key, answers 200 with the same
   * article. 400 INVALID_RECORDING for anything the format refuses (docs/recording-format.md),
   * 413 RECORDING_TOO_LARGE / RECORDING_IMAGE_TOO_LARGE past a limit, 429 TOO_MANY_UPLOADS past
   * the uploads taken at once (`Retry-After`).
   */
  upload: defineEndpoint({
    method: 'POST',
    path: '/recordings',
    callers: WITH_DESKTOP_RECORDER,
    summary:
      'Upload a recording (manifest + one image per step not staged under its Idempotency-Key, and an `audio` part when the manifest has `audio`); creates a processing article',
    tag: 'recordings',
    auth: true,
    status: 201,
    alsoAnswers: [200],
    formBody: {
      description: 'The recording (docs/recording-format.md)',
      parts: {
        manifest: { description: 'The manifest JSON, first' },
        audio: { description: "The narration, only with the manifest's `audio`", file: true },
      },
      otherFiles: "One PNG or JPEG per step not staged, named by the step's `image`",
    },
    errors: [
      'NO_ACTIVE_ORGANIZATION',
      ...SUBSCRIPTION,
      'INVALID_RECORDING',
      'INVALID_IDEMPOTENCY_KEY',
      'RECORDING_IMAGE_TOO_LARGE',
      'RECORDING_TOO_LARGE',
      'TOO_MANY_UPLOADS',
    ],
    schemas: { response: ZRecordingUploadResponse },
  }),
  /** The images staged under the upload's Idempotency-Key (none once the upload went through). */
  stagedImages: defineEndpoint({
    method: 'GET',
    path: '/recordings/staged/:key',
    callers: WITH_DESKTOP_RECORDER,
    summary: 'The images staged for the upload with this Idempotency-Key',
    tag: 'recordings',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION', ...SUBSCRIPTION],
    schemas: { params: ZStagedKeyParams, response: ZStagedImageList },
  }),
  /**
   * One step's screenshot, the raw PNG or JPEG bytes (`image/png` or `image/jpeg`; 415
   * UNSUPPORTED_MEDIA_TYPE otherwise), staged for the upload with this Idempotency-Key; staged again
   * under the same name, it replaces the first. 400 INVALID_RECORDING when the bytes are not a PNG
   * or JPEG, 409 ALREADY_UPLOADED (with `articleId`) once the upload with this key went through, 413
   * RECORDING_IMAGE_TOO_LARGE over 10 MB, 413 RECORDING_TOO_LARGE past a recording's steps or bytes
   * under the key, 429 TOO_MANY_STAGED_RECORDINGS past the keys an organization stages at once.
   */
  stageImage: defineEndpoint({
    method: 'PUT',
    path: '/recordings/staged/:key/:image',
    callers: WITH_DESKTOP_RECORDER,
    summary: "Stage one step's screenshot (raw PNG or JPEG bytes) for the upload with this Idempotency-Key",
    tag: 'recordings',
    auth: true,
    status: 201,
    rawBody: { types: ['image/png', 'image/jpeg'], description: 'The screenshot, at most 10 MB' },
    errors: [
      'NO_ACTIVE_ORGANIZATION',
      ...SUBSCRIPTION,
      'UNSUPPORTED_MEDIA_TYPE',
      'INVALID_RECORDING',
      'ALREADY_UPLOADED',
      'RECORDING_IMAGE_TOO_LARGE',
      'RECORDING_TOO_LARGE',
      'TOO_MANY_STAGED_RECORDINGS',
    ],
    schemas: { params: ZStagedImageParams, response: ZStagedImage, error: ZStagedImageError },
  }),
  /** What the extension needs after sign-in; open also with an inactive subscription. */
  settings: defineEndpoint({
    method: 'GET',
    path: '/recordings/settings',
    callers: WITH_DESKTOP_RECORDER,
    tag: 'recordings',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION'],
    schemas: { response: ZRecorderSettings },
  }),
};
