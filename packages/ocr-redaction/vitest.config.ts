import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Any connection that leaves this machine fails the test (docs/conventions.md, Tests): OCR fetches nothing.
    setupFiles: ['../shared/src/testing/networkGuard.ts'],
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
