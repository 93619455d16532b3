import { RECORDING_IMAGE_MAX_BYTES, RECORDING_MAX_BYTES, RECORDING_MAX_STEPS } from '@support/shared';
import { AppError, badRequest } from '../../lib/errors';

/** The manifest of 200 steps with long URLs and typed texts stays far below this. */
export const MANIFEST_MAX_BYTES = 2 * 1024 * 1024;

const MB = 1024 * 1024;

/** The answers of docs/recording-format.md ("Limits and answers"), in one place. */
export const invalidRecording = (message: string, extra?: Record<string, unknown>) =>
  badRequest(message, 'INVALID_RECORDING', extra);
export const recordingTooLarge = () =>
  new AppError('RECORDING_TOO_LARGE', `The recording is larger than ${RECORDING_MAX_BYTES / MB} MB`);
export const tooManyParts = () =>
  new AppError(
    'RECORDING_TOO_LARGE',
    `A recording has at most ${RECORDING_MAX_STEPS} steps, one image part each`,
  );
export const manifestTooLarge = () =>
  new AppError('RECORDING_TOO_LARGE', `The manifest is larger than ${MANIFEST_MAX_BYTES / MB} MB`);
export const imageTooLarge = (name: string) =>
  new AppError(
    'RECORDING_IMAGE_TOO_LARGE',
    `The image part "${name}" is larger than ${RECORDING_IMAGE_MAX_BYTES / MB} MB`,
  );
export const malformedUpload = () =>
  invalidRecording('The multipart body is malformed or ends before its last part');
export const notJson = () => invalidRecording('The manifest is not valid JSON');
