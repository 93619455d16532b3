import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db, Queryable } from '../db/client';
import type { Clock } from '../lib/clock';
import { type RunContext, runJob } from './runJob';
import {
  type Claim,
  type ClaimedRow,
  type ClaimPart,
  claimJobs,
  insertJob,
  notifyWorkers,
  pruneDoneJobs,
  releaseClaims,
  requeueRunning,
  unhandledTypes,
} from './store';
import type { JobHandler, JobQueue, JobType } from './types';
import { createWakeSignal, type JobLogger, listenForJobs } from './wake';

export type JobQueueOptions = {
  db: Db;
  kind: 'pglite' | 'postgres';
  clock: Clock;
  logger: JobLogger;
  /**
   * Jobs run at once by this process (default 2: image work is CPU-bound), in each of two lanes:
   * the work a person waits for, and background work (JobHandler.background).
   */
  concurrency?: number;
  /** A claim holds the job this long; renewed every third of it while the job runs (default 60 s). */
  leaseMs?: number;
  /** How often an idle started queue looks for due jobs (default 1 s). */
  pollMs?: number;
  /** How long stop() waits for jobs in flight before leaving them to their lease (default 10 s). */
  stopTimeoutMs?: number;
  workerId?: string;
  /** PostgreSQL: LISTEN here so enqueues from any process wake this worker at once. */
  listenUrl?: string;
};

/**
 * The database job queue (jobs table). Any process may enqueue; a started queue claims due jobs,
 * at most `concurrency` at a time in each lane (the work a person waits for, and background work
 * such as translations, which never holds up the other), and runs them with the registered handlers.
 */
