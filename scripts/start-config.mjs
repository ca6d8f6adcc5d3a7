// What `pnpm start` (scripts/start.mjs) serves where, worked out from the environment alone: the
// ports of the two apps and the address each app links to the other by (built into them:
// PUBLIC_GAME_URL in the tutorial, PUBLIC_TUTORIAL_URL in the game). Pure, so it is tested
// (apps/web/src/lib/start-config.test.ts).

/**
 * A port from the environment, or the default.
 * @param {Record<string, string | undefined>} env
 * @param {string} name
 * @param {number} fallback
 * @returns {{ port: number } | { error: string }}
 */
function port(env, name, fallback) {
  const text = env[name];
  if (text === undefined || text === '') return { port: fallback };
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    return { error: `${name}=${JSON.stringify(text)} is not a port (a whole number from 1 to 65535)` };
  return { port: n };
}

/**
 * The host name a browser reaches the servers by: `localhost` for the loopback or every address.
 * @param {string} host
 */
export const shownHost = (host) => (host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host);

/**
 * The apps' ports and cross links. PORT moves the game (default 4173) and the tutorial with it to
 * the next port; TUTORIAL_PORT moves the tutorial alone (default 4174). Each app links to the port
 * the other one is served on, unless PUBLIC_GAME_URL / PUBLIC_TUTORIAL_URL say otherwise (a proxy).
 * @param {Record<string, string | undefined>} env
 * @returns {{ host: string, gamePort: number, tutorialPort: number, gameUrl: string, tutorialUrl: string } | { error: string }}
 */
export function startConfig(env) {
  const host = env.HOST || '127.0.0.1';
  const game = port(env, 'PORT', 4173);
  if ('error' in game) return game;
  const tutorial = port(env, 'TUTORIAL_PORT', env.PORT ? game.port + 1 : 4174);
  if ('error' in tutorial) return tutorial;
  if (tutorial.port === game.port)
    return { error: `the game and the tutorial cannot share port ${game.port}` };
  const at = (/** @type {number} */ p) => `http://${shownHost(host)}:${p}`;
  return {
    host,
    gamePort: game.port,
    tutorialPort: tutorial.port,
    gameUrl: env.PUBLIC_GAME_URL || at(game.port),
    tutorialUrl: env.PUBLIC_TUTORIAL_URL || at(tutorial.port),
  };
}
