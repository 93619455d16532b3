import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/types';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mail/mailer';
import type { Storage } from '../../lib/storage';

/** A readiness probe must answer before a load balancer's own timeout, even when a dependency hangs. */
const PROBE_TIMEOUT_MS = 2000;
/**
 * An SMTP session costs the mail server a connection and a greeting: its answer is kept this long,
 * so probes every second cost one session every few seconds.
 */
const MAIL_CACHE_MS = 10_000;

type Up = 'ok' | 'unavailable';
export type Readiness = {
  status: 'ready' | 'unavailable';
  database: Up;
  storage: Up;
  /** `off` without SMTP (mails go to the outbox folder). */
  mail: Up | 'off';
  worker: 'running' | 'failing' | 'off';
};

type Dependencies = { db: Db; jobs: JobQueue; storage: Storage; mailer: Mailer; clock: Clock };

/** Whether `work` settles within the probe's time: a hanging dependency counts as down. */
async function answers(work: () => Promise<unknown>): Promise<Up> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Up>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), PROBE_TIMEOUT_MS);
  });
  const attempt = Promise.resolve()
    .then(work)
    .then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
  const result = await Promise.race([attempt, timeout]);
  clearTimeout(timer);
  return result;
}

/**
 * Checks the database (`select 1`), the file storage and, with SMTP, the mail server, side by side.
 * Probes arriving together share one check, so a busy load balancer costs one round at a time.
 * The mail server does not make the process unready: mails are sent by jobs that retry, and taking
 * every server out of the load balancer for it would turn a mail outage into a full one.
 */
export function createReadinessCheck(deps: Dependencies): () => Promise<Readiness> {
  const { db, jobs, storage, mailer, clock } = deps;
  let mailAnswer: { state: Up; at: number } | null = null;
  const mail = async (): Promise<Up | 'off'> => {
    const verify = mailer.verify?.bind(mailer);
    if (!verify) return 'off';
    const now = clock.now().getTime();
    if (mailAnswer && now - mailAnswer.at < MAIL_CACHE_MS) return mailAnswer.state;
    mailAnswer = { state: await answers(verify), at: now };
    return mailAnswer.state;
  };
  let pending: Promise<Readiness> | null = null;
  const check = async (): Promise<Readiness> => {
    const [database, files, mailState] = await Promise.all([
      answers(() => db.execute(sql`select 1`)),
      answers(() => storage.check(PROBE_TIMEOUT_MS)),
      mail(),
    ]);
    const worker = jobs.state();
    const ready = database === 'ok' && files === 'ok' && worker !== 'failing';
    return { status: ready ? 'ready' : 'unavailable', database, storage: files, mail: mailState, worker };
  };
  return () => {
    pending ??= check().finally(() => {
      pending = null;
    });
    return pending;
  };
}

/** What the 503 says: the first dependency that is down. */
export function unreadyMessage(state: Readiness): string {
  if (state.database === 'unavailable') return 'The database is not reachable';
  if (state.storage === 'unavailable') return 'File storage is not reachable';
  return 'The job worker cannot reach the job queue';
}
