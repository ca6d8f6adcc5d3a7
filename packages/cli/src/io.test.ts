import { describe, expect, it } from 'vitest';
import { baseDirectory } from './io.ts';

describe('baseDirectory', () => {
  it('is where the user typed `pnpm fc …` (INIT_CWD), not the workspace root the script runs in', () => {
    expect(baseDirectory({ npm_lifecycle_event: 'fc', INIT_CWD: '/home/me/games' })).toBe('/home/me/games');
    expect(baseDirectory({ npm_lifecycle_event: 'bench', INIT_CWD: '/home/me/games' })).toBe(
      '/home/me/games',
    );
  });

  it('is the current directory otherwise, even inside other scripts', () => {
    expect(baseDirectory({})).toBe(process.cwd());
    expect(baseDirectory({ npm_lifecycle_event: 'test', INIT_CWD: '/elsewhere' })).toBe(process.cwd());
  });
});
