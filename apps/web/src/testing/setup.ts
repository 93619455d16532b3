import { afterEach, vi } from 'vitest';
import { failOnContractViolations } from './contract';

// A test that faked the timers (testing/time) must not leave the next test on its clock.
afterEach(() => {
  vi.useRealTimers();
});

// A fake API answer the server could never send fails its test, even when the screen coped with it.
afterEach(failOnContractViolations);

/*
 * jsdom has no showModal() or close(). Stand-ins that do what a page can see of them: the open
 * attribute, and the close event a browser fires afterwards. The page behind turning inert is the
 * browser's part, checked in Chromium by e2e/tests/phone-layout.spec.ts.
 */
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no matchMedia; the toaster and the editor ask it about reduced motion and widths.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;
