import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { playwrightChromiumArgs, testChromiumPath } from './scripts/chromium.mjs';

// E2E_PORT lets a second checkout run its suite beside this one (astro preview serves one site per port).
const PORT = Number(process.env.E2E_PORT ?? 4321);

if (!testChromiumPath) {
  throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH.');
}

/** Browser tests run against the built site (`dist/`) served by `astro preview`, in the system Chromium's headless shell. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers at least, on CI or not: Playwright's default, half the cores, is one on a 2-core machine, where the
  // suite took 16.1 minutes against 11.1 with two (each worker's browser waits on its own pages part of the time).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 30_000,
  // An assertion waits for what a reader waits for (a result, a hydrated island) on a loaded 2-core machine. Speed is
  // measured by `npm run bench`, never by how long a test waited.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    // A service worker answers from its cache and bypasses page.route(): only the offline tests let it run.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: playwrightChromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: `astro preview --port ${PORT}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
