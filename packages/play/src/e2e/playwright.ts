/**
 * The Playwright set-up of both apps: Debian's Chromium, never a downloaded browser (toolchain
 * pitfall 11), against the app's static build served by `vite preview` on its own port (pitfall 12),
 * one worker, and a JSON report for the test summary. Build the app first (turbo's e2e task does).
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

export { CHROMIUM_ARGS, chromiumPath };

export interface AppTestOptions {
  /** The app's short name: its report is `.reports/<name>.playwright.json` at the repository root. */
  readonly name: string;
  readonly port: number;
}

export function appTestConfig({ name, port }: AppTestOptions): PlaywrightTestConfig {
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
