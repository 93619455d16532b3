import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Any connection that leaves this machine fails the test (CONVENTIONS.md, Tests).
    setupFiles: ['src/testing/networkGuard.ts'],
  },
});
