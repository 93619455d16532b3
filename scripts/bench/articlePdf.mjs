// Bench case of the article PDF (issue 49): a 30-step recorded article (1280×800 screenshots with
// their annotations, as the recording pipeline made them) downloaded as a PDF from the built server,
// GET help-articles/{id}/pdf: seconds per PDF (median of RUNS, after one cold run) and the
// server's peak memory (VmHWM) over its idle size. In `npm run bench` as BENCH_ONLY=articlePdf.
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../lib/run.mjs';
import { api } from './contract.mjs';
import { manifest, uploadAndWait } from './recording.mjs';
import { writeScreenshots } from './screenshots.mjs';
import { signUpCompany, startBenchServer } from './server.mjs';

const STEPS = 30;
const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 5);

function memoryKb(pid, field) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

export async function benchArticlePdf({ workDir, cleanups }) {
  const shotsDir = path.join(workDir, 'pdf-shots');
  mkdirSync(shotsDir, { recursive: true });
  const sharp = createRequire(path.join(root, 'apps/server/package.json'))('sharp');
  const shots = await writeScreenshots(sharp, shotsDir, { count: STEPS });
  const images = shots.map((shot) => readFileSync(shot.file));
  const dataDir = path.join(workDir, 'pdf-data');
  const first = await startBenchServer({ dataDir, cleanups });
  const token = await signUpCompany(first.url, { name: 'Bench PDF', plan: 'prod_business' });
  const { articleId } = await uploadAndWait(first.url, token, { manifest: manifest(shots), images });
  await first.stop();
  // A fresh start of the same data: the peak is the PDF's, not the recording pipeline's.
  const server = await startBenchServer({ dataDir, cleanups });
  const idleKb = memoryKb(server.pid, 'VmRSS');

  const download = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}${api.API_PREFIX}/help-articles/${articleId}/pdf`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`PDF answered ${response.status}: ${await response.text()}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    return { ms: performance.now() - started, bytes };
  };
  const cold = await download();
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await download());
  const peakKb = memoryKb(server.pid, 'VmHWM');
  await server.stop();

  console.log(`\nArticle PDF: ${STEPS} steps of 1280×800 screenshots, built server, embedded database`);
  console.log(`  cold (first after start)   ${(cold.ms / 1000).toFixed(2)} s`);
  console.log(`  median of ${RUNS}              ${(median(runs.map((r) => r.ms)) / 1000).toFixed(2)} s`);
  console.log(`  PDF size                   ${(runs[0].bytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(
    `  server memory              idle ${(idleKb / 1024).toFixed(0)} MB, peak ${(peakKb / 1024).toFixed(0)} MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { mkdtempSync, rmSync } = await import('node:fs');
  const os = await import('node:os');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pdf-'));
  const cleanups = [];
  try {
    await benchArticlePdf({ workDir, cleanups });
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(workDir, { recursive: true, force: true });
  }
}
