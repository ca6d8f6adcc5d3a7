import { unwrap } from '@cascade/core';
import { getVariant } from '@cascade/variants';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeVerdicts, exportAtlas } from './export.ts';
import { LEVELS, LEVELS_SENTENCE, levelOf } from './levels.ts';
import { parseAtlasIndex, parseVariantAtlas, sameRules, winRateOf, type VariantAtlas } from './reader.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { AtlasStore } from './store.ts';
import { summarize } from './summary.ts';
import type { DealRecord } from './record.ts';
import { fakeRecord, fakeRecords } from './test-records.ts';

const freecell = getVariant('freecell');
const ephemeral = getVariant('ephemeral');
const verdictsOnly = { ...DEFAULT_SETTINGS, grades: false };

/** A store with FreeCell 1..1000 (1..200 graded) and Ephemeral 1..300 (graded), exported. */
function exported() {
  const root = mkdtempSync(join(tmpdir(), 'atlas-export-'));
  const store = new AtlasStore(join(root, 'store'));
  for (let from = 1; from <= 1000; from += 100)
    store.writeChunk(
      freecell,
      { from, to: from + 99, settings: verdictsOnly },
      fakeRecords(from, from + 99, false),
    );
  store.writeChunk(freecell, { from: 1, to: 200, settings: DEFAULT_SETTINGS }, fakeRecords(1, 200, true));
  // A gap: 1201..1300 is not exported (the range must be unbroken).
  store.writeChunk(
    freecell,
    { from: 1201, to: 1300, settings: verdictsOnly },
    fakeRecords(1201, 1300, false),
  );
  store.writeChunk(ephemeral, { from: 1, to: 300, settings: DEFAULT_SETTINGS }, fakeRecords(1, 300, true));
  const out = join(root, 'out');
  const files = unwrap(exportAtlas({ store, out }));
  const read = (name: string): unknown => JSON.parse(readFileSync(join(out, name), 'utf8'));
  return { store, out, files, read };
}

