// fc atlas run (embedded, on the worker threads of dist/atlas-worker.mjs), show, summary, export.
import { parseAtlasIndex, parseVariantAtlas } from '@cascade/atlas/reader';
import { deal, isWon, replay, unwrap } from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';
import { checkPrinted } from '../test-oracle.ts';

const store = mkdtempSync(join(tmpdir(), 'atlas-cli-'));
const atlas = (args: string) => fc([...args.split(' '), '--store', store]);

beforeAll(async () => {
  // Verdicts of 1..40, grades of 91..94 (cheap ones), and the famous lost deal.
  for (const args of [
    'atlas run --from 1 --to 40 --no-grades --chunk 20 --jobs 2 --no-progress',
    'atlas run --from 91 --to 94 --chunk 2 --jobs 2 --no-progress',
    'atlas run --from 11982 --to 11982 --no-grades --no-progress',
  ]) {
    const r = await atlas(args);
    if (r.code !== 0) throw new Error(`${args}: ${r.stderr}`);
  }
}, 120_000);

describe('fc atlas (on this machine)', () => {
  it('run: stores the range and sums it up; again, nothing to solve', async () => {
    const r = await atlas('atlas run --from 1 --to 40 --no-grades --no-progress');
    expect(r).toEqual({
      code: 0,
      stdout:
        'FreeCell, deals 1–40: 40 in the store, 40 won (100.00%), 0 lost, 0 unknown\n' +
        'nothing to solve: all 40 deals were already stored\n',
      stderr: '',
    });
    const one = await atlas('atlas run --from 40 --to 40 --no-grades --no-progress');
    expect(one.stdout).toMatch(/\nnothing to solve: the deal was already stored\n$/);
    const more = await atlas('atlas run --from 41 --to 45 --no-grades --no-progress');
    expect(more.stdout).toMatch(
      /^FreeCell, deals 41–45: 5 in the store, 5 won \(100\.00%\), 0 lost, 0 unknown\nsolved here: 5 deals in 1 chunk, [\d.]+ s \([\d.]+ deals\/s\); 0 were already stored\n$/,
    );
  });

  it('run --redo-unknown: a verdict a budget left open is settled by a run with more', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-redo-'));
    const run = (extra: string) =>
      fc([
        ...`atlas run --from 11981 --to 11982 --no-grades --no-progress ${extra}`.trim().split(' '),
        '--store',
        dir,
      ]);
    expect((await run('--max-states 300')).stdout).toMatch(/, 0 lost, 1 unknown\n/);
    expect((await run('')).stdout).toMatch(/nothing to solve: all 2 deals were already stored\n$/);
    const redo = await run('--redo-unknown');
    expect(redo.stdout).toMatch(
      /^FreeCell, deals 11981–11982: 2 in the store, 1 won \(50\.00%\), 1 lost, 0 unknown\nsolved here: 1 deal in 1 chunk \(1 solved again, 1 other deal of their chunks kept as stored\), /,
    );
    expect(redo.stdout).toMatch(/; 2 were already stored\n$/);
    expect((await run('--redo-unknown')).stdout).toMatch(/nothing to solve/);
    // One deal: said in the singular.
    const single = (extra: string) =>
      fc([
        ...`atlas run --from 11982 --to 11982 --no-grades --no-progress ${extra}`.trim().split(' '),
        '--store',
        dir,
      ]);
    expect((await single('')).stdout).toMatch(/\nnothing to solve: the deal was already stored\n$/);
  });

  it('show: the record of a deal, its solutions replaying as wins', async () => {
    const r = await atlas('atlas show --deal 92 --json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(j).toMatchObject({
      variant: 'freecell',
      deal: 92,
      verdict: 'solved',
      minFreeCells: 3,
      minFreeCellsExact: true,
    });
    expect(['easy', 'medium', 'hard', 'expert']).toContain(j.grade);
    const rules = getVariant('freecell').rules;
    for (const moves of [j.moves, j.fastMoves, j.shortMoves] as string[][]) {
      const played = replay(unwrap(deal(rules, 92)), moves);
      expect(played.ok && isWon(played.value.position)).toBe(true);
    }
    // Every line of every graded deal also wins in the independent checker, the grade's line with its
    // own number of cells.
    for (const n of [91, 92, 93, 94]) {
      const d = JSON.parse((await atlas(`atlas show --deal ${n} --json`)).stdout) as Record<string, unknown>;
      const text = (k: string) => (d[k] as string[]).join(' ');
      expect(checkPrinted(rules, n, text('fastMoves'))).toBeGreaterThan(0);
      expect(checkPrinted(rules, n, text('shortMoves'))).toBeGreaterThan(0);
      expect(
        checkPrinted({ ...rules, cells: d.minFreeCells as number }, n, text('minFreeCellsMoves')),
      ).toBeGreaterThan(0);
    }
    const text = await atlas('atlas show --deal 92');
    expect(text.stdout).toMatch(
      /^FreeCell, deal 92\nverdict {4}solved: it can be won\ngrade {6}(Easy|Medium|Hard|Expert): won with 3 free cells, not with 2 \(proven\); [\d,]+ positions to win with that few\npositions {2}[\d,]+ searched by the fast solver\n3 cells {4}\d+ moves\n {2}\S+/,
    );
    const lost = await atlas('atlas show --deal 11982 --json');
    expect(JSON.parse(lost.stdout)).toMatchObject({
      deal: 11982,
      verdict: 'unsolvable',
      moves: [],
      grade: null,
      minFreeCells: null,
    });
    const ungraded = await atlas('atlas show --deal 5');
    expect(ungraded.stdout).toContain('grade      not graded (run fc atlas run without --no-grades)\n');
    expect(ungraded.stdout).toMatch(/\nshort {6}not searched \(a verdicts-only record\)\n$/);
    expect(JSON.parse((await atlas('atlas show --deal 5 --json')).stdout)).toMatchObject({
      shortMoves: null,
    });
  });

  it('show: a deal not in the atlas is a negative answer', async () => {
    const r = await atlas('atlas show --deal 500');
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: `deal 500 of FreeCell is not in the atlas at ${store}; fc atlas run --variant freecell --from 500 --to 500 adds it\n`,
    });
  });

  it('summary: counts, grades and the hardest deals, as text and JSON', async () => {
    const j = JSON.parse((await atlas('atlas summary --json')).stdout) as Record<string, unknown>;
    expect(j).toMatchObject({
      variant: 'freecell',
      deals: 50,
      won: 49,
      lost: 1,
      unknown: 0,
      lostDeals: [11982],
      graded: 4,
      gradedRanges: [{ from: 91, to: 94 }],
      ranges: [
        { from: 1, to: 45 },
        { from: 91, to: 94 },
        { from: 11982, to: 11982 },
      ],
    });
    expect(j.winRate).toBeCloseTo(49 / 50);
    const text = await atlas('atlas summary --from 1 --to 100');
    expect(text.stdout).toMatch(
      /^FreeCell, deals 1–45, 91–94\ndeals {9}49 \(1–45, 91–94\)\nwon {11}49 \(100%\)\nlost {10}0\n/,
    );
    expect(text.stdout).toMatch(
      /\ngraded {8}4 winnable deals of 91–94\nlevels {8}Easy \d · Medium \d · Hard \d · Expert \d\n/,
    );
    const none = await atlas('atlas summary --variant ephemeral');
    expect(none).toEqual({
      code: 1,
      stdout: '',
      stderr: `the atlas at ${store} has no record of Ephemeral FreeCell\n`,
    });
  });

  it('export: an index and a file a variant, read back by the reader', async () => {
    const out = mkdtempSync(join(tmpdir(), 'atlas-out-'));
    const r = await atlas(`atlas export --out ${out}`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^freecell\.json +[\d.]+ KB +deals 1–45 +no grades\nindex\.json +[\d.]+ KB\n$/);
    expect(readdirSync(out).sort()).toEqual(['freecell.json', 'index.json']);
    const file = parseVariantAtlas(JSON.parse(readFileSync(join(out, 'freecell.json'), 'utf8')));
    expect(file.ok && file.value.counts()).toMatchObject({ from: 1, to: 45, solved: 45 });
    const index = parseAtlasIndex(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')));
    expect(index.ok && index.value.variants.freecell?.verdicts).toEqual({
      from: 1,
      to: 45,
      solved: 45,
      unsolvable: 0,
      unknown: 0,
    });
    const empty = await fc([
      'atlas',
      'export',
      '--out',
      out,
      '--store',
      mkdtempSync(join(tmpdir(), 'atlas-empty-')),
    ]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/has no records to export\n$/);
  });

  it('export updates a directory: a store joins the file there, a gap keeps it and says why; a damaged index stops it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'atlas-out-'));
    expect((await atlas(`atlas export --out ${out}`)).code).toBe(0);
    const shipped = readFileSync(join(out, 'freecell.json'), 'utf8');
    const small = mkdtempSync(join(tmpdir(), 'atlas-small-'));
    const inSmall = (args: string) => fc([...args.split(' '), '--store', small]);
    expect((await inSmall('atlas run --from 90 --to 92 --no-grades --no-progress')).code).toBe(0);
    const kept = await inSmall(`atlas export --out ${out}`);
    expect(kept.code).toBe(0);
    expect(kept.stdout).toMatch(
      /^freecell\.json +[\d.]+ KB +deals 1–4\d +no grades +kept: the store has deals 90–92, no grades: the store's deals 90–92 and the file's 1–4\d leave a gap between them; --replace writes the store's alone\nindex\.json +[\d.]+ KB\n$/,
    );
    expect(readFileSync(join(out, 'freecell.json'), 'utf8')).toBe(shipped);
    const joined = mkdtempSync(join(tmpdir(), 'atlas-joined-'));
    const inJoined = (args: string) => fc([...args.split(' '), '--store', joined]);
    expect((await inJoined('atlas run --from 1 --to 3 --no-grades --no-progress')).code).toBe(0);
    const join13 = await inJoined(`atlas export --out ${out}`);
    expect(join13.stdout).toMatch(
      /^freecell\.json +[\d.]+ KB +deals 1–4\d +no grades +joined with the file there: the store's deals 1–3, no grades\n/,
    );
    const replaced = await inJoined(`atlas export --out ${out} --replace`);
    expect(replaced.stdout).toMatch(/^freecell\.json +[\d.]+ KB +deals 1–3 +no grades\n/);
    writeFileSync(join(out, 'index.json'), '[]');
    const damaged = await inJoined(`atlas export --out ${out}`);
    expect(damaged).toEqual({
      code: 1,
      stdout: '',
      stderr: `${join(out, 'index.json')}: the atlas index is not a JSON object: nothing was written (move it away to export afresh)\n`,
    });
  });

  it('todo: what an exported directory lacks, as fc atlas run commands; a damaged file is exit 1', async () => {
    const out = mkdtempSync(join(tmpdir(), 'atlas-todo-'));
    expect((await atlas(`atlas export --out ${out}`)).code).toBe(0);
    const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8')) as {
      variants: { freecell: { verdicts: { to: number } } };
    };
    const { verdicts } = index.variants.freecell;
    const todo = await fc([
      'atlas',
      'todo',
      '--out',
      out,
      '--to',
      '200',
      '--variant',
      'freecell',
      'challenge',
    ]);
    expect(todo.code).toBe(0);
    expect(todo.stdout).toMatch(
      new RegExp(
        `^fc atlas run --variant freecell --from ${verdicts.to + 1} --to 200 --no-grades\n` +
          'fc atlas run --variant challenge --from 1 --to 200 --no-grades\n' +
          'fc atlas run --variant freecell --from \\d+ --to 200\n' +
          'fc atlas run --variant challenge --from 1 --to 200\n$',
      ),
    );
    const bad = await fc(['atlas', 'todo', '--out', out, '--to', 'all']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^error: --to takes a whole number of at least 1, not "all"/);
    writeFileSync(join(out, 'freecell.json'), 'not json');
    const damaged = await fc(['atlas', 'todo', '--out', out]);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toMatch(/freecell\.json is not JSON \(.+\)\n$/);
  });

  it('a won deal its graded run left unknown: export names it, and the run todo prints grades it', async () => {
    // The file's verdicts from a run at a larger budget than the graded run's (as the shipped
    // atlas has deals won at 12,000,000 positions, unknown at the default budget).
    const won = mkdtempSync(join(tmpdir(), 'atlas-won-'));
    const graded = mkdtempSync(join(tmpdir(), 'atlas-graded-'));
    const out = mkdtempSync(join(tmpdir(), 'atlas-out-'));
    const inStore = (dir: string, args: string) => fc([...args.split(' '), '--store', dir]);
    const ran = [
      await inStore(won, 'atlas run --from 91 --to 94 --no-grades --max-states 100 --no-progress'),
      await inStore(graded, 'atlas run --from 91 --to 94 --chunk 2 --max-states 40 --no-progress'),
      await inStore(won, `atlas export --out ${out}`),
    ];
    expect(ran.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(ran[1]!.stdout).toMatch(/, 0 won \(0\.00%\), 0 lost, 4 unknown\n/);
    const exported = await inStore(graded, `atlas export --out ${out}`);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toMatch(/^freecell\.json +[\d.]+ KB +deals 91–94 +grades 91–94 +joined/);
    expect(exported.stderr).toBe(
      'freecell.json: deals 91, 92, 93, 94 won but not graded: the graded run that covered them left them ' +
        `unknown at its budget; \`fc atlas todo --out ${out} --variant freecell\` prints the runs that grade them\n`,
    );
    const todo = await fc(['atlas', 'todo', '--out', out, '--to', '94', '--variant', 'freecell']);
    expect(todo.stdout).toBe(
      [91, 92, 93, 94]
        .map(
          (d) =>
            `fc atlas run --variant freecell --from ${d} --to ${d} --redo-unknown --max-states 32000000\n`,
        )
        .join(''),
    );
    // The first line, run in the graded run's store: deal 91 graded; 92, the other open deal of its
    // chunk (91–92), and 93 and 94 left as they were (each has its own line).
    const line = todo.stdout.split('\n')[0]!.replace(/^fc /, '');
    expect((await inStore(graded, `${line} --no-progress`)).code).toBe(0);
    const again = await inStore(graded, `atlas export --out ${out}`);
    expect(again.stderr).toMatch(/^freecell\.json: deals 92, 93, 94 won but not graded: /);
    const file = unwrap(parseVariantAtlas(JSON.parse(readFileSync(join(out, 'freecell.json'), 'utf8'))));
    expect([91, 92, 93, 94].map((d) => file.grade(d) !== null)).toEqual([true, false, false, false]);
    expect(file.ungradedWon()).toEqual([92, 93, 94]);
  });

  it('a store or an export directory that cannot be written: one line, exit 2', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'atlas-blocked-')), 'a-file');
    writeFileSync(file, 'in the way');
    const run = await fc([
      'atlas',
      'run',
      '--from',
      '1',
      '--to',
      '2',
      '--no-grades',
      '--no-progress',
      '--store',
      file,
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^error: --store .*a-file: cannot write .*a-file\/freecell-\w+\/chunks: a file is in the way of a directory\n$/,
    );
    const out = await atlas(`atlas export --out ${file}`);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(
      /^error: --out .*a-file: cannot write .*a-file: a file is in the way of a directory\n$/,
    );
  });

  it.each([
    [
      'atlas run --from 0 --to 5',
      'error: --from 0: deal numbers for this game run from 1 to 8589934591; 0 is out of range\n',
    ],
    [
      'atlas run --from 9 --to 5',
      'error: --from and --to must give a range of deals, 1 ≤ from ≤ to; got 9..5\n',
    ],
    [
      'atlas run --from 1 --to 9999999999',
      'error: --to 9999999999: deal numbers for this game run from 1 to 8589934591; 9999999999 is out of range\n',
    ],
    [
      'atlas run --from 1 --to 5 --queue redis://127.0.0.1:1 --jobs 2',
      "error: --jobs sets threads here; with --queue, give it to each fc atlas worker\n(run 'fc atlas run --help' for usage and examples)\n",
    ],
    [
      'atlas show --deal x',
      'error: --deal must be a whole number, not "x"\n(run \'fc atlas show --help\' for usage and examples)\n',
    ],
    [
      'atlas run --from 1 --to 5 --grade-max-states 40000000',
      'error: --grade-max-states takes at most 32,000,000 (the most positions one search can store), not "40000000"\n(run \'fc atlas run --help\' for usage and examples)\n',
    ],
    [
      'atlas run --from 1 --to 5 --chunk 0',
      'error: --chunk takes a whole number of at least 1, not "0"\n(run \'fc atlas run --help\' for usage and examples)\n',
    ],
  ])('%s: exit 2, one line', async (args, stderr) => {
    expect(await atlas(args)).toEqual({ code: 2, stdout: '', stderr });
  });
});
