import {
  ZRecorderSettings,
  ZRecordingUploadResponse,
  ZStagedImage,
  ZStagedImageError,
  ZStagedImageList,
  ZStagedImageParams,
  ZStagedKeyParams,
} from '../schemas/recording';
import { recordingsApi } from './recordings';
import { schemasOf } from './schemasOf';

export const recordingsSchemas = schemasOf(recordingsApi, {
  upload: { response: ZRecordingUploadResponse },
  stagedImages: { params: ZStagedKeyParams, response: ZStagedImageList },
  stageImage: { params: ZStagedImageParams, response: ZStagedImage, error: ZStagedImageError },
  settings: { response: ZRecorderSettings },
});