const atlasOf = (json: unknown): VariantAtlas => {
  const r = parseVariantAtlas(json);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('export and reader', () => {
  const { store, files, read } = exported();

  it('writes one file a variant and an index, over the first unbroken range', () => {
    expect(files.map((f) => [f.file, f.verdicts, f.grades])).toEqual([
      ['ephemeral.json', { from: 1, to: 300 }, { from: 1, to: 300 }],
      ['freecell.json', { from: 1, to: 1000 }, { from: 1, to: 200 }],
      ['index.json', { from: 0, to: -1 }, null],
    ]);
  });

  it('the reader gives back every verdict and grade the store holds', () => {
    const fc = atlasOf(read('freecell.json'));
    const summary = summarize(store.records(freecell, { from: 1, to: 200 }), {});
    const levelsByDeal = new Map<number, string>();
    for (let n = 1; n <= 1000; n++) {
      const r = fakeRecord(n, n <= 200);
      expect(fc.verdict(n)).toBe(r.verdict);
      expect(fc.isWinnable(n)).toBe(
        r.verdict === 'solved' ? true : r.verdict === 'unsolvable' ? false : null,
      );
      const g = fc.grade(n);
      if (n <= 200 && r.grade) {
        expect(g?.minFreeCells).toBe(r.grade.minFreeCells);
        levelsByDeal.set(n, g!.level);
      } else expect(g).toBeNull();
    }
    expect(fc.verdict(0)).toBeNull();
    expect(fc.verdict(1001)).toBeNull();
    expect(fc.verdict(1.5)).toBeNull();
    // The same levels as the summary, which orders the same keys.
    const count = Object.fromEntries(
      LEVELS.map((l) => [l, [...levelsByDeal.values()].filter((x) => x === l).length]),
    );
    expect(count).toEqual(summary.levels);
    expect(fc.levelCounts()).toEqual(summary.levels);
  });

  it('counts and win rates, in the file and in the index', () => {
    const fc = atlasOf(read('freecell.json'));
    const c = fc.counts();
    const expected = { solved: 0, unsolvable: 0, unknown: 0 };
    for (let n = 1; n <= 1000; n++) expected[fakeRecord(n, false).verdict]++;
    expect(c).toMatchObject({ from: 1, to: 1000, deals: 1000, ...expected, winRate: expected.solved / 1000 });
    const index = parseAtlasIndex(read('index.json'));
    if (!index.ok) throw new Error(index.error);
    expect(index.value.levelsSentence).toBe(LEVELS_SENTENCE);
    const entry = index.value.variants.freecell!;
    expect(entry).toMatchObject({
      name: 'FreeCell',
      file: 'freecell.json',
      verdicts: { from: 1, to: 1000, ...expected },
    });
    expect(winRateOf(entry)).toBe(c.winRate);
    expect(entry.grades?.levels).toEqual(fc.levelCounts());
    expect(sameRules(entry, freecell.rules)).toBe(true);
    expect(sameRules(entry, { ...freecell.rules, cells: 3 })).toBe(false);
  });

  it('draws winnable deals, and deals of a level, from a seed', () => {
    const fc = atlasOf(read('freecell.json'));
    for (let seed = 1; seed <= 200; seed++) {
      const n = fc.pickDeal({ seed })!;
      expect(fc.isWinnable(n)).toBe(true);
      expect(fc.pickDeal({ seed })).toBe(n);
      for (const level of LEVELS) expect(fc.grade(fc.pickDeal({ seed, level })!)?.level).toBe(level);
      const any = fc.pickDeal({ seed, winnable: false })!;
      expect(any >= 1 && any <= 1000).toBe(true);
    }
    const drawn = new Set(Array.from({ length: 300 }, (_, i) => fc.pickDeal({ seed: i + 1 })));
    expect(drawn.size).toBeGreaterThan(200);
    // Ephemeral's file lists its few winnable deals; the draw still finds them.
    const eph = atlasOf(read('ephemeral.json'));
    expect(eph.isWinnable(eph.pickDeal({ seed: 42 })!)).toBe(true);
  });

  it('picks the shorter verdict encoding', () => {
    const mostlyWon = new Uint8Array(1000);
    mostlyWon[11] = 1;
    expect(encodeVerdicts(1, mostlyWon)).toEqual({
      from: 1,
      to: 1000,
      encoding: 'except',
      default: 'solved',
      unsolvable: [12],
      unknown: [],
    });
    const mostlyLost = new Uint8Array(1000).fill(1);
    mostlyLost[4] = 0;
    expect(encodeVerdicts(1, mostlyLost)).toMatchObject({
      encoding: 'except',
      default: 'unsolvable',
      solved: [5],
    });
    const mixed = Uint8Array.from({ length: 1000 }, (_, i) => ((i * 7919) % 4 === 0 ? 1 : 0));
    const e = encodeVerdicts(1, mixed);
    expect(e.encoding).toBe('bits');
    const back = atlasOf({ format: 1, variant: 'x', name: 'X', rulesKey: 'k', verdicts: e, grades: null });
    for (let i = 0; i < 1000; i++) expect(back.verdict(i + 1)).toBe(mixed[i] ? 'unsolvable' : 'solved');
  });

  it.each([
    ['not an object', 'x', 'the atlas file is not a JSON object'],
    ['another format', { format: 2 }, 'the atlas file has format 2, not 1'],
    [
      'unsorted exceptions',
      {
        verdicts: { from: 1, to: 10, encoding: 'except', default: 'solved', unsolvable: [5, 3], unknown: [] },
      },
      'verdicts.unsolvable[1] is not a deal of 1–10 in increasing order',
    ],
    [
      'a bit set of the wrong size',
      { verdicts: { from: 1, to: 100, encoding: 'bits', solved: 'AAAA', unknown: [] } },
      'verdicts.solved must be a base64 bit set of 100 bits',
    ],
    [
      'grades of the wrong length',
      { grades: { from: 1, to: 10, cuts: [], codes: 'AB' } },
      'grades.codes must hold one character for each of the 10 deals',
    ],
  ])('the reader refuses %s', (_, patch, message) => {
    const good = read('freecell.json') as Record<string, unknown>;
    const bad = typeof patch === 'string' ? patch : { ...good, ...patch };
    expect(parseVariantAtlas(bad)).toEqual({ ok: false, error: message });
  });

  it('the index refuses counts that do not add up', () => {
    const index = read('index.json') as { variants: Record<string, { verdicts: { solved: number } }> };
    index.variants.freecell!.verdicts.solved++;
    expect(parseAtlasIndex(index)).toEqual({
      ok: false,
      error: 'variants.freecell.verdicts: the counts do not add up to the range',
    });
  });
});

describe('an export updates a directory and loses nothing', () => {
  /** Records as fakeRecords makes them but `deal`, graded with `cells` free cells instead. */
  const gradedOtherwise =
    (deal: number, cells: number) =>
    (r: DealRecord): DealRecord =>
      r.deal === deal && r.grade ? { ...r, grade: { ...r.grade, minFreeCells: cells } } : r;
  /** Deal 3 graded otherwise than the file made from fakeRecords has it (three cells there). */
  const regraded = gradedOtherwise(3, 1);
  /** A store of FreeCell deals from..to (graded to gradedTo), in a fresh directory. */
  const storeOf = (to: number, gradedTo: number, variant = freecell, grade = (r: DealRecord) => r) => {
    const store = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-store-')));
    store.writeChunk(variant, { from: 1, to, settings: verdictsOnly }, fakeRecords(1, to, false));
    if (gradedTo > 0)
      store.writeChunk(
        variant,
        { from: 1, to: gradedTo, settings: DEFAULT_SETTINGS },
        fakeRecords(1, gradedTo, true).map(grade),
      );
    return store;
  };
  const text = (out: string, name: string) => readFileSync(join(out, name), 'utf8');

  it('keeps the other variants, and a file that covers more than the store', () => {
    const { out } = exported();
    const shipped = text(out, 'freecell.json');
    const ephemeralBefore = text(out, 'ephemeral.json');
    const files = unwrap(exportAtlas({ store: storeOf(100, 50, freecell, regraded), out }));
    expect(files.map((f) => [f.file, f.verdicts, f.grades, f.kept])).toEqual([
      [
        'freecell.json',
        { from: 1, to: 1000 },
        { from: 1, to: 200 },
        {
          store: { verdicts: { from: 1, to: 100 }, grades: { from: 1, to: 50 } },
          reason:
            "the store's grades 1–50 overlap the file's 1–200 and grade deal 3 otherwise (the file does not say which of its grades are upper bounds)",
        },
      ],
      ['index.json', { from: 0, to: -1 }, null, undefined],
    ]);
    expect(text(out, 'freecell.json')).toBe(shipped);
    expect(text(out, 'ephemeral.json')).toBe(ephemeralBefore);
    const index = unwrap(parseAtlasIndex(JSON.parse(text(out, 'index.json'))));
    expect(Object.keys(index.variants)).toEqual(['ephemeral', 'freecell']);
    expect(index.variants.freecell!.verdicts).toMatchObject({ from: 1, to: 1000 });
    expect(index.variants.ephemeral!.grades).toMatchObject({ from: 1, to: 300 });
  });

  it('more verdicts but fewer grades is not more: kept', () => {
    const { out } = exported();
    const files = unwrap(exportAtlas({ store: storeOf(2000, 100, freecell, regraded), out }));
    expect(files[0]!.kept).toEqual({
      store: { verdicts: { from: 1, to: 2000 }, grades: { from: 1, to: 100 } },
      reason:
        "the store's grades 1–100 overlap the file's 1–200 and grade deal 3 otherwise (the file does not say which of its grades are upper bounds)",
    });
  });

  it('writes a file the store covers at least as well, and any with --replace', () => {
    const { out } = exported();
    const more = unwrap(exportAtlas({ store: storeOf(1500, 300), out }));
    expect(more[0]).toMatchObject({
      file: 'freecell.json',
      verdicts: { from: 1, to: 1500 },
      grades: { from: 1, to: 300 },
    });
    expect(more[0]!.kept).toBeUndefined();
    const replaced = unwrap(exportAtlas({ store: storeOf(100, 0), out, replace: true }));
    expect(replaced[0]).toMatchObject({ verdicts: { from: 1, to: 100 }, grades: null });
    expect(replaced[0]!.kept).toBeUndefined();
    const index = unwrap(parseAtlasIndex(JSON.parse(text(out, 'index.json'))));
    expect(index.variants.freecell!.verdicts).toMatchObject({ from: 1, to: 100 });
    expect(index.variants.freecell!.grades).toBeNull();
    expect(index.variants.ephemeral).toBeDefined();
  });

  it('a file computed under other rules is replaced, whatever it covers', () => {
    const { out } = exported();
    const threeCells = { ...freecell, rules: { ...freecell.rules, cells: 3 } };
    const files = unwrap(exportAtlas({ store: storeOf(10, 0, threeCells), out }));
    expect(files[0]).toMatchObject({ file: 'freecell.json', verdicts: { from: 1, to: 10 } });
    expect(files[0]!.kept).toBeUndefined();
  });

  it('a damaged index in the directory: a message naming it, and nothing written', () => {
    const { out } = exported();
    const shipped = text(out, 'freecell.json');
    writeFileSync(join(out, 'index.json'), '{"format": 1, "variants": ');
    const r = exportAtlas({ store: storeOf(2000, 300), out });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatch(
      /index\.json is not JSON \(.+\): nothing was written \(move it away to export afresh\)$/,
    );
    expect(text(out, 'freecell.json')).toBe(shipped);
    writeFileSync(join(out, 'index.json'), '{"format": 2}');
    expect(exportAtlas({ store: storeOf(2000, 300), out })).toEqual({
      ok: false,
      error: `${join(out, 'index.json')}: the atlas index has format 2, not 1: nothing was written (move it away to export afresh)`,
    });
  });

  /** A store holding FreeCell's deals from..to, graded or not, from `records` (default fakeRecords). */
  const rangeStore = (from: number, to: number, graded: boolean, records = fakeRecords(from, to, graded)) => {
    const store = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-range-')));
    store.writeChunk(freecell, { from, to, settings: graded ? DEFAULT_SETTINGS : verdictsOnly }, records);
    return store;
  };

  it("deals beyond the file's join it: the same file as an export of one store holding both", () => {
    const { out } = exported();
    const files = unwrap(exportAtlas({ store: rangeStore(1001, 1500, false), out }));
    expect(files[0]).toMatchObject({
      variant: 'freecell',
      file: 'freecell.json',
      verdicts: { from: 1, to: 1500 },
      grades: { from: 1, to: 200 },
      merged: { store: [{ verdicts: { from: 1001, to: 1500 }, grades: null }], left: [] },
    });
    // One store holding everything, exported afresh, writes the very same file and entry.
    const whole = storeOf(1500, 200);
    const fresh = join(mkdtempSync(join(tmpdir(), 'atlas-whole-')), 'out');
    unwrap(exportAtlas({ store: whole, out: fresh }));
    expect(text(out, 'freecell.json')).toBe(text(fresh, 'freecell.json'));
    const entry = (dir: string) =>
      unwrap(parseAtlasIndex(JSON.parse(text(dir, 'index.json')))).variants.freecell;
    expect(entry(out)).toEqual(entry(fresh));
  });

  it("grades after the file's join it, placed by the file's level cuts; the counts add up", () => {
    const { out, read } = exported();
    const before = atlasOf(read('freecell.json'));
    const entryBefore = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    const files = unwrap(exportAtlas({ store: rangeStore(201, 400, true), out }));
    expect(files[0]).toMatchObject({
      verdicts: { from: 1, to: 1000 },
      grades: { from: 1, to: 400 },
      merged: { store: [{ verdicts: { from: 201, to: 400 }, grades: { from: 201, to: 400 } }], left: [] },
    });
    const after = atlasOf(read('freecell.json'));
    expect(after.levelCuts).toEqual(before.levelCuts);
    const levels = Object.fromEntries(LEVELS.map((l) => [l, 0]));
    const cells: Record<string, number> = {};
    let inexact = 0;
    for (let n = 1; n <= 400; n++) {
      const g = after.grade(n);
      if (n <= 200) expect(g, `deal ${n}`).toEqual(before.grade(n));
      const r = fakeRecord(n, true);
      if (!r.grade) {
        expect(g).toBeNull();
        continue;
      }
      if (n > 200) {
        expect(g).toEqual({
          minFreeCells: r.grade.minFreeCells,
          level: levelOf({ deal: n, ...r.grade }, before.levelCuts),
        });
        if (!r.grade.exact) inexact++;
      }
      levels[g!.level]!++;
      cells[g!.minFreeCells] = (cells[g!.minFreeCells] ?? 0) + 1;
    }
    const entry = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    expect(entry.grades).toEqual({
      from: 1,
      to: 400,
      levels,
      minFreeCells: cells,
      inexact: entryBefore.grades!.inexact + inexact,
    });
    expect(entry.verdicts).toEqual(entryBefore.verdicts);
  });

  it("grades overlapping the file's, coded as the file codes them (the records it was made from), join; upper bounds are counted once", () => {
    const { out, read } = exported();
    const before = atlasOf(read('freecell.json'));
    const entryBefore = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    // The store still holds the records 101–200 the file was made from, and grades 201–300 beyond.
    const files = unwrap(exportAtlas({ store: rangeStore(101, 300, true), out }));
    expect(files[0]).toMatchObject({
      grades: { from: 1, to: 300 },
      merged: { store: [{ verdicts: { from: 101, to: 300 }, grades: { from: 101, to: 300 } }], left: [] },
    });
    expect(files[0]!.kept).toBeUndefined();
    const after = atlasOf(read('freecell.json'));
    for (let n = 1; n <= 200; n++) expect(after.gradeCode(n), `deal ${n}`).toBe(before.gradeCode(n));
    const beyond = fakeRecords(201, 300, true).filter((r) => r.grade && !r.grade.exact).length;
    expect(beyond).toBeGreaterThan(0);
    const entry = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    expect(entry.grades!.inexact).toBe(entryBefore.grades!.inexact + beyond);
    // The same store with deal 151 graded otherwise: nothing joins, the file is kept as it was.
    const other = fakeRecords(101, 300, true).map(gradedOtherwise(151, 4));
    const text = readFileSync(join(out, 'freecell.json'), 'utf8');
    const again = unwrap(exportAtlas({ store: rangeStore(101, 300, true, other), out }));
    expect(again[0]!.kept?.reason).toBe(
      "the store's grades 101–300 overlap the file's 1–300 and grade deal 151 otherwise (the file does not say which of its grades are upper bounds)",
    );
    expect(readFileSync(join(out, 'freecell.json'), 'utf8')).toBe(text);
  });

  it("the store's settled verdicts replace the file's unknown ones, never the other way", () => {
    const { out, read } = exported();
    // fakeRecord: deal 97 unknown, deal 10 lost, in the file.
    const records: DealRecord[] = fakeRecords(1, 100, false).map((r) =>
      r.deal === 97
        ? { deal: 97, verdict: 'solved', states: 5, timeMs: 1, fast: '6a 6h' }
        : r.deal === 10
          ? { deal: 10, verdict: 'unknown', states: 8_000_000, timeMs: 1 }
          : r,
    );
    const files = unwrap(exportAtlas({ store: rangeStore(1, 100, false, records), out }));
    expect(files[0]).toMatchObject({
      verdicts: { from: 1, to: 1000 },
      grades: { from: 1, to: 200 },
      ungraded: [97],
    });
    const after = atlasOf(read('freecell.json'));
    expect(after.verdict(97)).toBe('solved');
    expect(after.verdict(10)).toBe('unsolvable');
    const entry = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    expect(entry.verdicts).toMatchObject({ unknown: 10 - 1 });
    // Deal 97 is in the file's graded range: won now, but not graded (a graded run grades it).
    expect(after.gradeCode(97)).toBe(63);
    expect(after.ungradedWon()).toEqual([97]);
  });

  it('a store that covers the file but leaves unknown a deal the file settles: joined, the verdict kept', () => {
    // The file: verdicts of 1–100 at a larger budget (deal 97 won there); the store: 1–100 graded,
    // deal 97 unknown at its budget (as fakeRecord has it). Written alone, the store's would drop the win.
    const store = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-cover-')));
    const won = fakeRecords(1, 100, false).map((r) =>
      r.deal === 97
        ? { deal: 97, verdict: 'solved' as const, states: 9_000_000, timeMs: 1, fast: '6a 6h' }
        : r,
    );
    const first = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-first-')));
    first.writeChunk(freecell, { from: 1, to: 100, settings: { ...DEFAULT_SETTINGS, grades: false } }, won);
    const out = mkdtempSync(join(tmpdir(), 'atlas-out-'));
    unwrap(exportAtlas({ store: first, out }));
    store.writeChunk(freecell, { from: 1, to: 100, settings: DEFAULT_SETTINGS }, fakeRecords(1, 100, true));
    const files = unwrap(exportAtlas({ store, out }));
    expect(files[0]).toMatchObject({
      verdicts: { from: 1, to: 100 },
      grades: { from: 1, to: 100 },
      ungraded: [97],
    });
    expect(files[0]!.merged).toBeDefined();
    const after = atlasOf(JSON.parse(readFileSync(join(out, 'freecell.json'), 'utf8')));
    expect(after.verdict(97)).toBe('solved');
    expect(after.gradeCode(97)).toBe(63);
    expect(after.grade(96)).not.toBeNull();
    // With nothing the file settles that the store does not, the store's is written alone.
    const plain = unwrap(exportAtlas({ store, out: mkdtempSync(join(tmpdir(), 'atlas-out-')) }));
    expect(plain[0]!.merged).toBeUndefined();
    // --replace: the store's alone, deal 97 unknown.
    unwrap(exportAtlas({ store, out, replace: true }));
    expect(atlasOf(JSON.parse(readFileSync(join(out, 'freecell.json'), 'utf8'))).verdict(97)).toBe('unknown');
  });

  it("a deal the file has no grade of (unknown) solved and graded again joins, placed by the file's cuts", () => {
    const { out, read } = exported();
    // fakeRecord: deal 97 unknown in the file, inside its graded range 1–200.
    const graded = fakeRecord(91, true);
    const store = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-one-')));
    store.writeChunk(freecell, { from: 97, to: 97, settings: DEFAULT_SETTINGS }, [{ ...graded, deal: 97 }]);
    const before = atlasOf(read('freecell.json'));
    const was = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    const files = unwrap(exportAtlas({ store, out }));
    expect(files[0]!.merged?.store).toEqual([
      { verdicts: { from: 97, to: 97 }, grades: { from: 97, to: 97 } },
    ]);
    const after = atlasOf(read('freecell.json'));
    expect(after.verdict(97)).toBe('solved');
    expect(after.grade(97)).toEqual({
      minFreeCells: graded.grade!.minFreeCells,
      level: levelOf({ ...graded.grade!, deal: 97 }, before.levelCuts),
    });
    for (const n of [1, 96, 98, 200]) expect(after.gradeCode(n)).toBe(before.gradeCode(n));
    const entry = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    expect(entry.grades!.inexact).toBe(was.grades!.inexact + (graded.grade!.exact ? 0 : 1));
    expect(entry.verdicts.unknown).toBe(was.verdicts.unknown - 1);
  });

  it('a graded deal the store proves lost gets the lost code', () => {
    const { out, read } = exported();
    // fakeRecord: deal 1 won and graded in the file (1–200 graded).
    const records: DealRecord[] = fakeRecords(1, 100, false).map((r) =>
      r.deal === 1 ? { deal: 1, verdict: 'unsolvable', states: 9, timeMs: 1 } : r,
    );
    unwrap(exportAtlas({ store: rangeStore(1, 100, false, records), out }));
    const after = atlasOf(read('freecell.json'));
    expect([after.verdict(1), after.gradeCode(1), after.grade(1)]).toEqual(['unsolvable', 62, null]);
    const entry = unwrap(parseAtlasIndex(read('index.json'))).variants.freecell!;
    const before = exported();
    const was = unwrap(parseAtlasIndex(before.read('index.json'))).variants.freecell!;
    const total = (l: Record<string, number>) => Object.values(l).reduce((a, b) => a + b, 0);
    expect(total(entry.grades!.levels)).toBe(total(was.grades!.levels) - 1);
  });

  it('every range of the store joins, in deal order; one beyond a gap is left out and said why', () => {
    const { out, read } = exported();
    const store = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-ranges-')));
    // Deal 97 (unknown in the file) won in one range; 1001–1200 (two chunks) after the file's end;
    // 1301–1400 beyond a gap.
    const won = (n: number): DealRecord => ({
      deal: n,
      verdict: 'solved',
      states: 5,
      timeMs: 1,
      fast: '6a 6h',
    });
    store.writeChunk(freecell, { from: 97, to: 97, settings: verdictsOnly }, [won(97)]);
    for (const from of [1101, 1001, 1301])
      store.writeChunk(
        freecell,
        { from, to: from + 99, settings: verdictsOnly },
        fakeRecords(from, from + 99, false),
      );
    const files = unwrap(exportAtlas({ store, out }));
    expect(files[0]).toMatchObject({
      verdicts: { from: 1, to: 1200 },
      merged: {
        store: [
          { verdicts: { from: 97, to: 97 }, grades: null },
          { verdicts: { from: 1001, to: 1200 }, grades: null },
        ],
        left: ["the store's deals 1301–1400 and the file's 1–1200 leave a gap between them"],
      },
    });
    const after = atlasOf(read('freecell.json'));
    expect(after.verdict(97)).toBe('solved');
    expect(after.verdict(1200)).toBe('unsolvable');
    expect(after.verdict(1301)).toBeNull();
  });

  it('a gap, or a damaged file, keeps the file whole and says why', () => {
    const { out } = exported();
    const shipped = text(out, 'freecell.json');
    const gap = unwrap(exportAtlas({ store: rangeStore(1101, 1200, false), out }));
    expect(gap[0]!.kept?.reason).toBe(
      "the store's deals 1101–1200 and the file's 1–1000 leave a gap between them",
    );
    const grades = unwrap(exportAtlas({ store: rangeStore(301, 400, true), out }));
    expect(grades[0]!.kept?.reason).toBe("the store's grades 301–400 leave a gap after the file's 1–200");
    expect(text(out, 'freecell.json')).toBe(shipped);
    writeFileSync(join(out, 'freecell.json'), '{"format": 1}');
    const damaged = unwrap(exportAtlas({ store: rangeStore(1001, 1100, false), out }));
    expect(damaged[0]!.kept?.reason).toBe(`${join(out, 'freecell.json')}: the atlas file names no variant`);
    expect(text(out, 'freecell.json')).toBe('{"format": 1}');
  });

  it('a store with no records writes nothing, the index included', () => {
    const { out } = exported();
    const index = text(out, 'index.json');
    const empty = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-empty-')));
    expect(unwrap(exportAtlas({ store: empty, out }))).toEqual([]);
    expect(text(out, 'index.json')).toBe(index);
    const fresh = join(mkdtempSync(join(tmpdir(), 'atlas-fresh-')), 'out');
    expect(unwrap(exportAtlas({ store: empty, out: fresh }))).toEqual([]);
    expect(existsSync(fresh)).toBe(false);
  });
});
