import { valueNeedsWithholding } from '@support/shared';
import { type GlobalPoint, toViewportPoint, viewportOf } from '../capture/coordinates';
import type { StepKeyInput } from '../capture/keys';
import { type FieldRole, type TypedValueOptions, typedValue } from './typedValue';
import type { DesktopStep, Shot, WindowInfo } from './types';

/**
 * Turns global input events into steps. Pure (no screen, no disk): the caller captures the
 * screenshots and writes what this returns, so grouping is unit-tested with plain objects.
 *
 * - a left press is a CLICK at once (so a crash keeps it); a second press that the OS counts as a
 *   double click turns it into DOUBLE_CLICK (its first screenshot stays: it shows the screen before);
 *   a release far enough from the press turns it into a DRAG with the end point;
 * - a right press is a RIGHT_CLICK;
 * - characters typed into the same window are one TYPE step until a click, a key step, or a
 *   window change. The step is written at once without a value (a crash keeps it, and no prefix
 *   of the text ever reaches the journal); the value is decided when the burst ends
 *   (steps/typedValue.ts: passwords never, otherwise only if kept and the redaction rules allow);
 * - Enter, Escape, Tab and shortcuts (contract item 4) are KEY steps.
 */

export type BuilderOptions = TypedValueOptions & {
  startedAt: number;
  /**
   * Typed text withheld because it is a password or the rules withhold it, told once the burst
   * ends: the screenshots may show it, and the OCR redaction (src/redaction) blurs it there. Kept in
   * memory only.
   */
  onWithheldText?: (text: string) => void;
};

export type Effects = { upsert: DesktopStep[]; remove: string[]; discard: string[] };

export type PressInput = {
  time: number;
  point: GlobalPoint;
  /** 1 left, 2 right, 3 middle (uiohook's numbering). */
  button: number;
  /** The OS's click count: 2 on the second press of a double click. */
  clicks: number;
  window: WindowInfo;
  shot: Shot;
};

/** Logical pixels the pointer must travel between press and release to be a drag. */
export const DRAG_THRESHOLD = 8;

const sameWindow = (a: WindowInfo, b: WindowInfo) => a.title === b.title && a.application === b.application;

export class StepBuilder {
  private last: DesktopStep | null = null;
  private press: { step: DesktopStep; shot: Shot; point: GlobalPoint } | null = null;
  private typing: { step: DesktopStep; text: string; window: WindowInfo; role: FieldRole } | null = null;

  constructor(private readonly options: BuilderOptions) {}

  private effects(): Effects {
    return { upsert: [], remove: [], discard: [] };
  }

  private timestamp(time: number) {
    return Math.max(0, Math.round(time - this.options.startedAt));
  }

  private base(action: DesktopStep['action'], time: number, window: WindowInfo, shot: Shot): DesktopStep {
    return {
      action,
      image: shot.image,
      timestamp: this.timestamp(time),
      // Some windows have no title (xterm sets only the old WM_NAME): the program names it then.
      pageTitle: window.title.trim() || window.application,
      application: window.application,
      viewport: viewportOf(shot.monitor, shot.size),
    };
  }

  /**
   * Ends the typing burst: the step gets its value now, the first time the text can reach disk.
   * An empty burst (typed, then erased) is no step.
   */
  private endTyping(out: Effects) {
    const typing = this.typing;
    if (!typing) return;
    this.typing = null;
    if (typing.text.length === 0) {
      out.remove.push(typing.step.image);
      if (this.last === typing.step) this.last = null;
      return;
    }
    const { valueWithheld: _withheld, secret: _secret, ...rest } = typing.step;
    const step: DesktopStep = { ...rest, ...typedValue(typing.text, typing.role, this.options) };
    const { terms, hideTypedEmails: hideEmails } = this.options;
    if (step.secret || valueNeedsWithholding(typing.text, terms, { hideEmails }))
      this.options.onWithheldText?.(typing.text);
    if (this.last === typing.step) this.last = step;
    if (step.value !== undefined || step.secret !== typing.step.secret) out.upsert.push(step);
  }

