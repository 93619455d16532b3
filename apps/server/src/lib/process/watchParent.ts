/**
 * Names the process that started this one and whose death should stop it: `npm start`
 * (scripts/start.mjs) for the server, the cluster's primary for each of its server processes.
 */
export const STOP_WITH_PARENT_VARIABLE = 'SUPPORT_STOP_WITH_PARENT';

/**
 * Calls `stop` when the parent named in SUPPORT_STOP_WITH_PARENT is gone: a parent killed outright
 * (SIGKILL from a process manager giving up) cannot pass a signal on, but this process is then
 * re-parented, notices within a second, and stops rather than holding the port and the database
 * alone. `stop` is called again every second until the process exits, so it must be idempotent.
 */
export function watchParent(stop: () => void): void {
  const parent = Number(process.env[STOP_WITH_PARENT_VARIABLE]);
  if (!Number.isInteger(parent) || parent <= 0) return;
  const check = () => {
    if (process.ppid !== parent) stop();
  };
  check();
  setInterval(check, 1000).unref();
}
