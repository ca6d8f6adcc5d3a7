/**
 * The bad-input corpus (kept as tests): board files, JSON boards, move
 * notation, numbers, options and house-rules strings, one fixture file per kind under
 * test/fixtures/bad-input/, each case with its arguments, inputs, exit code and exact output.
 *
 * Every case is also held to what any bad input must get: nothing echoed raw (no control, bidi or
 * invisible character reaches the terminal, nothing long is repeated whole), a short message on
 * standard error, and no internal error. Large inputs are written as `{"repeat": [[text, times], …]}`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { hasUnsafeCharacter } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { EXIT } from './errors.ts';
import { fc } from './test-io.ts';

const DIR = fileURLToPath(new URL('../test/fixtures/bad-input/', import.meta.url));

type Text = string | { readonly repeat: readonly (readonly [string, number])[] };

interface Case {
  readonly name: string;
  readonly args: readonly string[];
  readonly files?: Readonly<Record<string, Text>>;
  readonly stdin?: Text;
  /** Paths not in `files` are read from the real file system (/dev/zero, a directory). */
  readonly disk?: boolean;
  readonly code: number;
  readonly stdout?: string;
  readonly stderr: string;
}

const text = (t: Text): string =>
  typeof t === 'string' ? t : t.repeat.map(([s, n]) => s.repeat(n)).join('');

/** The longest line any bad input may print (the list of variant ids is the longest message). */
const LINE_MAX = 400;

const groups = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .map((file) => {
    const { cases } = JSON.parse(readFileSync(DIR + file, 'utf8')) as { cases: Case[] };
    return [file.replace(/\.json$/, ''), cases] as const;
  });

test('the corpus is all there', () => {
  expect(groups.map(([g]) => g).sort()).toEqual([
    'board-json',
    'board-text',
    'house-rules',
    'notation',
    'numbers',
    'options',
  ]);
  expect(groups.reduce((n, [, cases]) => n + cases.length, 0)).toBeGreaterThanOrEqual(150);
});

describe.each(groups)('%s', (_group, cases) => {
  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const files = c.files && Object.fromEntries(Object.entries(c.files).map(([k, v]) => [k, text(v)]));
    const r = await fc(c.args, {
      ...(files ? { files } : {}),
      ...(c.stdin !== undefined ? { stdin: text(c.stdin) } : {}),
      ...(c.disk ? { disk: true } : {}),
    });
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: c.code,
      stdout: c.stdout ?? '',
      stderr: c.stderr,
    });
    // What every bad input gets, whatever the case.
    expect(r.code).not.toBe(EXIT.internal);
    expect([EXIT.failed, EXIT.usage]).toContain(r.code);
    for (const out of [r.stdout, r.stderr]) {
      for (const line of out.split('\n')) {
        expect(hasUnsafeCharacter(line.replaceAll('\t', ' ')), JSON.stringify(line)).toBe(false);
        expect(line.length).toBeLessThanOrEqual(LINE_MAX);
      }
    }
    expect(r.stderr.split('\n').filter(Boolean).length).toBeLessThanOrEqual(3);
  });
});
