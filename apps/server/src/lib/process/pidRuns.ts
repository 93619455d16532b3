import { readFileSync } from 'node:fs';

/**
 * Whether a process with this id runs (EPERM: it runs, as another user). A zombie does not: it
 * has exited and holds nothing, but answers kill(pid, 0) until its parent reaps it, which after a
 * SIGKILL to a whole process tree can be later than a supervisor's immediate restart.
 */
export function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
  const state = linuxStateOf(pid);
  return state !== 'Z' && state !== 'X';
}

/** The state letter of /proc/<pid>/stat (Linux); null where there is no /proc (macOS, Windows). */
function linuxStateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: the state follows its last ')'.
    return stat.charAt(stat.lastIndexOf(')') + 2) || null;
  } catch {
    return null;
  }
}
