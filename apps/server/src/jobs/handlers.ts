import type { AppContext } from '../context';

/**
 * Registers every job type's handler on the context's queue. The server (unless WORKER=off) and the
 * `worker` process call this once; a module that adds a job type adds its line here.
 */
export function registerJobHandlers(_ctx: AppContext): void {}
