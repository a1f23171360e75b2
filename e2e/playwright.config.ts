import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Playwright cannot download its own browsers on our machines, so the suite uses the system
 * Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and falls back to Playwright's own browser where
 * neither exists, as on a developer laptop.
 */
const systemChromium = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium'].find(
  (path): path is string => !!path && existsSync(path),
);

const port = Number(process.env['E2E_PORT'] ?? 4310);

export default defineConfig({
  testDir: 'tests',
  outputDir: 'output/results',
  fullyParallel: true,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: 'output/report.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          ...(systemChromium ? { executablePath: systemChromium } : {}),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--no-first-run',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // Serves the production builds of both apps from one origin, as `npm start` does.
  webServer: {
    command: `sirv ../dist/site --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/editor/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 30_000,
  },
});
