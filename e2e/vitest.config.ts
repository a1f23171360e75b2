import { defineConfig } from 'vitest/config';

// Vitest runs the workspace checks; the browser tests in tests/ belong to Playwright.
export default defineConfig({ test: { include: ['workspace/**/*.test.ts'] } });
