/**
 * After a deploy, an open tab may ask for route chunks that no longer exist. Reloading once
 * fetches the new index.html and its chunks; the flag stops a reload loop when the failure is real.
 */
const RELOAD_FLAG = 'stale-build-reloaded-at';
const RELOAD_WINDOW_MS = 30_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads the page once per 30 s window; returns false when it already did. */
export function reloadForNewBuild(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_FLAG) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  window.location.reload();
  return true;
}

export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault();
  });
}
