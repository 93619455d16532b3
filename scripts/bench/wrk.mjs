// Runs wrk against one URL (bounded by duration) and reads requests/s and latency percentiles.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { capture } from '../lib/run.mjs';

/** @returns {Promise<{ rps: number, p50: number, p99: number, errors: number }>} latencies in ms */
export async function wrk(url, { headers = {}, duration, connections, threads, workDir }) {
  const args = [`-t${threads}`, `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '5s'];
  if (Object.keys(headers).length > 0) {
    const script = path.join(workDir, `headers-${Date.now()}.lua`);
    const lines = Object.entries(headers).map(
      ([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`,
    );
    writeFileSync(script, `${lines.join('\n')}\n`);
    args.push('-s', script);
  }
  const output = await capture('wrk', [...args, url]);
  return parseWrk(output);
}

export function parseWrk(output) {
  const rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN);
  const percentile = (p) => {
    const match = output.match(new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm'));
    if (!match) return Number.NaN;
    const factor = { us: 0.001, ms: 1, s: 1000 }[match[2]];
    return Number(match[1]) * factor;
  };
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socketErrors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return { rps, p50: percentile(50), p99: percentile(99), errors };
}
