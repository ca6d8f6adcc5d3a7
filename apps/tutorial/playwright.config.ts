import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (toolchain pitfall 11); the built site served by
// `vite preview` (pitfall 12). Build first (`pnpm --filter @cascade/tutorial build`; turbo's e2e task does).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../../.reports/tutorial.playwright.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4174',
    launchOptions: { executablePath: chromium, args },
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
  ],
  webServer: {
    command: 'vite preview --host 127.0.0.1 --port 4174 --strictPort',
    url: 'http://127.0.0.1:4174',
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
