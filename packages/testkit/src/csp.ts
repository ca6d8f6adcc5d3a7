/**
 * The browser tests of an app's security headers, shared by both apps' e2e/csp.spec.ts:
 * the build is served the way a static host serves it (static-host.mjs), with exactly the headers
 * it ships (build/_headers), and the app's own play test, every prerendered page and an attempt to
 * frame a page run under them, failing on any CSP violation, console error or page error.
 */
import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { prerenderedPages, startStaticHost, type StaticHost } from './static-host.mjs';

/** Opens a path of the hosted build, checks the shipped headers came with it, waits for hydration. */
export type Visit = (path: string) => Promise<void>;

/** The app's own test on the hosted build (plays a move, completes a step), given `visit`. */
export type CspPlay = (page: Page, visit: Visit) => Promise<void>;

/**
 * Collects, from the start of every page, CSP violations (the document's securitypolicyviolation
 * events; those of workers reach the console) and console and page errors.
 */
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

/**
 * Declares the suite in the calling spec file: `build` is the app's build folder (a file: URL or
 * an absolute path), `title` and `play` the app's own test on it.
 */
export function cspSuite(
  buildFolder: URL | string,
  title: string,
  play: CspPlay,
  /** Brings the app's engine Web Worker up (where the solver and its WebAssembly kernels run). */
  startEngine: CspPlay,
): void {
  const build = typeof buildFolder === 'string' ? buildFolder : fileURLToPath(buildFolder);
  let host: StaticHost;
  test.beforeAll(async () => {
    host = await startStaticHost({ root: build });
  });
  test.afterAll(async () => {
    await host.close();
  });
  const shipped = () => host.rules[0]?.headers ?? {};
  const visitor =
    (page: Page): Visit =>
    async (path) => {
      const response = await page.goto(host.origin + path);
      const headers = response?.headers() ?? {};
      for (const [name, value] of Object.entries(shipped()))
        expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };

  test('the shipped headers are strict: no inline script without its hash, no framing', () => {
    expect(host.rules.map((r) => r.pattern)).toEqual(['/*']);
    const policy = shipped()['Content-Security-Policy'] ?? '';
    // WebAssembly may compile (the solver's kernels); JavaScript from strings may not run.
    expect(policy).toMatch(/(^|; )script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toMatch(/(^|; )style-src-elem 'self'( 'sha256-[\w+/=]+')+(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(shipped()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    });
  });

  test(`under the shipped headers: ${title}, with no violation`, async ({ page }) => {
    const problems = await watch(page);
    await play(page, visitor(page));
    expect(problems).toEqual([]);
  });

  test('the engine worker may compile WebAssembly (the solver’s kernels) under the shipped headers', async ({
    page,
  }) => {
    const started = page.waitForEvent('worker');
    await startEngine(page, visitor(page));
    const worker = await started;
    // An empty module: compiling it is what the policy allows or refuses ('wasm-unsafe-eval').
    const compiled = await worker.evaluate(() => {
      try {
        new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
        return 'compiles';
      } catch (e) {
        return `refused: ${e instanceof Error ? e.message : String(e)}`;
      }
    });
    expect(compiled).toBe('compiles');
  });

  test('every prerendered page hydrates under the shipped headers, with no violation', async ({ page }) => {
    const problems = await watch(page);
    const pages = prerenderedPages(build);
    expect(pages.length).toBeGreaterThan(10);
    // One test visits every page (the tutorial has some 60): its time is allowed page by page, as a
    // test of one page is allowed its own, or a loaded machine times it out half-way.
    test.setTimeout(30_000 + pages.length * 5_000);
    for (const path of pages) {
      await visitor(page)(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('every path carries the shipped headers: pages, the fallback, a missing page, scripts, data, the manifest', async ({
    request,
  }) => {
    const files = readdirSync(build, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && !f.name.startsWith('_'))
      .map((f) => `/${relative(build, join(f.parentPath, f.name)).split(sep).join('/')}`);
    // A file of each kind the build ships (.html, .js, .css, .json, .svg, .webmanifest, …).
    const byKind = new Map<string, string>();
    for (const f of files) if (!byKind.has(extname(f))) byKind.set(extname(f), f);
    const paths = ['/', '/play/freecell/5', '/no/such/page', '/%E2%80%AE', ...byKind.values()];
    expect(byKind.has('.js')).toBe(true);
    for (const path of paths) {
      const response = await request.get(host.origin + path);
      const headers = response.headers();
      for (const [name, value] of Object.entries(shipped()))
        expect(headers[name.toLowerCase()], `${path}: ${name}`).toBe(value);
    }
  });

  test('a page cannot be framed', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') refused.push(m.text());
    });
    await page.setContent(`<iframe src="${host.origin}/"></iframe>`);
    await expect.poll(() => refused.join('\n')).toMatch(/frame-ancestors/);
  });
}
