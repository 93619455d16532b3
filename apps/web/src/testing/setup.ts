import { afterEach, vi } from 'vitest';

// A test that faked the timers (testing/time) must not leave the next test on its clock.
afterEach(() => {
  vi.useRealTimers();
});
