/**
 * A worker thread's entry, given the calling module's URL (`import.meta.url`): from the bundle
 * (dist/*.js) the bundled file beside it, from source (tsx, vitest) the TypeScript file, loaded
 * through tsx, because Node 20 does not apply `--import tsx` to a worker's entry.
 */
export function workerEntry(
  callerUrl: string,
  files: { bundled: string; source: string },
): [string | URL, { eval?: boolean }] {
  if (!callerUrl.endsWith('.ts')) return [new URL(files.bundled, callerUrl), {}];
  const entry = new URL(files.source, callerUrl).href;
  return [
    `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true },
  ];
}
