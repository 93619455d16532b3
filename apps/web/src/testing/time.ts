import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers for screens that wait between polls. The fake clock still follows the wall clock
 * (shouldAdvanceTime), so Testing Library's waitFor and findBy keep polling, and a test jumps over
 * the screen's interval with `elapse` instead of sleeping through it. Only timers and Date are
 * faked: React's scheduler (setImmediate, MessageChannel) runs as usual. The setup file puts the
 * real timers back after each test.
 */
export function fakeTimers() {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/** Moves the fake clock on by `ms`: the timers due run, and the renders they cause. */
export async function elapse(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
