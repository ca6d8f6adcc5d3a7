import { getVariant } from '@cascade/variants';
import type * as NodeFs from 'node:fs';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from './settings.ts';
import { solveChunk } from './solve.ts';
import { AtlasStore, rulesKey, StoreWriteError, variantDirName } from './store.ts';
import { fakeRecords } from './test-records.ts';

/**
 * A disk that fills up, stubbed: while `diskLeft` is set, writeSync writes at most that many bytes
 * more (a short write: fewer bytes than asked, as write(2) does near a full disk), then fails ENOSPC.
 * The CLI's tests fill a real tmpfs where they may mount one.
 */
let diskLeft: number | null = null;
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof NodeFs>();
  const writeSync = (fd: number, buffer: Buffer, offset = 0, length = buffer.length - offset) => {
    if (diskLeft === null) return fs.writeSync(fd, buffer, offset, length);
    if (diskLeft === 0)
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const n = fs.writeSync(fd, buffer, offset, Math.min(length, diskLeft));
    diskLeft -= n;
    return n;
  };
  return { ...fs, default: { ...fs, writeSync }, writeSync };
});

const freecell = getVariant('freecell');
const graded = DEFAULT_SETTINGS;
const verdictsOnly = { ...DEFAULT_SETTINGS, grades: false };
let root: string;
let store: AtlasStore;
const chunkDir = () => join(root, variantDirName(freecell), 'chunks');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'atlas-store-'));
  store = new AtlasStore(root);
});
afterEach(() => {
  expect(store.problems).toEqual([]);
});

