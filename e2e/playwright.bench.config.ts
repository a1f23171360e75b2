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
});
