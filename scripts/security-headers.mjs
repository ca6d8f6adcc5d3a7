// The security headers both apps ship with their static build, for a host to send with every
// response: a strict Content-Security-Policy (no inline script runs unless its hash is listed),
// X-Content-Type-Options, frame-ancestors (and X-Frame-Options for old browsers) and
// Referrer-Policy. Plain JavaScript: static-site.mjs, which both apps' svelte.config.js use, imports it.
//
// SvelteKit (kit.csp, mode 'hash') writes each prerendered page's policy into a <meta> tag, with
// the hashes of that page's inline script and inlined stylesheet. A <meta> policy cannot carry
// frame-ancestors, and a host sends one policy for every path (the fallback page answers any
// address), so after the adapter has written the build, `withSecurityHeaders` reads every page's
// policy, joins their hashes into one header policy, checks that every inline script and style of
// every page is covered by it, and writes:
//
//   build/_headers                      Netlify / Cloudflare Pages format (and the e2e static host's)
//   build/_redirects                    the fallback page for every other address (same hosts)
//   build/security-headers.nginx.conf   the same headers as nginx `add_header` lines
//
// Style attributes keep 'unsafe-inline' (style-src-attr only): Svelte renders `style:` directives
// and CSS custom properties (a card's position, a pile's --i) as style attributes, in the
// prerendered HTML and in the templates it clones in the browser, and those cannot be hashed one by
// one. A style attribute cannot run script; what it could do (load an image from elsewhere) is shut
// off by img-src and default-src. <style> elements, like scripts, need their hash.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** @typedef {Record<string, string[]>} Directives directive name → sources, unquoted (`self`, `sha256-…`) */
/** @typedef {NonNullable<NonNullable<NonNullable<import('@sveltejs/kit').Config['kit']>['csp']>['directives']>} KitDirectives */

/**
 * The policy before SvelteKit adds each page's hashes (SvelteKit's directive names and source words).
 * @type {Readonly<Directives>}
 */
export const BASE_DIRECTIVES = Object.freeze({
  'default-src': ['self'],
  // 'wasm-unsafe-eval' lets WebAssembly modules compile (the solver's kernels, in the engine's
  // worker) and nothing else: JavaScript eval stays refused ('unsafe-eval' is not given).
  'script-src': ['self', 'wasm-unsafe-eval'],
  'style-src': ['self'],
  'style-src-elem': ['self'],
  'style-src-attr': ['unsafe-inline'],
  // The QR code of a shared link is an <img> of a data: URL (apps/web QrCode.svelte).
  'img-src': ['self', 'data:'],
  'font-src': ['self'],
  'connect-src': ['self'],
  // The engine's Web Worker and the game's service worker are files of the build.
  'worker-src': ['self'],
  'manifest-src': ['self'],
  'object-src': ['none'],
  'base-uri': ['none'],
  'form-action': ['self'],
  'frame-ancestors': ['none'],
});

/**
 * The other headers, the same on every response.
 * @type {Readonly<Record<string, string>>}
 */
export const OTHER_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // frame-ancestors 'none' for browsers that do not read it.
  'X-Frame-Options': 'DENY',
});

const QUOTED = new Set([
  'self',
  'none',
  'unsafe-inline',
  'unsafe-eval',
  'wasm-unsafe-eval',
  'strict-dynamic',
  'report-sample',
]);
/** @param {string} text */
const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * The inline scripts and <style> elements of an HTML page, as their texts.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
function inlineCode(html) {
  // Data blocks (<script type="application/json">) run nothing and need no hash.
  const scripts = [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\ssrc=/.test(m[1] ?? '') && !/\stype="application\/(?:ld\+)?json"/.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  return { scripts, styles };
}

/** @param {Readonly<Directives>} directives */
const copy = (directives) => Object.fromEntries(Object.entries(directives).map(([k, v]) => [k, [...v]]));

/**
 * kit.csp's directives for an app: BASE_DIRECTIVES plus the hashes of the inline scripts of its
 * src/app.html (SvelteKit hashes only the scripts it writes itself).
 * @param {{ appHtml: string }} options
 * @returns {KitDirectives}
 */
export function cspDirectives({ appHtml }) {
  const { scripts } = inlineCode(readFileSync(appHtml, 'utf8'));
  const directives = copy(BASE_DIRECTIVES);
  directives['script-src'] = [...(directives['script-src'] ?? []), ...scripts.map(sha256)];
  return /** @type {KitDirectives} */ (/** @type {unknown} */ (directives));
}

/**
 * A policy string from directives: `default-src 'self'; img-src 'self' data:`.
 * @param {Readonly<Directives>} directives
 */
export function formatPolicy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) =>
      [name, ...sources.map((s) => (QUOTED.has(s) || /^sha\d{3}-/.test(s) ? `'${s}'` : s))].join(' '),
    )
    .join('; ');
}

