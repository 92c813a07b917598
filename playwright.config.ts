import { defineConfig, devices } from '@playwright/test';

import { BASE_URL, OIDC_PORT, PORT } from './e2e/support/env';
const SINK_SMTP_PORT = process.env.SINK_SMTP_PORT ?? '2525';
const SINK_HTTP_PORT = process.env.SINK_HTTP_PORT ?? '2580';

// Debian's Chromium: Playwright cannot download its own browser on these machines.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs about a fifth of the browser suite's CPU, which is what bounds it on
    // CI's two cores (axe on 27 screens: 126 -> 103 CPU-seconds); CI keeps no artifacts anyway.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: [
    {
      command: 'node --import tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${SINK_HTTP_PORT}/messages`,
      env: { SINK_SMTP_PORT, SINK_HTTP_PORT },
      reuseExistingServer: false,
    },
    {
      // The real built app (npm run build runs first), on a fresh SQLite database.
      command: `rm -rf .tmp/e2e-data-${PORT} && node apps/server/dist/server.js`,
      url: `${BASE_URL}/api/health`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: `.tmp/e2e-data-${PORT}`,
        ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
        PUBLIC_URL: BASE_URL,
        // The single sign-on journey's OpenID Connect provider, started by the test on loopback.
        TRUSTED_ORIGINS: `http://127.0.0.1:${OIDC_PORT}`,
        SMTP_URL: `smtp://127.0.0.1:${SINK_SMTP_PORT}`,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_IP: '10000',
        AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
