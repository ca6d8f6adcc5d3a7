/**
 * Deployable under a strict Content-Security-Policy (issue 18): the build is served the way a
 * static host serves it, with exactly the headers the build ships (build/_headers), and a game is
 * played, the engine worker answers, the service worker takes over, the QR code (a data: image)
 * draws, with no CSP violation and no console error on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseHeadersFile, startStaticHost, type StaticHost } from '../../../scripts/static-host.mjs';
import { expectMoves, moveCount, topOf } from './helpers.ts';

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
  // Exactly the shipped headers, on the page itself.
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
  expect(policy).toMatch(/(^|; )style-src-elem 'self'( 'sha256-[\w+/=]+')+(;|$)/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(SHIPPED[0]?.headers).toMatchObject({
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  });
});

test('under the shipped headers: a deal is played, the engine and the service worker run, no violation', async ({
  page,
}) => {
  const problems = await watch(page);

  // The prerendered home page, then a deal through the fallback page.
  await openHosted(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openHosted(page, '/play/freecell/5');
  await expect(page.locator('[data-card]')).toHaveCount(52);
  await topOf(page, 'c0').click();
  await page.getByRole('button', { name: 'Free cell 1', exact: true }).click({ force: true });
  // (Safe cards may follow to the foundations by themselves.)
  await expect.poll(() => moveCount(page)).toBeGreaterThan(0);
  // The engine (a Web Worker) reaches a verdict.
  await expect(page.locator('[data-winnability]')).toHaveAttribute('data-winnability', /winnable|lost/);
  // The service worker installs and takes over.
  await page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    if (!reg.active) throw new Error('no active service worker');
  });
  const moves = await moveCount(page);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expectMoves(page, moves);

  // The house-rules page draws its share QR code, a data: image.
  await openHosted(page, '/house-rules');
  const qr = page.locator('img[src^="data:image/svg+xml"]').first();
  await expect(qr).toBeVisible();
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  expect(problems).toEqual([]);
});

test('a page cannot be framed', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  await page.setContent(`<iframe src="${host.origin}/"></iframe>`);
  await expect.poll(() => problems.join('\n')).toMatch(/frame-ancestors|X-Frame-Options|refused/i);
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
