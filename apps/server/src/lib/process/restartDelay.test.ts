import { describe, expect, it } from 'vitest';
import { nextRestartDelay, STABLE_RUN_MS } from './restartDelay';

describe('nextRestartDelay', () => {
  it('waits a second after the first death', () => {
    expect(nextRestartDelay(undefined, 0)).toBe(1000);
    expect(nextRestartDelay(undefined, 5 * STABLE_RUN_MS)).toBe(1000);
  });

  it('doubles while processes keep dying soon after their start, up to 30 s', () => {
    const delays: number[] = [];
    let delay: number | undefined;
    for (let death = 0; death < 8; death++) {
      delay = nextRestartDelay(delay, 2000);
      delays.push(delay);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts again from a second after a process that ran a minute', () => {
    expect(nextRestartDelay(30_000, STABLE_RUN_MS - 1)).toBe(30_000);
    expect(nextRestartDelay(30_000, STABLE_RUN_MS)).toBe(1000);
    expect(nextRestartDelay(8000, 10 * STABLE_RUN_MS)).toBe(1000);
  });
});
