import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STOP_WITH_PARENT_VARIABLE, watchParent } from './watchParent';

describe('watchParent', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it('does nothing when no parent is named', () => {
    vi.stubEnv(STOP_WITH_PARENT_VARIABLE, '');
    const stop = vi.fn();
    watchParent(stop);
    vi.advanceTimersByTime(5000);
    expect(stop).not.toHaveBeenCalled();
  });

  it('keeps running while the named parent is still the parent', () => {
    vi.stubEnv(STOP_WITH_PARENT_VARIABLE, String(process.ppid));
    const stop = vi.fn();
    watchParent(stop);
    vi.advanceTimersByTime(5000);
    expect(stop).not.toHaveBeenCalled();
  });

  it('stops at once when the named parent is gone, and keeps asking every second', () => {
    // A process that is not our parent stands for one that died and left us re-parented.
    vi.stubEnv(STOP_WITH_PARENT_VARIABLE, String(process.ppid + 1));
    const stop = vi.fn();
    watchParent(stop);
    expect(stop).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(stop).toHaveBeenCalledTimes(3);
  });
});
