/**
 * The Playwright set-up of both apps: Debian's Chromium (see chromium.mjs), never a downloaded
 * browser, against the app's static build served by `vite preview` on 127.0.0.1 and a port of its
 * own (--strictPort: a port taken is an error, not another port), one worker, and a JSON report for
 * the test summary. Build the app first (turbo's e2e task does).
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

export { CHROMIUM_ARGS, chromiumPath };

export interface AppTestOptions {
  /** The app's short name: its report is `.reports/<name>.playwright.json` at the repository root. */
  readonly name: string;
  readonly port: number;
}

/**
 * `E2E_PORT_OFFSET` moves the server (default 0): two checkouts of the repository can then run their
 * browser tests at once on one machine without taking each other's port.
 */
export function appTestConfig({ name, port: basePort }: AppTestOptions): PlaywrightTestConfig {
  const port = basePort + portOffset(process.env.E2E_PORT_OFFSET);
  const origin = `http://127.0.0.1:${port}`;
  return defineConfig({
    testDir: 'e2e',
    outputDir: 'test-results',
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: `../../.reports/${name}.playwright.json` }]],
    use: {
      baseURL: origin,
      launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
      trace: 'off',
    },
    projects: [
      {
        name: 'desktop',
        use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
      },
    ],
    webServer: {
      command: `vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: origin,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  });
}

function portOffset(text: string | undefined): number {
  if (text === undefined || text === '') return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0 || n > 60_000)
    throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 60000, not ${JSON.stringify(text)}`);
  return n;
}
