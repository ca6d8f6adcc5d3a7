// Serves an app's static build the way a static host does: the files as they are, with the right
// content types, the headers of the build's own `_headers` file on every response, and the fallback
// page of `_redirects` for any other address. The browser tests of the Content-Security-Policy run
// against it; by hand:
//
//   node packages/testkit/src/static-host.mjs apps/web/build [--port 8080] [--host 127.0.0.1]
//
// Only the subset of the `_headers` / `_redirects` formats the builds use is read (path patterns
// `/*` and exact paths; one `/* /page 200` rewrite).
import { createReadStream, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * @typedef {object} StaticHost
 * @property {string} origin `http://127.0.0.1:PORT`
 * @property {{ pattern: string, headers: Record<string, string> }[]} rules the build's `_headers`, as sent
 * @property {() => Promise<void>} close
 */

/** @type {Readonly<Record<string, string>>} */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/**
 * `_headers`: rules of a path pattern and its header lines.
 * @param {string} text
 * @returns {{ pattern: string, headers: Record<string, string> }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ pattern: string, headers: Record<string, string> }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else {
      const m = /^\s+([^:]+):\s*(.*)$/.exec(line);
      const rule = rules[rules.length - 1];
      if (!m || !rule) throw new Error(`_headers: cannot read ${JSON.stringify(line)}`);
      rule.headers[(m[1] ?? '').trim()] = (m[2] ?? '').trim();
    }
  }
  return rules;
}

/** @param {string} pattern @param {string} path */
const matches = (pattern, path) =>
  pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

/** @param {string} root @returns {string | null} */
function fallbackOf(root) {
  try {
    const m = /^\/\*\s+(\/\S+)\s+200\s*$/m.exec(readFileSync(join(root, '_redirects'), 'utf8'));
    return m?.[1] ?? null;
  } catch {
    return null;
  }
}

/** @param {string} path */
const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The file that answers `urlPath`, or null (then the fallback page, for addresses without an extension).
 * @param {string} root
 * @param {string} urlPath
 * @returns {string | null}
 */
function fileFor(root, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return null;
  for (const candidate of [full, `${full}.html`, join(full, 'index.html')])
    if (isFile(candidate)) return candidate;
  return null;
}

/**
 * Starts serving `root` (an app's build folder) on `port` (0: any free port). Resolves to its
 * origin and a close function. The headers are read from the build's `_headers` once, at start.
 * @param {{ root: string, port?: number, host?: string }} options
 * @returns {Promise<StaticHost>}
 */
export async function startStaticHost({ root, port = 0, host = '127.0.0.1' }) {
  const dir = resolve(root);
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  const fallback = fallbackOf(dir);
  const server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://host').pathname;
    for (const rule of rules)
      if (matches(rule.pattern, urlPath))
        for (const [k, v] of Object.entries(rule.headers)) res.setHeader(k, v);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let file = fileFor(dir, urlPath);
    if (file === null && fallback !== null && extname(urlPath) === '') file = join(dir, fallback);
    if (file === null) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await /** @type {Promise<void>} */ (
    new Promise((ok, fail) => {
      server.once('error', fail);
      server.listen(port, host, () => ok());
    })
  );
  const address = server.address();
  const bound = typeof address === 'object' && address !== null ? address.port : port;
  return {
    origin: `http://${host}:${bound}`,
    rules,
    close: () => /** @type {Promise<void>} */ (new Promise((ok) => server.close(() => ok()))),
  };
}

/**
 * The address of every prerendered page of a build: `index.html` is `/`, `rules/x.html` is
 * `/rules/x`; the fallback page (`_redirects`) is left out.
 * @param {string} root
 * @returns {string[]}
 */
export function prerenderedPages(root) {
  const fallback = fallbackOf(resolve(root))?.replace(/^\//, '');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => f.endsWith('.html') && f !== fallback)
    .map((f) => `/${f.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
    .sort();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  /** @param {string} name @param {string} fallback @returns {string} */
  const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? (args.splice(i, 2)[1] ?? fallback) : fallback;
  };
  const port = Number(option('--port', '8080'));
  const host = option('--host', '127.0.0.1');
  const root = args[0];
  if (!root) {
    console.error(
      'usage: node packages/testkit/src/static-host.mjs <build folder> [--port 8080] [--host 127.0.0.1]',
    );
    process.exit(2);
  }
  const { origin } = await startStaticHost({ root, port, host });
  console.log(`serving ${root} with its _headers at ${origin} (Ctrl+C stops)`);
}
