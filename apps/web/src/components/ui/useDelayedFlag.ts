import { useEffect, useRef, useState } from 'react';

export const LOADING_DELAY_MS = 200;
export const LOADING_MIN_VISIBLE_MS = 400;

/**
 * Spec 01 §9: a loading indicator appears only after 200 ms (fast actions never flicker)
 * and, once shown, stays at least 400 ms.
 */
export function useDelayedFlag(
  active: boolean,
  delay = LOADING_DELAY_MS,
  minVisible = LOADING_MIN_VISIBLE_MS,
): boolean {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    if (active) {
      if (visible) return;
      const timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delay);
      return () => clearTimeout(timer);
    }
    if (!visible) return;
    const elapsed = Date.now() - (shownAt.current ?? 0);
    const timer = setTimeout(
      () => {
        shownAt.current = null;
        setVisible(false);
      },
      Math.max(0, minVisible - elapsed),
    );
    return () => clearTimeout(timer);
  }, [active, visible, delay, minVisible]);

  return visible;
}
