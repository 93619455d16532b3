import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { changeEvents } from '../db/schema';
import { type ListenLogger, listenOnChannel } from '../lib/pgListen/listen';
import { type Change, type ChangeOf, type ChangeTopic, type HeardChange, ZChange } from './types';

const CHANNEL = 'support_changes';
/** How long other processes can catch up after losing their connection; longer outages drop everything. */
const KEEP_HOURS = 24;
const PRUNE_EVERY_MS = 10 * 60_000;
/** More missed changes than this after an outage: dropping everything is cheaper than replaying them. */
const MAX_CATCH_UP = 10_000;
/** Looking back a little before the connection was lost covers clocks that differ between machines. */
const CATCH_UP_MARGIN_MS = 30_000;

const ZNotice = z.object({ origin: z.string(), change: ZChange });

export type RecordChange = (change: Change) => Promise<void>;

export type ChangeListener<T extends ChangeTopic> = {
  changed(change: HeardChange<T>): void;
  /** Changes may have been missed (an outage longer than the outbox keeps): drop everything kept. */
  resync?(): void;
};

/**
 * Work that must happen exactly when a change commits (a job to queue): it runs inside the
 * recording transaction, so it commits or rolls back with the change and nothing is lost between.
 */
export type ChangeReaction<T extends ChangeTopic> = (tx: Tx, change: ChangeOf<T>) => Promise<void>;

/** What a writer needs of the bus: a transaction that records changes (the bus, or outsideChanges). */
export type ChangeRecorder = Pick<ChangeBus, 'transaction'>;

/**
 * On PostgreSQL, the outbox row and the NOTIFY that other processes hear at commit. The embedded
 * database has one process, which hears its own changes in memory: nobody would read the row.
 */
async function writeChange(tx: Tx, change: Change, notifyAs: string | null): Promise<void> {
  if (notifyAs !== null) {
    await tx
      .insert(changeEvents)
      .values({ topic: change.topic, organizationId: change.organizationId, change });
    await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ origin: notifyAs, change })})`);
  }
}

/**
 * Changes recorded by a process that listens to none (`npm run admin`): written to the outbox and,
 * on PostgreSQL, announced, so running servers hear an operator's change as they hear each other's.
 */
export function outsideChanges(options: { postgres: boolean }): ChangeRecorder {
  const origin = `outside-${randomUUID()}`;
  return {
    transaction: (on, work) =>
      on.transaction((tx) =>
        work(tx, (given) => writeChange(tx, ZChange.parse(given), options.postgres ? origin : null)),
      ),
  };
}

export interface ChangeBus {
  /**
   * Runs `work` in one transaction. Each change it records is written with it (an outbox row, and on
   * PostgreSQL a NOTIFY that other processes receive at commit) and told to this process's
   * listeners once the transaction has committed; nothing is told when it rolls back.
   */
  transaction<T>(db: Db, work: (tx: Tx, record: RecordChange) => Promise<T>): Promise<T>;
  /** Listens to one topic until the returned function is called. A listener must not throw. */
  subscribe<T extends ChangeTopic>(topic: T, listener: ChangeListener<T>): () => void;
  /** Runs `reaction` in the transaction of every change of `topic` this process records. */
  react<T extends ChangeTopic>(topic: T, reaction: ChangeReaction<T>): () => void;
  close(): Promise<void>;
}

/**
 * The app instance's change events (ISSUE "Structure" item 3). In-process listeners hear a change
 * right after its commit; other servers and workers on the same PostgreSQL hear it by NOTIFY within
 * milliseconds, and after a lost connection read the outbox rows written meanwhile.
 */
export function createChangeBus(options: {
  db: Db;
  /** PostgreSQL's address when other processes may share the database; none on the embedded one. */
  connectionString?: string;
  logger: ListenLogger;
}): ChangeBus {
  const { db, logger } = options;
  const origin = randomUUID();
  const events = new EventEmitter<{ changed: [HeardChange]; resync: [] }>();
  events.setMaxListeners(50);
  let lastPrune = 0;
  const reactions = new Set<{ topic: ChangeTopic; reaction: (tx: Tx, change: Change) => Promise<void> }>();

  const tell = (change: Change, remote: boolean) => events.emit('changed', { ...change, remote });

  const prune = () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    db.execute(
      sql`delete from ${changeEvents} where created_at < now() - make_interval(hours => ${KEEP_HOURS})`,
    ).catch((error: unknown) => logger.warn({ err: error }, 'could not remove old change events'));
  };

  let lostAt: number | null = null;
  let connectedBefore = false;
  const catchUp = async (since: number) => {
    if (Date.now() - since > KEEP_HOURS * 3_600_000 - CATCH_UP_MARGIN_MS) {
      events.emit('resync');
      return;
    }
    try {
      const rows = await db
        .select({ change: changeEvents.change })
        .from(changeEvents)
        .where(sql`${changeEvents.createdAt} > ${new Date(since - CATCH_UP_MARGIN_MS)}`)
        .orderBy(changeEvents.id)
        .limit(MAX_CATCH_UP + 1);
      if (rows.length > MAX_CATCH_UP) {
        events.emit('resync');
        return;
      }
      for (const row of rows) {
        const change = ZChange.safeParse(row.change);
        if (change.success) tell(change.data, true);
      }
    } catch (error) {
      logger.warn(
        { err: error },
        'could not read the changes missed during an outage; dropping what is kept',
      );
      events.emit('resync');
    }
  };
  const listener = options.connectionString
    ? listenOnChannel({
        connectionString: options.connectionString,
        channel: CHANNEL,
        onNotification(payload) {
          let notice: z.infer<typeof ZNotice> | null = null;
          try {
            notice = ZNotice.parse(JSON.parse(payload ?? 'null'));
          } catch {
            return;
          }
          if (notice.origin !== origin) tell(notice.change, true);
        },
        onConnected() {
          if (connectedBefore) void catchUp(lostAt ?? Date.now());
          connectedBefore = true;
          lostAt = null;
        },
        onLost() {
          lostAt ??= Date.now();
        },
        logger,
        lostMessage:
          'change notifications lost; the changes made meanwhile are read when the database is back',
      })
    : null;

  return {
    async transaction(on, work) {
      const recorded: Change[] = [];
      const result = await on.transaction(async (tx) => {
        const record: RecordChange = async (given) => {
          // A malformed change would reach listeners of every process: refused before it is written.
          const change = ZChange.parse(given);
          await writeChange(tx, change, listener ? origin : null);
          for (const entry of reactions) {
            if (entry.topic === change.topic) await entry.reaction(tx, change);
          }
          recorded.push(change);
        };
        return work(tx, record);
      });
      for (const change of recorded) tell(change, false);
      if (recorded.length && listener) prune();
      return result;
    },

    subscribe(topic, listener) {
      const changed = (change: HeardChange) => {
        if (change.topic === topic) listener.changed(change as HeardChange<typeof topic>);
      };
      const resync = () => listener.resync?.();
      events.on('changed', changed);
      events.on('resync', resync);
      return () => {
        events.off('changed', changed);
        events.off('resync', resync);
      };
    },

    react(topic, reaction) {
      const entry = {
        topic,
        reaction: (tx: Tx, change: Change) => reaction(tx, change as ChangeOf<typeof topic>),
      };
      reactions.add(entry);
      return () => reactions.delete(entry);
    },

    async close() {
      reactions.clear();
      await listener?.close();
      events.removeAllListeners();
    },
  };
}