/**
 * Parses a policy string into directives (source words unquoted, as in BASE_DIRECTIVES).
 * @param {string} policy
 * @returns {Directives}
 */
export function parsePolicy(policy) {
  /** @type {Directives} */
  const directives = {};
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives[name.toLowerCase()] = sources.map((s) => s.replace(/^'(.*)'$/, '$1'));
  }
  return directives;
}

/** @param {string} dir */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** @param {string} text */
const unescapeAttribute = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The one policy a host sends for every page of the build in `dir`: `base` with the hash sources
 * of every page's <meta> policy joined in. Throws if a page has no <meta> policy, or an inline
 * script or style that the joined policy does not allow (a build that would not run as shipped).
 * @param {string} dir
 * @param {Readonly<Directives>} [base]
 * @returns {Directives}
 */
export function buildPolicy(dir, base = BASE_DIRECTIVES) {
  const joined = copy(base);
  const pages = htmlFiles(dir);
  if (pages.length === 0) throw new Error(`security headers: no HTML page in ${dir}`);
  for (const file of pages) {
    const html = readFileSync(file, 'utf8');
    const meta = /<meta http-equiv="content-security-policy" content="([^"]*)">/i.exec(html);
    if (!meta)
      throw new Error(`security headers: ${relative(dir, file)} has no Content-Security-Policy <meta> tag`);
    for (const [name, sources] of Object.entries(parsePolicy(unescapeAttribute(meta[1] ?? '')))) {
      const list = (joined[name] ??= []);
      for (const s of sources) if (/^sha\d{3}-/.test(s) && !list.includes(s)) list.push(s);
    }
  }
  for (const file of pages) {
    const { scripts, styles } = inlineCode(readFileSync(file, 'utf8'));
    /** @type {[string, string[], string][]} */
    const checks = [
      ['script', scripts, 'script-src'],
      ['<style>', styles, 'style-src-elem'],
    ];
    for (const [what, texts, directive] of checks) {
      for (const text of texts) {
        if (!(joined[directive] ?? []).includes(sha256(text)))
          throw new Error(
            `security headers: an inline ${what} of ${relative(dir, file)} is not allowed by ${directive} (${sha256(text)}); ` +
              'hash it (an inline script in src/app.html is hashed by cspDirectives)',
          );
      }
    }
  }
  return joined;
}

/**
 * Every header of the build in `dir`, in sending order.
 * @param {string} dir
 * @returns {Record<string, string>}
 */
export function securityHeaders(dir) {
  return { 'Content-Security-Policy': formatPolicy(buildPolicy(dir)), ...OTHER_HEADERS };
}

/**
 * Writes build/_headers, build/_redirects and build/security-headers.nginx.conf (see the top of this file).
 * @param {string} dir
 * @param {{ fallback: string }} options
 */
export function writeSecurityHeaders(dir, { fallback }) {
  const headers = securityHeaders(dir);
  const stamp = 'Written by the build (scripts/security-headers.mjs): the hashes are those of this build.';
  writeFileSync(
    join(dir, '_headers'),
    `# ${stamp}\n/*\n${Object.entries(headers)
      .map(([k, v]) => `  ${k}: ${v}\n`)
      .join('')}`,
  );
  writeFileSync(
    join(dir, '_redirects'),
    `# Every address no file answers is the app's own page.\n/*  /${fallback}  200\n`,
  );
  writeFileSync(
    join(dir, 'security-headers.nginx.conf'),
    `# ${stamp}\n# Include it in the server (or location) block that serves this folder; see docs/operators.md in the repository.\n${Object.entries(
      headers,
    )
      .map(([k, v]) => `add_header ${k} "${v}" always;\n`)
      .join('')}`,
  );
  return headers;
}

/**
 * Wraps a SvelteKit adapter (adapter-static): once it has written `pages`, the security headers
 * are written beside the pages (writeSecurityHeaders), and the build fails if a page would not
 * run under them.
 * @param {import('@sveltejs/kit').Adapter} adapter
 * @param {{ pages?: string, fallback: string }} options
 * @returns {import('@sveltejs/kit').Adapter}
 */
export function withSecurityHeaders(adapter, { pages = 'build', fallback }) {
  return {
    ...adapter,
    async adapt(builder) {
      await adapter.adapt(builder);
      writeSecurityHeaders(pages, { fallback });
      builder.log.minor(
        `Wrote the security headers: ${pages}/_headers, ${pages}/security-headers.nginx.conf`,
      );
    },
  };
}
