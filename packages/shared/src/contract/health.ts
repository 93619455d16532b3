import { ZHealthResponse, ZPublicConfig, ZReadinessResponse, ZReadinessUnavailable } from '../schemas/health';
import { defineEndpoint } from './endpoint';

/** Probes for supervisors and load balancers, and the settings the signed-out screens need. */
export const healthApi = {
  /** Liveness: the process answers. */
  live: defineEndpoint({
    method: 'GET',
    path: '/health',
    tag: 'health',
    auth: false,
    errors: [],
    schemas: { response: ZHealthResponse },
  }),
  /**
   * Readiness: 503 NOT_READY with `Retry-After` while the database or the job queue is out of
   * reach; that body carries the readiness fields too (ZReadinessUnavailable).
   */
  /** 503 NOT_READY keeps the readiness fields in its error body. */
  ready: defineEndpoint({
    method: 'GET',
    path: '/health/ready',
    tag: 'health',
    auth: false,
    errors: ['NOT_READY'],
    schemas: { response: ZReadinessResponse, error: ZReadinessUnavailable },
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/config',
    tag: 'health',
    auth: false,
    errors: [],
    schemas: { response: ZPublicConfig },
  }),
};
