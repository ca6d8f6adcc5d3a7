/**
 * `pnpm start`'s addresses (scripts/start-config.mjs): the game's "Learn" link is built from
 * PUBLIC_TUTORIAL_URL, which must follow the port the tutorial is actually served on.
 */
import { describe, expect, test } from 'vitest';
import { startConfig as config } from '../../../../scripts/start-config.mjs';

describe('pnpm start: ports and the links between the apps', () => {
  test('by default the game is on 4173 and the tutorial on 4174, each linking to the other', () => {
    expect(config({})).toMatchObject({
      gamePort: 4173,
      tutorialPort: 4174,
      gameUrl: 'http://localhost:4173',
      tutorialUrl: 'http://localhost:4174',
    });
  });
  test("PORT moves both apps, and the game's Learn link follows the tutorial to its port", () => {
    expect(config({ PORT: '5050' })).toMatchObject({
      gamePort: 5050,
      tutorialPort: 5051,
      gameUrl: 'http://localhost:5050',
      tutorialUrl: 'http://localhost:5051',
    });
  });
  test('TUTORIAL_PORT moves the tutorial alone; the links follow; HOST names the servers', () => {
    expect(config({ TUTORIAL_PORT: '6000' })).toMatchObject({
      gamePort: 4173,
      tutorialUrl: 'http://localhost:6000',
    });
    expect(config({ HOST: '192.0.2.7', PORT: '8000' })).toMatchObject({
      gameUrl: 'http://192.0.2.7:8000',
      tutorialUrl: 'http://192.0.2.7:8001',
    });
  });
  test('an address given outright (a proxy in front) is kept', () => {
    expect(config({ PORT: '5050', PUBLIC_TUTORIAL_URL: 'https://learn.example' })).toMatchObject({
      tutorialPort: 5051,
      tutorialUrl: 'https://learn.example',
    });
  });
  test('a port that is no port, or one port for both, is an error', () => {
    expect(config({ PORT: 'abc' })).toEqual({
      error: 'PORT="abc" is not a port (a whole number from 1 to 65535)',
    });
    expect(config({ PORT: '5000', TUTORIAL_PORT: '5000' })).toEqual({
      error: 'the game and the tutorial cannot share port 5000',
    });
  });
});
