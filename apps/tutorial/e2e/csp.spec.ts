/**
 * Deployable under a strict Content-Security-Policy (issue 18): the build is served the way a
 * static host serves it, with exactly the headers the build ships (build/_headers), and a lesson
 * step is completed with the Hint button (the solver runs in the tutor's Web Worker), with no CSP
 * violation and no console error on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseHeadersFile, startStaticHost, type StaticHost } from '../../../scripts/static-host.mjs';
import { solveWithHints } from './helpers.ts';

const BUILD = fileURLToPath(new URL('../build', import.meta.url));
const SHIPPED = parseHeadersFile(readFileSync(`${BUILD}/_headers`, 'utf8'));

/** The address of every prerendered page of the build (`index.html` is `/`, `rules/x.html` is `/rules/x`). */
const PAGES = readdirSync(BUILD, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.html') && f !== '200.html')
  .map(
    (f) =>
      `/${f
        .replace(/\\/g, '/')
        .replace(/(^|\/)index\.html$/, '')
        .replace(/\.html$/, '')}`,
  )
  .sort();

let host: StaticHost;
test.beforeAll(async () => {
  host = await startStaticHost({ root: BUILD });
});
test.afterAll(async () => {
  await host.close();
});

/** Collects CSP violations (the document's event) and console errors from the start of every page. */
async function watch(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { __cspViolation: (t: string) => Promise<void> }).__cspViolation(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

async function openHosted(page: Page, path: string): Promise<void> {
  const response = await page.goto(host.origin + path);
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(SHIPPED[0]?.headers ?? {}))
    expect(headers[name.toLowerCase()], name).toBe(value);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

test('the shipped headers are strict: no inline script without its hash, no framing', () => {
  expect(SHIPPED.map((r) => r.pattern)).toEqual(['/*']);
  const policy = SHIPPED[0]?.headers['Content-Security-Policy'] ?? '';
  expect(policy).toMatch(/(^|; )script-src 'self'( 'sha256-[\w+/=]+')+(;|$)/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(SHIPPED[0]?.headers).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  });
});

test('under the shipped headers: a step is completed with hints from the worker, no violation', async ({
  page,
}) => {
  const problems = await watch(page);
  await openHosted(page, '/');
  await expect(page.getByTestId('course-freecell')).toBeVisible();
  await openHosted(page, '/learn/freecell/send-home');
  await solveWithHints(page);
  await expect(page.getByTestId('success')).toContainText(/Perfect/);
  // A generated house-rules course comes from the fallback page.
  await openHosted(page, '/house/bakers-game');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('every prerendered page hydrates under the shipped headers, with no violation', async ({ page }) => {
  const problems = await watch(page);
  expect(PAGES.length).toBeGreaterThan(10);
  for (const path of PAGES) {
    await openHosted(page, path);
    await expect(page.locator('h1').first(), path).toBeVisible();
  }
  expect(problems).toEqual([]);
});
