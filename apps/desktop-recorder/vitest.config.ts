import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Any connection that leaves this machine fails the test (docs/conventions.md, Tests).
    setupFiles: ['../../packages/shared/src/testing/networkGuard.ts'],
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
