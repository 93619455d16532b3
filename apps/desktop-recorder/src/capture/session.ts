import { compileTerms } from '@support/shared';
import type { uIOhook as Hook, UiohookKeyboardEvent, UiohookMouseEvent } from 'uiohook-napi';
import { type Effects, StepBuilder } from '../steps/builder';
import type { Shot, WindowInfo } from '../steps/types';
import type { RecordingJournal } from '../store/journal';
import { type GlobalPoint, monitorAt } from './coordinates';
import { type FocusedRoleReader, focusedRoleReader } from './focus';
import { type Keyboard, KeyTranslator, STOP_SHORTCUT } from './keys';
import { loadNative } from './native';
import { insideRect, isOwnWindow, ownWindowRects } from './ownWindows';
import type { PixelRect } from './png';
import { captureMonitor, loadCapture, monitorGeometries, refreshMonitors } from './screen';
import { type ListedWindow, listWindows, pickWindow } from './windowList';

/**
 * One recording's capture: global input from uiohook-napi, screenshots from node-screenshots,
 * steps from StepBuilder, everything written to the journal as it happens.
 *
 * The screenshot of a click starts the moment the press arrives, before anything else is looked
 * up: most controls act on release, so the picture shows the screen before the click changed it.
 * A rolling frame (as the extension keeps) was not needed for that and would cost a full-screen
 * capture several times a second even while the person reads.
 *
 * Events are handled strictly in arrival order through one promise chain, while the captures
 * they started run in parallel, so a quick double click or a drag never waits for an earlier PNG.
 *
 * The recorder's own windows (the control window, which shows the small indicator while recording,
 * found by its title) never appear: their rectangles are painted over in every screenshot and
 * clicks inside them (Pause, Stop) are not steps. Minimizing was not an option: the control window
 * is a browser window, which a page cannot minimize, and the indicator must stay visible.
 */

/**
 * uiohook-napi is loaded on the first recording, not at start: on Linux, loading it without an X
 * display makes the process exit with an error when it ends, and `--version` or the connect screens
 * need no hook.
 */
let hook: typeof Hook | null = null;
export async function loadHook(): Promise<typeof Hook> {
  if (!hook) hook = (await loadNative<typeof import('uiohook-napi')>('uiohook-napi')).uIOhook;
  return hook;
}

/** uiohook's keycode of the right Alt key, AltGr on European layouts (also on Windows). */
const RIGHT_ALT = 0x0e38;

export { OWN_WINDOW_TITLE } from './ownWindows';

export type SessionOptions = {
  journal: RecordingJournal;
  keepTypedText: boolean;
  redactionTerms: string[];
  hideTypedEmails: boolean;
  /** The layout typed text is read with (detected, or chosen in the settings). */
  keyboard: Keyboard;
  onChange: () => void;
  onStopShortcut: () => void;
  log: (message: string) => void;
  /** A typed value withheld from its step (StepBuilder's `onWithheldText`). */
  onWithheldText?: (text: string) => void;
  /** Tests: what the system says of the focused element (default: capture/focus). */
  focus?: FocusedRoleReader;
};

type Pending = Promise<void>;

export class CaptureSession {
  private readonly builder: StepBuilder;
  private queue: Pending = Promise.resolve();
  private counter: number;
  private paused = false;
  private running = false;
  private windows: ListedWindow[] = [];
  /** The own windows' rectangles with their frames, painted over in every screenshot. */
  private own: PixelRect[] = [];
  private windowsAt = 0;
  private windowsLoading: Promise<ListedWindow[]> | null = null;
  private lastPointer: GlobalPoint | null = null;
  private typingOpen = false;
  private readonly keys: KeyTranslator;
  /** The right Alt (AltGr) is held: it types a layout's third characters (a German @). */
  private altGr = false;
  private refreshTimer: NodeJS.Timeout | null = null;
  private readonly focus: FocusedRoleReader;
  /** Milliseconds from the press arriving to its PNG on disk, for the figures. */
  readonly captureTimes: number[] = [];