  /** Whether this key, typed now in `window`, starts a step (the caller then needs a screenshot). */
  wouldStartStep(input: StepKeyInput, window: WindowInfo): boolean {
    if (input.kind === 'key' || input.kind === 'shortcut') return true;
    if (input.kind === 'char') return !this.typing || !sameWindow(this.typing.window, window);
    return false;
  }

  pointerDown(input: PressInput): Effects {
    const out = this.effects();
    this.endTyping(out);
    const point = toViewportPoint(input.shot.monitor, input.point, input.shot.size);
    const previous = this.last;
    if (input.button === 1 && input.clicks >= 2 && previous?.action === 'CLICK') {
      // The second press of a double click: the first press's screenshot shows the screen before.
      const step: DesktopStep = { ...previous, action: 'DOUBLE_CLICK' };
      this.last = step;
      this.press = null;
      out.upsert.push(step);
      out.discard.push(input.shot.image);
      return out;
    }
    const action = input.button === 2 ? 'RIGHT_CLICK' : 'CLICK';
    const step: DesktopStep = { ...this.base(action, input.time, input.window, input.shot), point };
    this.last = step;
    this.press = action === 'CLICK' ? { step, shot: input.shot, point: input.point } : null;
    out.upsert.push(step);
    return out;
  }

  pointerUp(input: { time: number; point: GlobalPoint }): Effects {
    const out = this.effects();
    const press = this.press;
    this.press = null;
    if (!press || this.last !== press.step) return out;
    const start = press.step.point ?? { x: 0, y: 0 };
    const end = toViewportPoint(press.shot.monitor, input.point, press.shot.size);
    if (Math.hypot(end.x - start.x, end.y - start.y) < DRAG_THRESHOLD) return out;
    const step: DesktopStep = { ...press.step, action: 'DRAG', endPoint: end };
    this.last = step;
    out.upsert.push(step);
    return out;
  }

  /**
   * A key press; `shot` is required when `wouldStartStep` said so (otherwise it is discarded), and
   * `role` is what the system said of the focused element then (asked only for a new burst).
   */
  key(
    time: number,
    input: StepKeyInput,
    window: WindowInfo,
    shot: Shot | null,
    role: FieldRole = 'unknown',
  ): Effects {
    const out = this.effects();
    const unused = () => {
      if (shot) out.discard.push(shot.image);
    };
    if (input.kind === 'ignore') {
      unused();
      return out;
    }
    if (input.kind === 'backspace') {
      if (this.typing) {
        this.typing.text = this.typing.text.slice(0, -1);
      }
      unused();
      return out;
    }
    if (input.kind === 'char') {
      if (this.typing && sameWindow(this.typing.window, window)) {
        this.typing.text += input.char;
        unused();
        return out;
      }
      this.endTyping(out);
      if (!shot) return out;
      // Written now, without the text: a password field is marked as such from its first key.
      const step: DesktopStep = {
        ...this.base('TYPE', time, window, shot),
        valueWithheld: true,
        ...(role === 'password' ? { secret: true } : {}),
      };
      this.typing = { step, text: input.char, window, role };
      this.last = step;
      out.upsert.push(step);
      return out;
    }
    this.endTyping(out);
    this.press = null;
    if (!shot) return out;
    const step: DesktopStep = { ...this.base('KEY', time, window, shot), key: input.key };
    this.last = step;
    out.upsert.push(step);
    return out;
  }

  /** The active window changed (seen between events): the typing burst ends. */
  windowChanged(window: WindowInfo): Effects {
    const out = this.effects();
    if (this.typing && !sameWindow(this.typing.window, window)) this.endTyping(out);
    return out;
  }

  /** Stop: the last burst ends. */
  finish(): Effects {
    const out = this.effects();
    this.endTyping(out);
    this.press = null;
    return out;
  }
}
