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
// A loaded document's address changed when its navigation started; a history change, when it fired.
let changedAt = Math.round(performance.timeOrigin);
let backForward =
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
  'back_forward';

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
    changedAt,
    backForward,
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

function historyChanged(event: Event) {
  if (location.href === reportedUrl) return;
  changedAt = Date.now();
  const type = (event as Event & { navigationType?: string }).navigationType;
  backForward = event.type === 'popstate' || type === 'traverse';
  scheduleReport();
}

export function watchNavigation() {
  if (window.top !== window) return;
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', historyChanged);
  window.addEventListener('popstate', historyChanged);
  window.addEventListener('hashchange', historyChanged);
  // Pages without the Navigation API: a cheap look at the address now and then.
  if (!navigation)
    setInterval(() => location.href !== reportedUrl && historyChanged(new Event('poll')), 1000);
}
