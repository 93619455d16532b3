import { describe, expect, it } from 'vitest';
import type { AppError } from './errors';
import { createWorkGate } from './workGate';

/** Work that finishes when the test says so. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => ({ status: error.statusCode, retryAfter: error.retryAfterSeconds }),
  );

describe('the work gate', () => {
  it('runs `concurrency` items, queues `queue` more and refuses the rest at once', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 1, perOwner: 5 });
    const first = pending();
    const second = pending();
    let secondStarted = false;
    const a = gate.run('a', first.work);
    const b = gate.run('b', () => {
      secondStarted = true;
      return second.work();
    });
    expect(await refusal(gate.run('c', async () => 'never'))).toEqual({ status: 429, retryAfter: 1 });
    expect(secondStarted).toBe(false);
    first.finish();
    await a;
    expect(secondStarted).toBe(true);
    second.finish();
    await b;
    expect(await gate.run('c', async () => 'ran')).toBe('ran');
  });

  it('lets one owner hold at most `perOwner` items, running or waiting', async () => {
    const gate = createWorkGate({ concurrency: 2, queue: 4, perOwner: 1 });
    const flood = pending();
    const running = gate.run('203.0.113.7', flood.work);
    expect(await refusal(gate.run('203.0.113.7', async () => 'x'))).toEqual({ status: 429, retryAfter: 1 });
    expect(() => gate.assertRoom('203.0.113.7')).toThrow(/too many/i);
    expect(() => gate.assertRoom('198.51.100.1')).not.toThrow();
    // Another client takes the free slot at once.
    expect(await gate.run('198.51.100.1', async () => 'signed in')).toBe('signed in');
    flood.finish();
    await running;
    expect(await gate.run('203.0.113.7', async () => 'again')).toBe('again');
  });

  it('frees the slot when the work throws', async () => {
    const gate = createWorkGate({ concurrency: 1, queue: 0, perOwner: 1 });
    await expect(gate.run('a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run('a', async () => 'ok')).toBe('ok');
  });
});
