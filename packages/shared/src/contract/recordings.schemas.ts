import { ZRecorderSettings } from '../schemas/recording';
import { recordingsApi } from './recordings';
import { schemasOf } from './schemasOf';

export const recordingsSchemas = schemasOf(recordingsApi, {
  settings: { response: ZRecorderSettings },
});
