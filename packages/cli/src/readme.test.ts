// The `console` examples of the README, of docs/ and of this package's README are run as written and
// their output compared, so the documentation cannot drift from the command. Each block runs in a
// fresh temporary folder (examples may write files for the next line), with `pnpm -s fc` and `npx fc`
// standing for the built executable. A command's shown
// output is its standard output; where it prints nothing there, its standard error (an error
// message). Examples without output (the benchmarks, which take minutes) are not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../dist/fc.mjs', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The README and every page of docs/, by their path from the root. */
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  'packages/cli/README.md',
];

interface Example {
  readonly command: string;
  readonly output: string;
}

/** The `console` blocks of a Markdown text: each a list of `$ command` lines with the lines below them. */
export function consoleBlocks(markdown: string): Example[][] {
  const blocks: Example[][] = [];
  let block: { command: string; output: string[] }[] | null = null;
  for (const line of markdown.split('\n')) {
    if (block === null) {
      if (line.trim() === '```console') block = [];
      continue;
    }
    if (line.trim() === '```') {
      blocks.push(block.map((e) => ({ command: e.command, output: e.output.join('\n') })));
      block = null;
    } else if (line.startsWith('$ ')) block.push({ command: line.slice(2), output: [] });
    else block.at(-1)?.output.push(line);
  }
  return blocks;
}

const blocks = PAGES.flatMap((page) => consoleBlocks(readFileSync(join(ROOT, page), 'utf8'))).filter(
  // A block of commands that print nothing is a list of commands to copy (the benchmarks), run by
  // docs-commands.test.ts on small ranges.
  (b) => b.some((e) => e.output !== ''),
);

const needsFcSolve = (b: readonly Example[]) => b.some((e) => /^fc-solve /.test(e.command));
const hasFcSolve = spawnSync('sh', ['-c', 'command -v fc-solve']).status === 0;

describe('README and docs/ examples', () => {
  it('the docs have examples to check', () => {
    expect(blocks.length).toBeGreaterThan(5);
  });

  for (const block of blocks) {
    const title = block.map((e) => e.command).join(' · ');
    // fc-solve is installed by scripts/setup.sh; under CI a missing one fails instead of skipping.
    const skip = needsFcSolve(block) && !hasFcSolve && !process.env.CI;
    it.skipIf(skip)(title, () => {
      const dir = mkdtempSync(join(tmpdir(), 'fc-readme-'));
      try {
        for (const { command, output } of block) {
          const r = spawnSync(
            'bash',
            ['-c', command.replaceAll('pnpm -s fc', `"${BIN}"`).replaceAll('npx fc', `"${BIN}"`)],
            {
              cwd: dir,
              encoding: 'utf8',
              timeout: 50_000,
            },
          );
          if (r.error) throw r.error;
          const shown = r.stdout === '' ? r.stderr : r.stdout;
          expect(shown.trimEnd(), `$ ${command}`).toBe(output);
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
