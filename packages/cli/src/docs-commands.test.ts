// Every shell command written in the README and in docs/ is run here, so the guides cannot hand a
// reader a command that no longer works. The commands are read from the pages' `sh` blocks (a line a
// command, its trailing comment dropped; a block holding a loop is one command) and from their
// `console` blocks that show no output (the benchmarks: the blocks with output are run and compared by
// readme.test.ts). Each must be listed below with how it is run: as written, or on a small range where
// it runs for minutes or hours as written; a command the pages gain or lose fails the first test
// until this list follows. Three are CI's own steps (`.ci/run` runs them: the set-up and the whole
// suite) and are checked to be there; the recipe for many machines is run by
// commands/atlas-queue-safety.test.ts.
import { encodeHouseRules, getVariant } from '@cascade/variants';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = fileURLToPath(new URL('../dist/fc.mjs', import.meta.url));
const FC = `"${process.execPath}" "${BIN}"`;

/** The README and every page of docs/, by their path from the root. */
const PAGES = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The commands of a Markdown page's `sh` blocks and of its `console` blocks without output. */
export function documentedCommands(markdown: string): string[] {
  const out: string[] = [];
  const fence = /^ *```(\w*)\n([^]*?)^ *```$/gm;
  for (const [, lang, body = ''] of markdown.matchAll(fence)) {
    const lines = body.split('\n').filter((l) => l.trim() !== '');
    if (lang === 'sh') {
      const commands = lines.filter((l) => !l.trimStart().startsWith('#'));
      if (commands.some((l) => /^\s*(for|while)\b/.test(l))) out.push(commands.join('\n'));
      else out.push(...commands.map((l) => l.replace(/\s+#\s.*$/, '').trim()));
    } else if (lang === 'console' && lines.every((l) => l.startsWith('$ '))) {
      out.push(
        ...lines.map((l) =>
          l
            .slice(2)
            .replace(/\s+#\s.*$/, '')
            .trim(),
        ),
      );
    }
  }
  return out;
}

const documented = PAGES.flatMap((page) =>
  documentedCommands(readFileSync(join(ROOT, page), 'utf8')).map((command) => ({ page, command })),
);

/** How a documented command is run here. */
type Check =
  /** Run in bash in `dir` (the test's temporary folder, or the repository root), `pnpm -s fc` the built one; exit 0. */
  | { readonly run: string; readonly in?: 'tmp' | 'root'; readonly prints?: RegExp }
  /** One of CI's own steps: `.ci/run` holds this line. */
  | { readonly ci: string }
  /** Run by another test file, which reads it from the page (`page`: the page's path as that file names it). */
  | { readonly by: string; readonly page?: string; readonly marker?: string };

const work = mkdtempSync(join(tmpdir(), 'docs-commands-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// scripts/atlas.sh runs each step as `nice -n N node packages/cli/dist/fc.mjs atlas run …` over
// deals 1–32000 and FreeCell's million: this `nice` first on PATH runs the same steps over deals 1–3
// and 4–6 (one variant, VARIANTS=freecell), so the script itself runs, whole, in seconds.
const bin = join(work, 'bin');
mkdirSync(bin);
writeFileSync(
  join(bin, 'nice'),
  `#!/bin/sh
shift 2
exec $(echo "$@" | sed -e 's/--from 32001 --to 1000000/--from 4 --to 6/' -e 's/--to 32000/--to 3/')
`,
);
chmodSync(join(bin, 'nice'), 0o755);
const atlasEnv = `PATH="${bin}:$PATH" VARIANTS=freecell STORE="${work}/store" OUT="${work}/out"`;

/** A deck of four ranks: a deal of 16 cards, won in a few hints. */
const SMALL = encodeHouseRules({ name: '', rules: { ...getVariant('freecell').rules, maxRank: 4 } });

const CHECKS: Record<string, Check> = {
  // The README's set-up, and the whole suite: CI's own steps. (`pnpm start` serves until Ctrl+C, after
  // building both apps: its addresses and ports are apps/web's start-config.test.ts.)
  'bash scripts/setup.sh && pnpm install && pnpm start': { ci: 'bash scripts/setup.sh\npnpm install' },
  'bash scripts/setup.sh && pnpm install && pnpm test': { ci: 'pnpm -s test ||' },
  'pnpm test': { ci: 'pnpm -s test ||' },
  // The unit tests would run this very file again: the plan of the run, every suite in it.
  'pnpm test:unit': { run: 'pnpm -s test:unit --dry', in: 'root', prints: /@cascade\/core#test/ },
  'cd packages/core && pnpm exec vitest run src/card.test.ts': {
    run: 'cd packages/core && pnpm exec vitest run src/card.test.ts',
    in: 'root',
  },
  // docs/fc.md: following the hints wins, on a deck of four ranks (deal 19739 itself, 113 new
  // processes, is hint-follow.test.ts's).
  [documented.find((d) => d.command.startsWith('d=19739'))?.command ?? 'd=19739']: {
    run: (documented.find((d) => d.command.startsWith('d=19739'))?.command ?? '').replaceAll(
      '--deal $d',
      `--deal $d --variant ${SMALL}`,
    ),
    prints: /^won in \d+ moves$/m,
  },
  'pnpm -s fc bench --from 1 --to 32000 --compare fc-solve': {
    run: 'pnpm -s fc bench --from 1 --to 20 --compare fc-solve --no-progress',
    prints: /fc-solve/,
  },
  'pnpm -s fc bench --from 1 --to 1000 --mode short': {
    run: 'pnpm -s fc bench --from 1 --to 10 --mode short --no-progress',
  },
  'pnpm -s fc bench --variant inverted --from 1 --to 1000 --compare fc-solve --json inverted.json': {
    run: 'pnpm -s fc bench --variant inverted --from 1 --to 10 --compare fc-solve --json inverted.json --no-progress && test -s inverted.json',
  },
  // docs/operators.md: the atlas on one machine.
  'pnpm -s fc atlas run --variant ephemeral --from 1 --to 32000': {
    run: `pnpm -s fc atlas run --variant ephemeral --from 1 --to 2 --store "${work}/ephemeral" --no-progress`,
    prints: /^Ephemeral FreeCell, deals 1–2: 2 in the store/,
  },
  'bash scripts/atlas.sh': {
    run: `${atlasEnv} bash scripts/atlas.sh && test -s "${work}/out/freecell.json"`,
    in: 'root',
  },
  'pnpm -s fc atlas todo': { run: 'pnpm -s fc atlas todo', in: 'root' },
  'CONTINUE=1 bash scripts/atlas.sh': {
    run: `${atlasEnv} TO=6 CONTINUE=1 bash scripts/atlas.sh && grep -q '"to":6' "${work}/out/freecell.json"`,
    in: 'root',
  },
};
// The recipe for many machines, line by line.
for (const { page, command } of documented) {
  if (
    page === 'docs/operators.md' &&
    /^openssl |atlas\.(pass|acl)|redis-server|REDIS_PASSWORD|--queue rediss/.test(command)
  )
    CHECKS[command] ??= { by: 'src/commands/atlas-queue-safety.test.ts' };
  // docs/atlas-service.md: the worker and the run as the operator's guide gives them.
  if (page === 'docs/atlas-service.md' && /^fc atlas (worker|run) /.test(command))
    CHECKS[command] ??= {
      by: 'src/commands/atlas-service.test.ts',
      page: "'../../../../docs/atlas-service.md'",
      marker: "'fc atlas worker '",
    };
}

describe('every command in the README and docs/', () => {
  it('is listed here with how it is run, and nothing listed is gone from the pages', () => {
    const commands = [...new Set(documented.map((d) => d.command))].sort();
    expect(commands.length).toBeGreaterThan(10);
    expect(Object.keys(CHECKS).sort()).toEqual(commands);
  });

  const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
  for (const [command, check] of Object.entries(CHECKS)) {
    const title = command.split('\n')[0]!;
    if ('ci' in check) {
      it(`${title}: run by .ci/run`, () => {
        expect(ci).toContain(check.ci);
      });
    } else if ('by' in check) {
      it(`${title}: run by ${check.by}`, () => {
        // That test reads the recipe from the page and runs every line of it.
        const by = readFileSync(join(ROOT, 'packages/cli', check.by), 'utf8');
        expect(by).toContain(check.page ?? "'../../../../docs/operators.md'");
        expect(by).toContain(check.marker ?? "'**On many machines**'");
      });
    } else {
      it(`${title}: runs`, { timeout: 300_000 }, () => {
        const dir = check.in === 'root' ? ROOT : mkdtempSync(join(work, 'run-'));
        const r = spawnSync('bash', ['-c', check.run.replaceAll('pnpm -s fc', FC)], {
          cwd: dir,
          encoding: 'utf8',
          env: { ...process.env, FORCE_COLOR: '0' },
        });
        expect({ status: r.status, stderr: r.status === 0 ? '' : r.stderr.slice(-2000) }).toEqual({
          status: 0,
          stderr: '',
        });
        if (check.prints) expect(r.stdout).toMatch(check.prints);
      });
    }
  }
});
