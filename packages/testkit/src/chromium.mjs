// The Chromium every browser test and measuring script of this repository drives: Debian's
// (apt-get install chromium), never one Playwright downloads, with these flags (no sandbox and no
// GPU in containers; no network chatter of its own). Plain JavaScript, so the Node scripts
// (apps/web/scripts/*.mjs) import it as the Playwright configs do.

/** The flags (Playwright adds --headless itself). */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Debian's Chromium, unless CHROMIUM_PATH says otherwise. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
