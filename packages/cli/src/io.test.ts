import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  baseDirectory,
  formatBytes,
  INPUT_MAX_BYTES,
  InputTooLarge,
  readLimited,
  readTextLimited,
  terminalSafe,
} from './io.ts';

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

describe('readLimited', () => {
  it('reads a stream to its end as UTF-8', async () => {
    expect(await readLimited(Readable.from([Buffer.from('5a 5b\n'), Buffer.from('♠')]), 100)).toBe(
      '5a 5b\n♠',
    );
    expect(await readTextLimited('x'.repeat(10), 10)).toBe('x'.repeat(10));
  });

  it('stops an endless stream at the limit and closes it (yes | fc verify --solution -)', async () => {
    let chunks = 0;
    let closed = false;
    function* yes() {
      try {
        for (;;) {
          chunks++;
          yield Buffer.from('5a a5 '.repeat(1000));
        }
      } finally {
        closed = true;
      }
    }
    await expect(readLimited(Readable.from(yes()), 64 * 1024)).rejects.toThrow(InputTooLarge);
    expect(chunks).toBeLessThan(20);
    expect(closed).toBe(true);
  });

  it('counts bytes, not characters', async () => {
    await expect(readTextLimited('♠'.repeat(4), 11)).rejects.toThrow('larger than 11 bytes');
    expect(formatBytes(INPUT_MAX_BYTES)).toBe('4 MiB');
  });
});

describe('terminalSafe', () => {
  it('escapes what would drive a terminal and keeps line breaks and tabs', () => {
    let written = '';
    const out = terminalSafe({ write: (s: string) => (written += s), isTTY: true });
    out.write('error: "\u001b]0;PWNED\u0007\u001b[2J" is not a card\r\n\u202e\u009b\tok\n');
    expect(written).toBe('error: "\\u001b]0;PWNED\\u0007\\u001b[2J" is not a card\\r\n\\u202e\\u009b\tok\n');
    expect(out.isTTY).toBe(true);
  });
});
