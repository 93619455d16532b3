import { join } from 'node:path';
import { causes, NATIVE_PURPOSE, NativeModuleError, type NativeModuleName } from '../capture/native';
import { loadCapture } from '../capture/screen';
import { MESSAGES, type UiLanguage } from '../i18n/messages';
import { showMessageBox } from './messageBox';

/**
 * Failures the person must hear about although the recorder keeps running (issue 44 item 5a): a
 * native module that did not load. Each is written to the log at once, listed in the control
 * window's state, and, when no control window showed it within `pageWaitMs` (none opened, or the
 * page never asked), shown in a native message box naming the module and what to do.
 */

export type Problem = { module: NativeModuleName; purpose: 'input' | 'capture'; error: string };

export type ProblemsOptions = {
  dataDir: string;
  log: (message: string) => void;
  changed: () => void;
  language: () => UiLanguage;
  /** Tests: how the box is shown (default: messageBox.ts). */
  showMessageBox?: (title: string, text: string) => boolean;
};

export const logPath = (dataDir: string) => join(dataDir, 'recorder.log');

/** The problem in the person's language, as the page and the message box say it. */
export function problemText(problem: Problem, language: UiLanguage, log: string): string {
  const m = MESSAGES[language];
  return `${m.nativeFailed[problem.purpose].replace('{module}', problem.module)}\n\n${m.nativeFailedWhat
    .replace('{log}', log)
    .replace('{error}', problem.error)}`;
}

export class Problems {
  readonly list: Problem[] = [];
  /** Whether a control page has read the state since the last problem came. */
  private seen = true;

  constructor(private readonly options: ProblemsOptions) {}

  report(error: NativeModuleError): Problem {
    const known = this.list.find((problem) => problem.module === error.module);
    if (known) return known;
    const problem: Problem = {
      module: error.module,
      purpose: NATIVE_PURPOSE[error.module],
      error: error.message,
    };
    this.list.push(problem);
    const chain = causes(error.cause).map((cause) => (cause as Error)?.stack ?? String(cause));
    this.options.log(
      `native module ${error.module} failed to load: ${chain.join('\ncaused by: ') || error.message}`,
    );
    this.seen = false;
    this.options.changed();
    return problem;
  }

  /** What the page gets; reading it counts as shown. */
  forPage(): Problem[] {
    this.seen = true;
    return this.list;
  }

  /**
   * After a problem: waits for the control window to have shown it; if it did not (`windowOpened`
   * false, or no page read the state in time), shows the message box. Whether the box was shown.
   */
  async speakUp(windowOpened: Promise<boolean>, pageWaitMs = 15_000): Promise<boolean> {
    if (this.list.length === 0) return false;
    if (await windowOpened) {
      const until = Date.now() + pageWaitMs;
      while (!this.seen && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 250));
      if (this.seen) return false;
    }
    const language = this.options.language();
    const text = this.list
      .map((problem) => problemText(problem, language, logPath(this.options.dataDir)))
      .join('\n\n');
    const shown = (this.options.showMessageBox ?? showMessageBox)(MESSAGES[language].nativeFailedTitle, text);
    this.options.log(shown ? 'the failure was shown in a message box' : 'no message box could be shown');
    return shown;
  }
}

/**
 * At start: loads the capture module once (it is loaded lazily, so a failure is caught here and
 * not at import). Whether it loaded; a failure is reported through `problems`.
 */
export async function probeCapture(problems: Problems): Promise<boolean> {
  try {
    await loadCapture();
    return true;
  } catch (error) {
    if (!(error instanceof NativeModuleError)) throw error;
    problems.report(error);
    return false;
  }
}
