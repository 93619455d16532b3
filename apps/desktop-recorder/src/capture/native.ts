/**
 * The two native modules, loaded only when first needed and never at import time: a prebuilt
 * binary that does not load (a system too old or too new for it, Wine, a virus scanner that took
 * the file) must not end the recorder before it can say so. A failure is kept, with the module's
 * name, so the control window, the log, the self-test and a message box can all report it.
 */

export type NativeModuleName = 'uiohook-napi' | 'node-screenshots';

/** What each module is for, as the messages name it. */
export const NATIVE_PURPOSE: Record<NativeModuleName, 'input' | 'capture'> = {
  'uiohook-napi': 'input',
  'node-screenshots': 'capture',
};

export type NativeStatus = { module: NativeModuleName; loaded: boolean; error: string | null };

export class NativeModuleError extends Error {
  constructor(
    readonly module: NativeModuleName,
    cause: unknown,
  ) {
    super(`${module} could not be loaded: ${describeLoadError(cause)}`, { cause });
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  // Windows' messages end their lines with \r\n ("Module not found.\r\n").
  return (text.split(/\r?\n/).find((line) => line.trim()) ?? text).trim();
}

/** An error and its causes, outermost first (a few at most). */
export function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let at = error; at !== undefined && at !== null && chain.length < 6; at = (at as Error).cause)
    chain.push(at);
  return chain;
}

/**
 * What went wrong, in a line: napi-rs modules (node-screenshots) say "Cannot find native binding…
 * try npm i", which helps no one who unpacked a zip; the real reason (a missing system function,
 * a file not found) is in its causes, so those are named instead when there are any.
 */
export function describeLoadError(error: unknown): string {
  const lines = causes(error).map(firstLine);
  const useful = lines.filter((line) => !line.startsWith('Cannot find native binding'));
  return (useful.length > 0 ? useful : lines).join('; ');
}

type Importers = { [K in NativeModuleName]: () => Promise<unknown> };

// Literal specifiers: esbuild keeps each as a require() of the external module in the bundle.
const defaultImporters: Importers = {
  'uiohook-napi': () => import('uiohook-napi'),
  'node-screenshots': () => import('node-screenshots'),
};

let importers: Importers = defaultImporters;
const loading = new Map<NativeModuleName, Promise<unknown>>();
const statuses = new Map<NativeModuleName, NativeStatus>();

/** Loads a module once; a failure rejects with NativeModuleError every time it is asked again. */
export function loadNative<T>(module: NativeModuleName): Promise<T> {
  let pending = loading.get(module);
  if (!pending) {
    pending = Promise.resolve()
      .then(() => importers[module]())
      .then(
        (loaded) => {
          statuses.set(module, { module, loaded: true, error: null });
          return loaded;
        },
        (error: unknown) => {
          const failure = new NativeModuleError(module, error);
          statuses.set(module, { module, loaded: false, error: failure.message });
          throw failure;
        },
      );
    loading.set(module, pending);
  }
  return pending as Promise<T>;
}

/** The modules asked for so far and how that went. */
export function nativeStatuses(): NativeStatus[] {
  return [...statuses.values()];
}

/** Tests: other importers (a module that throws on import), and a fresh start. */
export function setNativeImporters(next: Partial<Importers> | null): void {
  importers = next ? { ...defaultImporters, ...next } : defaultImporters;
  loading.clear();
  statuses.clear();
}
