import type { ZRecorderSettings } from '../schemas/recording';
import { defineEndpoint } from './endpoint';

/**
 * The recorder's calls (docs/recording-format.md). The upload, POST /recordings, is not here: it
 * is multipart (a manifest and one image per step), which the JSON contract does not describe.
 */
export const recordingsApi = {
  /** What the extension needs after sign-in; open also with an inactive subscription. */
  settings: defineEndpoint<{ response: typeof ZRecorderSettings }>()({
    method: 'GET',
    path: '/recordings/settings',
    tag: 'recordings',
    auth: true,
    errors: ['NO_ACTIVE_ORGANIZATION'],
  }),
};
