import { createContext, type ReactNode, useContext } from 'react';

/**
 * The time screens compare dates with (trial ends, "days left"). Injected rather than read from
 * `new Date()` so that a test can pin it: a screen test that expects "active until December 22"
 * must not start failing on December 22.
 */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();
const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The injected clock itself, for reading the time when something happens (a click), not at render. */
export function useClock(): Clock {
  return useContext(ClockContext);
}

/** The current time of the injected clock (the system clock unless a provider pins it). */
export function useNow(): Date {
  return useContext(ClockContext)();
}

/** A clock that always answers `at`, for tests and previews. */
export function fixedClock(at: string | Date): Clock {
  const time = new Date(at).getTime();
  return () => new Date(time);
}
