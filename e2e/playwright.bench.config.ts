import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench`: the editor's speed, measured in the browser; figures are printed, not asserted.
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: '**/*.bench.ts',
  reporter: 'list',
  workers: 1,
  fullyParallel: false,
  // A benchmark measures however slow the machine is: on one core, the editor's takes over 30 s.
  timeout: 180_000,
});