describe('AtlasStore', () => {
  it('keeps each variant and rule set apart, under its id and a key of its rules', () => {
    expect(variantDirName(freecell)).toBe(`freecell-${rulesKey(freecell.rules)}`);
    expect(rulesKey({ ...freecell.rules, cells: 3 })).not.toBe(rulesKey(freecell.rules));
    expect(rulesKey(freecell.rules)).toBe(rulesKey({ ...freecell.rules }));
  });

  it('stores chunks whole and reads every deal back once, in order', () => {
    store.writeChunk(freecell, { from: 51, to: 100, settings: graded }, fakeRecords(51, 100, true));
    store.writeChunk(freecell, { from: 1, to: 50, settings: graded }, fakeRecords(1, 50, true));
    expect([...store.records(freecell)]).toEqual(fakeRecords(1, 100, true));
    expect(store.record(freecell, 77)).toEqual(fakeRecords(77, 77, true)[0]);
    expect(store.record(freecell, 101)).toBeUndefined();
    expect(store.missing(freecell, 1, 120, true)).toEqual([{ from: 101, to: 120 }]);
    const v = store.variants();
    expect(v.map((x) => [x.id, x.name, x.rulesKey])).toEqual([
      ['freecell', 'FreeCell', rulesKey(freecell.rules)],
    ]);
  });

  it('a chunk file is gzipped JSON lines: a header, then one record a line', () => {
    store.writeChunk(freecell, { from: 1, to: 3, settings: graded, host: 'box' }, fakeRecords(1, 3, true));
    const lines = gunzipSync(readFileSync(join(chunkDir(), '0000000001-0000000003.g.jsonl.gz')))
      .toString()
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({
      format: 1,
      variant: 'freecell',
      from: 1,
      to: 3,
      settings: graded,
      host: 'box',
    });
    expect(lines.slice(1)).toEqual(fakeRecords(1, 3, true));
  });

  it('the same chunk written twice leaves one file and one record per deal', () => {
    store.writeChunk(freecell, { from: 1, to: 50, settings: graded }, fakeRecords(1, 50, true));
    store.writeChunk(freecell, { from: 1, to: 50, settings: graded }, fakeRecords(1, 50, true));
    expect(readdirSync(chunkDir())).toEqual(['0000000001-0000000050.g.jsonl.gz']);
    expect([...store.records(freecell)].map((r) => r.deal)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it('graded records replace verdicts-only ones; a verdicts-only run needs none of them', () => {
    store.writeChunk(freecell, { from: 1, to: 500, settings: verdictsOnly }, fakeRecords(1, 500, false));
    expect(store.missing(freecell, 1, 500, false)).toEqual([]);
    expect(store.missing(freecell, 1, 500, true)).toEqual([{ from: 1, to: 500 }]);
    store.writeChunk(freecell, { from: 51, to: 100, settings: graded }, fakeRecords(51, 100, true));
    store.writeChunk(freecell, { from: 451, to: 500, settings: graded }, fakeRecords(451, 500, true));
    const all = [...store.records(freecell)];
    expect(all.map((r) => r.deal)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
    expect(all.filter((r) => r.grade).map((r) => r.deal)).toEqual(
      fakeRecords(51, 100, true)
        .concat(fakeRecords(451, 500, true))
        .filter((r) => r.grade)
        .map((r) => r.deal),
    );
    expect(store.coverage(freecell, true)).toEqual([
      { from: 51, to: 100 },
      { from: 451, to: 500 },
    ]);
    // A graded chunk covering a whole verdicts-only one makes it redundant: it goes.
    store.writeChunk(freecell, { from: 1, to: 500, settings: verdictsOnly }, fakeRecords(1, 500, false));
    store.writeChunk(freecell, { from: 1, to: 600, settings: graded }, fakeRecords(1, 600, true));
    expect(readdirSync(chunkDir())).toEqual(['0000000001-0000000600.g.jsonl.gz']);
  });

  it('a writer killed before its rename leaves a temporary file that readers ignore', () => {
    store.writeChunk(freecell, { from: 1, to: 50, settings: graded }, fakeRecords(1, 50, true));
    writeFileSync(join(chunkDir(), '.tmp-1234-abc'), 'half a chunk');
    expect([...store.records(freecell)]).toHaveLength(50);
    expect(store.missing(freecell, 1, 100, true)).toEqual([{ from: 51, to: 100 }]);
  });

  it('a damaged chunk file is set aside with a message, and its deals are missing again', () => {
    store.writeChunk(freecell, { from: 1, to: 50, settings: graded }, fakeRecords(1, 50, true));
    store.writeChunk(freecell, { from: 51, to: 100, settings: graded }, fakeRecords(51, 100, true));
    const name = '0000000051-0000000100.g.jsonl.gz';
    const path = join(chunkDir(), name);
    writeFileSync(path, readFileSync(path).subarray(0, 100));
    const damaged = new AtlasStore(root);
    expect([...damaged.records(freecell)].map((r) => r.deal)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(damaged.problems.map((p) => p.file)).toEqual([path]);
    expect(damaged.problems[0]?.message).toMatch(/^not a gzip file/);
    expect(readdirSync(chunkDir()).sort()).toEqual(['0000000001-0000000050.g.jsonl.gz', `${name}.damaged`]);
    expect(damaged.missing(freecell, 1, 100, true)).toEqual([{ from: 51, to: 100 }]);
  });

  it('finds the chunks a budget left open: an unknown verdict, or a grade that is an upper bound', () => {
    // Deals 1..6 are settled; 7 has an inexact grade; 97 is unknown (see test-records.ts).
    store.writeChunk(freecell, { from: 1, to: 6, settings: graded }, fakeRecords(1, 6, true));
    store.writeChunk(freecell, { from: 7, to: 8, settings: graded }, fakeRecords(7, 8, true));
    store.writeChunk(freecell, { from: 96, to: 98, settings: verdictsOnly }, fakeRecords(96, 98, false));
    // A verdicts-only run: the verdicts-only chunks' unknown verdicts; a graded run: the graded chunks'.
    const open = store.unsettled(freecell, 1, 100, false);
    expect(open.map((c) => [c.from, c.to, c.open])).toEqual([[96, 98, 1]]);
    expect(open[0]!.redo).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(store.unsettled(freecell, 1, 100, true).map((c) => [c.from, c.to, c.open])).toEqual([[7, 8, 1]]);
  });

  it('a disk that fills mid-chunk (a short write, then ENOSPC): the write fails, no chunk cut short is in place', () => {
    store.writeChunk(freecell, { from: 1, to: 50, settings: graded }, fakeRecords(1, 50, true));
    diskLeft = 300;
    try {
      expect(() =>
        store.writeChunk(freecell, { from: 51, to: 100, settings: graded }, fakeRecords(51, 100, true)),
      ).toThrow(StoreWriteError);
    } finally {
      diskLeft = null;
    }
    // No file of deals 51-100, not even a temporary one: the store holds what it held.
    expect(readdirSync(chunkDir())).toEqual(['0000000001-0000000050.g.jsonl.gz']);
    expect(store.missing(freecell, 1, 100, true)).toEqual([{ from: 51, to: 100 }]);
  });

  it('a chunk changed since it was stored (a solution replaced, the file zipped again) is set aside', () => {
    const solved = solveChunk({ rules: freecell.rules, from: 1199, to: 1201, settings: verdictsOnly });
    store.writeChunk(freecell, { from: 1199, to: 1201, settings: verdictsOnly }, solved);
    const path = join(chunkDir(), '0000001199-0000001201.v.jsonl.gz');
    const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
    const header = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(header.sha256).toMatch(/^[0-9a-f]{64}$/);
    const tampered = (head: Record<string, unknown>) =>
      gzipSync(
        [
          JSON.stringify(head),
          ...lines
            .slice(1)
            .map((l) => (l.includes('"deal":1200') ? l.replace(/"fast":"[^"]*"/, '"fast":"12 34 56"') : l)),
        ].join('\n'),
      );
    writeFileSync(path, tampered(header));
    const reader = new AtlasStore(root);
    expect(reader.record(freecell, 1200)).toBeUndefined();
    expect(reader.problems.map((p) => [p.kind, p.setAside, p.message])).toEqual([
      ['chunk', true, 'its records do not match the checksum in its header (changed since it was stored)'],
    ]);
    expect(reader.missing(freecell, 1199, 1201, false)).toEqual([{ from: 1199, to: 1201 }]);
    // A chunk stored before chunks had a checksum: its solutions are replayed instead.
    store.writeChunk(freecell, { from: 1199, to: 1201, settings: verdictsOnly }, solved);
    const { sha256: _, ...old } = header;
    writeFileSync(path, gzipSync(lines.map((l, i) => (i === 0 ? JSON.stringify(old) : l)).join('\n')));
    expect(new AtlasStore(root).record(freecell, 1200)?.verdict).toBe('solved');
    writeFileSync(path, tampered(old));
    const again = new AtlasStore(root);
    expect(again.record(freecell, 1200)).toBeUndefined();
    expect(again.problems[0]?.message).toMatch(/^line 3: deal 1200: the fast solution/);
  });

  it('a damaged variant.json is set aside; a run writes it again before it stores anything', () => {
    store.writeChunk(freecell, { from: 1, to: 50, settings: graded }, fakeRecords(1, 50, true));
    const file = join(root, variantDirName(freecell), 'variant.json');
    writeFileSync(file, '{garbage\n');
    const reader = new AtlasStore(root);
    expect(reader.variants()).toEqual([]);
    expect(reader.problems.map((p) => [p.file, p.kind, p.setAside])).toEqual([[file, 'variant', true]]);
    expect(existsSync(`${file}.damaged`)).toBe(true);
    reader.checkWritable(freecell);
    expect(new AtlasStore(root).variants().map((v) => v.id)).toEqual(['freecell']);
  });

  // Every kind of damage tried on a chunk file: each is set aside and its deals count as missing.
  it.each<[string, (lines: string[]) => string | Buffer, RegExp]>([
    ['cut short (gzip)', (l) => gzipSync(l.join('\n')).subarray(0, 200), /^not a gzip file/],
    ['not gzip at all', () => 'plain text', /^not a gzip file/],
    ['an empty file', () => Buffer.alloc(0), /not a gzip file|not a chunk header/],
    [
      'a header that is not JSON',
      (l) => gzipSync(['{', ...l.slice(1)].join('\n')),
      /^the first line is not a chunk header/,
    ],
    [
      'another format',
      (l) => gzipSync([l[0]!.replace('"format":1', '"format":9'), ...l.slice(1)].join('\n')),
      /^format 9/,
    ],
    [
      'a header naming other deals',
      (l) => gzipSync([l[0]!.replace('"from":1,', '"from":2,'), ...l.slice(1)].join('\n')),
      /header says deals 2-5/,
    ],
    [
      'other rules',
      (l) =>
        gzipSync([l[0]!.replace(/"rulesKey":"\w+"/, '"rulesKey":"0000000000"'), ...l.slice(1)].join('\n')),
      /other rules/,
    ],
    [
      'a record line cut',
      (l) => gzipSync([...l.slice(0, 2), l[2]!.slice(0, 20), ...l.slice(3)].join('\n')),
      /line 3 is not JSON|checksum/,
    ],
    ['a record missing', (l) => gzipSync(l.slice(0, -1).join('\n')), /checksum|cut short/],
    [
      'two records swapped',
      (l) => gzipSync([l[0]!, l[2]!, l[1]!, ...l.slice(3)].join('\n')),
      /checksum|holds deal/,
    ],
    [
      'a record changed',
      (l) =>
        gzipSync([...l.slice(0, 2), l[2]!.replace('"states":102', '"states":7'), ...l.slice(3)].join('\n')),
      /checksum/,
    ],
  ])('a chunk file %s is set aside, its deals missing again', (_kind, damage, message) => {
    store.writeChunk(freecell, { from: 1, to: 5, settings: graded }, fakeRecords(1, 5, true));
    const path = join(chunkDir(), '0000000001-0000000005.g.jsonl.gz');
    const lines = gunzipSync(readFileSync(path)).toString('utf8').replace(/\n$/, '').split('\n');
    writeFileSync(path, damage(lines));
    const reader = new AtlasStore(root);
    expect([...reader.records(freecell)]).toEqual([]);
    expect(reader.problems).toHaveLength(1);
    expect(reader.problems[0]!.message).toMatch(message);
    expect(existsSync(`${path}.damaged`)).toBe(true);
    expect(reader.missing(freecell, 1, 5, true)).toEqual([{ from: 1, to: 5 }]);
  });

  it('refuses records that do not cover the chunk one by one', () => {
    expect(() =>
      store.writeChunk(freecell, { from: 1, to: 3, settings: graded }, fakeRecords(1, 2, true)),
    ).toThrow('chunk 1-3: the records do not cover the deals one by one');
  });
});
