import { ZHealthResponse, ZPublicConfig, ZReadinessResponse, ZReadinessUnavailable } from '../schemas/health';
import { healthApi } from './health';
import { schemasOf } from './schemasOf';

export const healthSchemas = schemasOf(healthApi, {
  live: { response: ZHealthResponse },
  ready: { response: ZReadinessResponse, error: ZReadinessUnavailable },
  config: { response: ZPublicConfig },
});
