import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Any connection that leaves this machine fails the test (docs/conventions.md, Tests).
    setupFiles: ['../../packages/shared/src/testing/networkGuard.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two cores do not gain from more parallel PGlite instances.
    maxWorkers: 2,
    // Files share a worker's loaded modules instead of importing the whole server again each
    // (import time was 40 % of the suite). Every file builds its own app and database, and no module
    // keeps state between apps, so nothing leaks; a test that needs a fresh module graph must say so.
    isolate: false,
    // CI's machine is shared: a test that bounds time (renders, restarts, floods) gets one more try
    // there, and `npm test` names every test that needed it. Locally a failure is a failure.
    retry: process.env.CI ? 1 : 0,
  },
});
