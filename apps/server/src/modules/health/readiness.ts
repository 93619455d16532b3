import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/types';

/** A readiness probe must answer before a load balancer's own timeout, even when the database hangs. */
const PING_TIMEOUT_MS = 2000;

export type Readiness = {
  status: 'ready' | 'unavailable';
  database: 'ok' | 'unavailable';
  worker: 'running' | 'failing' | 'off';
};

/**
 * Checks the database with one `select 1`. Probes arriving together share one check, so a busy
 * load balancer costs one query at a time, not one per probe.
 */
export function createReadinessCheck(db: Db, jobs: JobQueue): () => Promise<Readiness> {
  let pending: Promise<Readiness> | null = null;
  const check = async (): Promise<Readiness> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
    });
    const ping = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    const reachable = await Promise.race([ping, timeout]);
    clearTimeout(timer);
    const worker = jobs.state();
    const ready = reachable && worker !== 'failing';
    return { status: ready ? 'ready' : 'unavailable', database: reachable ? 'ok' : 'unavailable', worker };
  };
  return () => {
    pending ??= check().finally(() => {
      pending = null;
    });
    return pending;
  };
}