export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db, kind, clock, logger } = options;
  const concurrency = options.concurrency ?? 2;
  const pollMs = options.pollMs ?? 1000;
  const handlers = new Map<JobType, JobHandler>();
  const inFlight = new Map<string, Promise<void>>();
  const runningByType = new Map<JobType, number>();
  let runningBackground = 0;
  const claims = new Map<string, Claim>();
  const signal = createWakeSignal();
  const warnedTypes = new Set<string>();
  const rc: RunContext = {
    db,
    clock,
    logger,
    workerId: options.workerId ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
    leaseMs: options.leaseMs ?? 60_000,
    heartbeats: new Set(),
    abandoned: false,
  };
  // Whether the last look for jobs reached the database (readiness).
  let claimFailing = false;

  let running = false;
  let loopDone: Promise<void> = Promise.resolve();
  let listener: { close(): Promise<void> } | null = null;

  // Claims run one after another, so the loop and runUntilIdle never overfill the slots together.
  let claimChain: Promise<unknown> = Promise.resolve();
  const fill = (): Promise<number> => {
    const next = claimChain.then(async () => {
      let claimed = 0;
      // Both lanes in one statement; again only while a type's maxRunning capped a lane's part.
      for (;;) {
        const lanes = [claimable(false), claimable(true)];
        const rows = await claimJobs(db, {
          parts: lanes,
          workerId: rc.workerId,
          now: clock.now(),
          leaseMs: rc.leaseMs,
        });
        for (const row of rows) begin(row);
        claimed += rows.length;
        const claimedIn = (lane: Lane) =>
          rows.filter((row) => Boolean(handlers.get(row.type as JobType)?.background) === lane.background)
            .length;
        if (!lanes.some((lane) => lane.capped && lane.limit > 0 && claimedIn(lane) === lane.limit)) break;
      }
      return claimed;
    });
    claimChain = next.catch(() => {});
    return next;
  };

  /**
   * One lane's part of a claim (the work a person waits for, or background work): the types this
   * process may claim now and how many at most. The lane's free slots; a type at its maxRunning
   * left out; and while a type with room for fewer than the free slots is among them, no more than
   * that room (`capped`: the next claim sees what this one took).
   */
  type Lane = ClaimPart & { background: boolean; capped: boolean };
  const claimable = (background: boolean): Lane => {
    const free = concurrency - (background ? runningBackground : inFlight.size - runningBackground);
    let limit = free;
    const types: JobType[] = [];
    for (const [type, handler] of handlers) {
      if (Boolean(handler.background) !== background) continue;
      const room =
        handler.maxRunning === undefined ? free : handler.maxRunning - (runningByType.get(type) ?? 0);
      if (room <= 0) continue;
      types.push(type);
      limit = Math.min(limit, room);
    }
    return { types, limit, background, capped: limit < free };
  };

  const begin = (row: ClaimedRow) => {
    const type = row.type as JobType;
    const handler = handlers.get(type)!;
    runningByType.set(type, (runningByType.get(type) ?? 0) + 1);
    if (handler.background) runningBackground++;
    const done = runJob(rc, row, handler).finally(() => {
      inFlight.delete(row.id);
      claims.delete(row.id);
      runningByType.set(type, runningByType.get(type)! - 1);
      if (handler.background) runningBackground--;
      signal.wake();
    });
    inFlight.set(row.id, done);
    claims.set(row.id, { id: row.id, workerId: rc.workerId, attempt: row.attempts });
  };

  // A job of a type this version has no handler for stays queued for a version that has one.
  const warnUnhandled = async () => {
    for (const type of await unhandledTypes(db, [...handlers.keys()])) {
      if (warnedTypes.has(type)) continue;
      warnedTypes.add(type);
      logger.warn({ type }, 'queued jobs of a type without a handler here; left for another worker');
    }
  };

  const loop = async () => {
    if (kind === 'pglite') {
      // Only this process can open the embedded database, so nothing else is running these.
      const requeued = await requeueRunning(db, clock.now()).catch((error) => {
        logger.error({ err: error }, 'could not requeue interrupted jobs');
        return 0;
      });
      if (requeued > 0) logger.warn({ jobs: requeued }, 'requeued jobs interrupted by the last shutdown');
    }
    let lastCheck = 0;
    let lastPrune = 0;
    while (running) {
      if (Date.now() - lastCheck > 60_000) {
        lastCheck = Date.now();
        await warnUnhandled().catch(() => {});
      }
      // Hourly, from the start: the jobs table holds what runs and two weeks of what ran.
      if (Date.now() - lastPrune > 60 * 60_000) {
        lastPrune = Date.now();
        await pruneDoneJobs(db, clock.now()).then(
          (pruned) => pruned > 0 && logger.info({ jobs: pruned }, 'removed jobs done two weeks ago'),
          (error) => logger.warn({ err: error }, 'could not remove old done jobs'),
        );
      }
      await fill().then(
        () => {
          if (claimFailing) logger.info('job queue reachable again');
          claimFailing = false;
        },
        (error) => {
          // Once per outage, not once per poll.
          if (!claimFailing) logger.error({ err: error }, 'claiming jobs failed');
          claimFailing = true;
        },
      );
      if (running) await signal.wait(pollMs);
    }
  };

  return {
    async enqueue(input, on?: Queryable) {
      const id = await insertJob(on ?? db, input, clock.now());
      if (kind === 'postgres') await notifyWorkers(on ?? db);
      // In a transaction on PGlite the claim waits for the commit (one connection); on PostgreSQL
      // an early claim sees nothing and the NOTIFY on commit (or the next poll) picks the job up.
      signal.wake();
      return id;
    },
    async wake(on?: Queryable) {
      if (kind === 'postgres') await notifyWorkers(on ?? db);
      signal.wake();
    },
    register(type, handler) {
      handlers.set(type, handler);
    },
    start() {
      if (running) return;
      running = true;
      if (kind === 'postgres' && options.listenUrl) {
        listener = listenForJobs({ connectionString: options.listenUrl, onWake: signal.wake, logger });
      }
      loopDone = loop();
      logger.info({ workerId: rc.workerId, concurrency, types: [...handlers.keys()] }, 'job worker started');
    },
    async stop() {
      const wasRunning = running;
      running = false;
      signal.wake();
      await listener?.close();
      listener = null;
      await loopDone;
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise((resolve) => {
          timer = setTimeout(resolve, options.stopTimeoutMs ?? 10_000);
        });
        await Promise.race([Promise.allSettled(inFlight.values()), timeout]);
        clearTimeout(timer);
      }
      if (inFlight.size > 0) {
        // Handed back at once (as interruptions, not attempts), so another worker runs them now
        // instead of after the lease. If the database is away, the lease does it later.
        for (const heartbeat of rc.heartbeats) clearInterval(heartbeat);
        rc.abandoned = true;
        const unfinished = [...claims.values()];
        const released = await releaseClaims(db, unfinished, clock.now())
          .then(async (count) => {
            if (kind === 'postgres' && count > 0) await notifyWorkers(db);
            return count;
          })
          .catch(() => 0);
        logger.warn(
          { jobs: unfinished.map((claim) => claim.id), released },
          'stopped with jobs unfinished; handed back to run again',
        );
      } else if (wasRunning) logger.info('job worker stopped');
    },
    state() {
      if (!running) return 'off';
      return claimFailing ? 'failing' : 'running';
    },
    async runUntilIdle() {
      let count = 0;
      for (;;) {
        count += await fill();
        if (inFlight.size === 0) break;
        await Promise.race(inFlight.values());
      }
      await warnUnhandled();
      return count;
    },
  };
}