  constructor(private readonly options: SessionOptions) {
    this.builder = new StepBuilder({
      startedAt: options.journal.meta.startedAt,
      keepTypedText: options.keepTypedText,
      terms: compileTerms(options.redactionTerms),
      hideTypedEmails: options.hideTypedEmails,
      onWithheldText: options.onWithheldText,
    });
    this.counter = options.journal.stepCount;
    this.keys = new KeyTranslator(options.keyboard);
    this.focus = options.focus ?? focusedRoleReader();
  }

  private onMouseDown = (event: UiohookMouseEvent) => this.press(event);
  private onMouseUp = (event: UiohookMouseEvent) => this.release(event);
  private onKeyDown = (event: UiohookKeyboardEvent) => {
    if (event.keycode === RIGHT_ALT) this.altGr = true;
    this.keyDown(event);
  };
  private onKeyUp = (event: UiohookKeyboardEvent) => {
    if (event.keycode === RIGHT_ALT) this.altGr = false;
  };

  async start(): Promise<void> {
    // Both native modules first: a failure says which one (capture/native.ts) before anything runs.
    await loadCapture();
    const uIOhook = await loadHook();
    refreshMonitors();
    // The own window must be known before the first press, or the first screenshot would show it.
    await this.loadWindows();
    this.running = true;
    this.focus.warmUp();
    uIOhook.on('mousedown', this.onMouseDown);
    uIOhook.on('mouseup', this.onMouseUp);
    uIOhook.on('keydown', this.onKeyDown);
    uIOhook.on('keyup', this.onKeyUp);
    uIOhook.start();
    // The own window's rectangle must be known before a press: refreshed while recording.
    this.refreshTimer = setInterval(() => void this.loadWindows(), 1000);
    this.refreshTimer.unref();
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    if (paused) this.enqueue(async () => this.apply(this.builder.finish()));
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.refreshTimer) clearInterval(this.refreshTimer);
    const uIOhook = await loadHook();
    uIOhook.off('mousedown', this.onMouseDown);
    uIOhook.off('mouseup', this.onMouseUp);
    uIOhook.off('keydown', this.onKeyDown);
    uIOhook.off('keyup', this.onKeyUp);
    uIOhook.stop();
    this.enqueue(async () => this.apply(this.builder.finish()));
    await this.queue;
    this.focus.close();
    await this.options.journal.flush();
  }

  private enqueue(task: () => Promise<void>) {
    this.queue = this.queue.then(task).catch((error: unknown) => {
      this.options.log(`capture: ${(error as Error).stack ?? String(error)}`);
    });
  }

  private loadWindows(): Promise<ListedWindow[]> {
    if (this.windowsLoading) return this.windowsLoading;
    this.windowsLoading = listWindows()
      .catch(() => [] as ListedWindow[])
      .then(async (windows) => {
        this.own = await ownWindowRects(windows).catch(() => this.own);
        this.windows = windows;
        this.windowsAt = Date.now();
        this.windowsLoading = null;
        return windows;
      });
    return this.windowsLoading;
  }

  /**
   * The window list, at most `maxAge` old. Keys ask for 250 ms (typing right after switching windows
   * must see the switch). Presses take the list the 1 s refresh already holds: it shows the windows
   * as they were before the press, and no lookup competes with the screenshot for the CPU.
   */
  private async freshWindows(maxAge = 250): Promise<ListedWindow[]> {
    if (Date.now() - this.windowsAt < maxAge) return this.windows;
    return this.loadWindows();
  }

  private insideOwn(point: GlobalPoint) {
    return this.own.some((rect) => insideRect(rect, point));
  }

  private shoot(point: GlobalPoint | null): { image: string; done: Promise<Shot | null> } {
    const started = performance.now();
    const image = `step-${++this.counter}`;
    const geometries = monitorGeometries();
    const monitor = (point ? monitorAt(geometries, point) : null) ?? geometries[0];
    if (!monitor) return { image, done: Promise.resolve(null) };
    const journal = this.options.journal;
    const done = captureMonitor(monitor, this.own)
      .then(async (capture) => {
        await journal.writeImage(image, capture.data);
        this.captureTimes.push(performance.now() - started);
        if (this.captureTimes.length > 1000) this.captureTimes.shift();
        return { image, monitor, size: { width: capture.width, height: capture.height } };
      })
      .catch((error: unknown) => {
        refreshMonitors();
        this.options.log(`capture failed: ${(error as Error).message}`);
        return null;
      });
    return { image, done };
  }

  private async apply(effects: Effects) {
    const journal = this.options.journal;
    for (const step of effects.upsert) await journal.upsert(step);
    for (const image of effects.remove) await journal.remove(image);
    for (const image of effects.discard) await journal.discardImage(image);
    if (effects.upsert.length + effects.remove.length > 0) this.options.onChange();
  }

  private press(event: UiohookMouseEvent) {
    if (this.paused || !this.running) return;
    const time = Date.now();
    const point = { x: event.x, y: event.y };
    this.lastPointer = point;
    this.typingOpen = false;
    if (this.insideOwn(point)) return;
    const shot = this.shoot(point);
    const windows = this.freshWindows(1200);
    this.enqueue(async () => {
      const [taken, list] = await Promise.all([shot.done, windows]);
      if (!taken) return;
      if (this.insideOwn(point)) {
        await this.options.journal.discardImage(taken.image);
        return;
      }
      const window = pickWindow(list, point, false, isOwnWindow);
      await this.apply(
        this.builder.pointerDown({
          time,
          point,
          button: Number(event.button) || 1,
          clicks: event.clicks,
          window,
          shot: taken,
        }),
      );
    });
  }

  private release(event: UiohookMouseEvent) {
    if (this.paused || !this.running) return;
    const time = Date.now();
    const point = { x: event.x, y: event.y };
    this.lastPointer = point;
    this.enqueue(async () => this.apply(this.builder.pointerUp({ time, point })));
  }

  private keyDown(event: UiohookKeyboardEvent) {
    if (!this.running) return;
    const input = this.keys.translate(event.keycode, {
      ctrl: event.ctrlKey,
      alt: event.altKey,
      shift: event.shiftKey,
      meta: event.metaKey,
      altGr: this.altGr,
    });
    if (input.kind === 'shortcut' && input.key === STOP_SHORTCUT) {
      this.options.onStopShortcut();
      return;
    }
    if (this.paused || input.kind === 'ignore') return;
    const time = Date.now();
    const startsStep =
      input.kind === 'key' || input.kind === 'shortcut' || (input.kind === 'char' && !this.typingOpen);
    this.typingOpen = input.kind === 'char' || (input.kind === 'backspace' && this.typingOpen);
    const pointer = this.lastPointer;
    const early = startsStep ? this.shoot(pointer) : null;
    // Asked as the first character arrives, like the screenshot: is this a password field?
    const role =
      startsStep && input.kind === 'char' ? this.focus.read() : Promise.resolve('unknown' as const);
    const windows = this.freshWindows();
    this.enqueue(async () => {
      const list = await windows;
      // Keys typed into the recorder's own window (Tab to Stop, Enter on it) are not the task.
      const focused = list.find((candidate) => candidate.focused);
      if (focused && isOwnWindow(focused)) {
        const unused = early ? await early.done : null;
        if (unused) await this.options.journal.discardImage(unused.image);
        return;
      }
      const window: WindowInfo = pickWindow(list, pointer, true, isOwnWindow);
      let shot = early ? await early.done : null;
      // A window change mid-burst starts a new TYPE step that the early decision did not foresee.
      if (!shot && this.builder.wouldStartStep(input, window)) shot = await this.shoot(pointer).done;
      await this.apply(this.builder.key(time, input, window, shot, await role));
    });
  }
}
