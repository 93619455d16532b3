import { execFile } from 'node:child_process';

/** Runs a program and gives its stdout; rejects on an error, a non-zero exit or the timeout. */
export type RunCommand = (command: string, args: string[], timeoutMs: number) => Promise<string>;

export const runCommand: RunCommand = (command, args, timeoutMs) =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout: timeoutMs, windowsHide: true, encoding: 'utf8' }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

/** The promise's value, or `fallback` once `ms` have passed or when it rejects. */
export function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    timer.unref?.();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}
