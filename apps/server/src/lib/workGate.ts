import { tooManyRequests } from './errors';

export type WorkGate = {
  /** Runs `work` when a slot is free; refuses at once (429, Retry-After) when the queue is full. */
  run<T>(owner: string, work: () => Promise<T>): Promise<T>;
  /** Throws the same 429 now if `run(owner, …)` would refuse: lets a route skip its other work first. */
  assertRoom(owner: string): void;
};

export type WorkGateOptions = {
  /** Work items running at once (password hashing: about one per core). */
  concurrency: number;
  /** Items waiting for a slot; beyond that a caller is refused rather than left waiting. */
  queue: number;
  /** Items one owner (a client address) may have running or waiting, so one client cannot fill the queue. */
  perOwner: number;
  message?: string;
};

/**
 * Bounds CPU-heavy work per process. Without it a flood of sign-ins queues unbounded argon2 runs in
 * libuv's pool and every other sign-in waits behind all of them; with it the flood gets fast 429s
 * and a sign-in from another address waits for at most the items already in the short queue.
 */
export function createWorkGate(options: WorkGateOptions): WorkGate {
  let running = 0;
  const waiting: Array<() => void> = [];
  const perOwner = new Map<string, number>();

  const release = (owner: string) => {
    const left = (perOwner.get(owner) ?? 1) - 1;
    if (left > 0) perOwner.set(owner, left);
    else perOwner.delete(owner);
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const assertRoom = (owner: string) => {
    const held = perOwner.get(owner) ?? 0;
    const full = running >= options.concurrency && waiting.length >= options.queue;
    if (held >= options.perOwner || full) throw tooManyRequests(1, options.message);
  };

  return {
    assertRoom,
    async run(owner, work) {
      assertRoom(owner);
      perOwner.set(owner, (perOwner.get(owner) ?? 0) + 1);
      // A slot handed over by release() keeps `running` as it is.
      if (running < options.concurrency) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        release(owner);
      }
    },
  };
}
