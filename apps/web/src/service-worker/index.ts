/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * Offline after the first visit. The install step caches the app shell: every built file (the
 * engine worker included), the static files, the prerendered pages and the fallback page
 * (200.html), which renders any other route (/play/ID/N, house rules) in the browser. Built files
 * are immutable, so they are served from the cache; pages go to the network first and fall back
 * to the cache, then to the fallback page, so a new version shows up as soon as it is online.
 * A new version's worker waits until every tab of the old one has closed (no swap mid-game).
 *
 * The deal atlas's variant files (static/atlas/<variant>.json, some 30 KB each, fetched when a
 * player first asks for a deal of that game) are not installed with the shell: each is cached when
 * the game first fetches it, so a visit downloads only the games it plays, and those deal offline
 * afterwards. Its index (the win rates every page shows) is installed with the shell.
 */
import { build, files, prerendered, version } from '$service-worker';

const sw = self as unknown as ServiceWorkerGlobalScope;
const CACHE = `cascade-${version}`;
/** The fallback page adapter-static writes: the shell of every route that is not prerendered. */
const FALLBACK = `${sw.location.pathname.split('/').slice(0, -1).join('/')}/200.html`;
/** An atlas file of one variant (the index is not one). */
const isVariantAtlas = (path: string): boolean => /\/atlas\/(?!index\.json$)[^/]+\.json$/.test(path);
const ASSETS = [...build, ...files.filter((f) => !isVariantAtlas(f)), ...prerendered, FALLBACK];
const IMMUTABLE = new Set([...build, ...files]);
/** Pages kept fresh in the cache when fetched online (other routes use the fallback page offline). */
const PAGES = new Set([...prerendered, FALLBACK]);

sw.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(ASSETS)));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

async function fromNetwork(request: Request, cache: Cache, pathname: string): Promise<Response> {
  const response = await fetch(request);
  // Keep the cached pages fresh for the next offline visit, and keep an atlas file once fetched
  // (complete, same-origin answers only).
  if ((PAGES.has(pathname) || isVariantAtlas(pathname)) && response.ok && response.type === 'basic')
    void cache.put(pathname, response.clone());
  return response;
}

async function respond(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE);
  if (IMMUTABLE.has(url.pathname)) {
    const hit = await cache.match(url.pathname);
    if (hit) return hit;
  }
  try {
    return await fromNetwork(request, cache, url.pathname);
  } catch (offline) {
    const hit = await cache.match(url.pathname);
    if (hit) return hit;
    if (request.mode === 'navigate') {
      const shell = await cache.match(FALLBACK);
      if (shell) return shell;
    }
    throw offline;
  }
}

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  event.respondWith(respond(request));
});
