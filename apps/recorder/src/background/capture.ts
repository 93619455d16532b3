/**
 * chrome.tabs.captureVisibleTab, within Chrome's quota of two captures a second. Requests are
 * served in order; a request arriving while the previous capture of the same window is still
 * this fresh shares it (a TYPE step flushed by the click that follows it happen at one moment).
 * A capture that is refused for the quota is tried again; one that is impossible (a browser page,
 * a window gone) answers null and the caller falls back to the previous screenshot.
 */

const WINDOW_MS = 1000;
const MARGIN_MS = 40;
const SHARE_MS = 150;

const recent: number[] = [];
let queue: Promise<unknown> = Promise.resolve();
let last: { windowId: number; requestedAt: number; result: Promise<string | null> } | null = null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForQuota() {
  while (recent.length >= 2) {
    const wait = (recent[recent.length - 2] ?? 0) + WINDOW_MS + MARGIN_MS - Date.now();
    if (wait <= 0) break;
    await sleep(wait);
  }
}

async function captureNow(windowId: number): Promise<string | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await waitForQuota();
    recent.push(Date.now());
    if (recent.length > 4) recent.shift();
    try {
      return await chrome.tabs.captureVisibleTab(windowId, { format: 'png' });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!/quota|MAX_CAPTURE/i.test(message)) {
        console.warn('[recorder] screenshot impossible:', message);
        return null;
      }
      await sleep(WINDOW_MS / 2);
    }
  }
  return null;
}

/** A PNG data URL of the window's visible tab, or null. */
export function captureWindow(windowId: number): Promise<string | null> {
  const now = Date.now();
  if (last && last.windowId === windowId && now - last.requestedAt < SHARE_MS) return last.result;
  const result = queue.then(() => captureNow(windowId));
  queue = result.catch(() => null);
  last = { windowId, requestedAt: now, result };
  return result;
}
