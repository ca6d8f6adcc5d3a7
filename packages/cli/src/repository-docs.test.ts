// What keeps the repository readable by a newcomer: no file or text names a tracker number (the
// word and a number mean nothing to someone reading the code: say what the test or change is about),
// the README stays a page (what Cascade is, the two set-up commands, the test loop, where to go: the
// rest lives in docs/ by reader), and every link of the README and docs/ leads to a file.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const git = (...args: string[]) => spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** A tracker number as people write it: the word, then a number, with or without a space or a #. */
export const TRACKER = /\bissues? ?#?\d+/i;

describe('no file or text names a tracker number', () => {
  it('the pattern finds the ways people write one, and not words like it', () => {
    // Written in pieces, so that this file does not name one itself.
    const word = 'issue';
    for (const s of [
      `${word} 17`,
      `I${word.slice(1)} 46: the hint`,
      `${word} 16's steps`,
      `${word} #3`,
      `${word}16.test.ts`,
    ])
      expect(s).toMatch(TRACKER);
    for (const s of ['an issue with 17 cards', 'issued 3 hints', 'tissue 4']) expect(s).not.toMatch(TRACKER);
  });

  it('no tracked file is named after one', () => {
    const r = git('ls-files');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').filter((f) => TRACKER.test(f.replaceAll(/[-_]/g, ' ')))).toEqual([]);
  });

  it('no tracked text holds one', () => {
    // git grep: every tracked text file, the lockfile aside (package names, not ours).
    const r = git('grep', '-n', '-I', '-i', '-E', '\\bissues? ?#?[0-9]+', '--', '.', ':!pnpm-lock.yaml');
    // Exit 1: nothing found; 0: found (listed below); anything else: git failed.
    expect(r.status, r.stderr).not.toBe(2);
    expect(r.stdout.split('\n').filter((l) => l !== '')).toEqual([]);
  });
});

describe('the README and docs/', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

  it('the README is under 150 lines, with the two set-up commands and the unit-test loop', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThan(150);
    expect(readme).toContain('bash scripts/setup.sh && pnpm install && pnpm start');
    expect(readme).toContain('bash scripts/setup.sh && pnpm install && pnpm test');
    expect(readme).toContain('pnpm test:unit');
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(Object.keys(pkg.scripts)).toEqual(expect.arrayContaining(['start', 'test', 'test:unit']));
  });

  it('the README links to a guide for each reader', () => {
    for (const page of ['players', 'learners', 'fc', 'operators', 'contributing'])
      expect(readme).toContain(`](docs/${page}.md)`);
  });

  const pages = [
    'README.md',
    'BENCHMARKS.md',
    ...readdirSync(join(ROOT, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  it.each(pages)('every relative link of %s leads to a file', (page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    const broken: string[] = [];
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^(https?:|mailto:|#)/.test(target)) continue;
      const file = normalize(join(dirname(page), target.split('#')[0]!));
      if (!existsSync(join(ROOT, file))) broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
