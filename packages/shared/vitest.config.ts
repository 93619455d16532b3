import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Any connection that leaves this machine fails the test (docs/conventions.md, Tests).
    setupFiles: ['src/testing/networkGuard.ts'],
  },
});
