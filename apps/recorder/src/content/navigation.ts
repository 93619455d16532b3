import { topViewport } from './frames';
import { nextId, recorder, send, sendBoxes } from './send';

/**
 * The top frame reports its address when a document has loaded and whenever the address changes
 * without a load (history.pushState, back/forward, hash). The service worker decides whether that
 * is a NAVIGATE step (not when a click or key just caused it). The report waits for the page to
 * settle a moment, so the step's screenshot shows the new page.
 */

const SETTLE_MS = 400;
let reportedUrl: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function report() {
  timer = undefined;
  if (!recorder.active || location.href === reportedUrl) return;
  reportedUrl = location.href;
  const id = nextId();
  send({
    type: 'page',
    id,
    url: location.href,
    title: document.title,
    at: Date.now(),
    viewport: topViewport(),
  });
  sendBoxes(id);
}

export function scheduleReport() {
  if (window.top !== window || !recorder.active) return;
  clearTimeout(timer);
  const fire = () => {
    clearTimeout(timer);
    timer = setTimeout(report, SETTLE_MS);
  };
  if (document.readyState === 'complete') fire();
  else window.addEventListener('load', fire, { once: true });
}

export function watchNavigation() {
  if (window.top !== window) return;
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', scheduleReport);
  window.addEventListener('popstate', scheduleReport);
  window.addEventListener('hashchange', scheduleReport);
  // Pages without the Navigation API: a cheap look at the address now and then.
  if (!navigation) setInterval(() => location.href !== reportedUrl && scheduleReport(), 1000);
}
