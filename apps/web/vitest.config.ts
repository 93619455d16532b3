import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Any connection that leaves this machine fails the test (docs/conventions.md, Tests).
    setupFiles: ['../../packages/shared/src/testing/networkGuard.ts', 'src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Screen tests render whole pages in jsdom; on two busy cores 5 s is too tight to be a signal.
    testTimeout: 20_000,
    // Vitest takes one core fewer than the machine has: on CI's two cores that is one worker, and
    // these 122 jsdom files then take six minutes.
    maxWorkers: 2,
  },
});
