import { defineConfig } from '@playwright/test';

// Filled in by the end-to-end work: drives the built product in Debian's Chromium.
export default defineConfig({ testDir: './tests' });
