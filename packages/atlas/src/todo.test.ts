import { unwrap } from '@cascade/core';
import { MAX_STATES_LIMIT } from '@cascade/solver';
import { getVariant } from '@cascade/variants';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportAtlas } from './export.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { AtlasStore } from './store.ts';
import { fakeRecords } from './test-records.ts';
import { atlasTodo, todoCommands } from './todo.ts';

const freecell = getVariant('freecell');
const ephemeral = getVariant('ephemeral');
const challenge = getVariant('challenge');

/** An exported directory: FreeCell 1–1000 (graded 1–200), Ephemeral 1–300 graded (fake records: every 97th deal unknown). */
function exported(): string {
  const store = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-todo-')));
  store.writeChunk(
    freecell,
    { from: 1, to: 1000, settings: { ...DEFAULT_SETTINGS, grades: false } },
    fakeRecords(1, 1000, false),
  );
  store.writeChunk(freecell, { from: 1, to: 200, settings: DEFAULT_SETTINGS }, fakeRecords(1, 200, true));
  store.writeChunk(ephemeral, { from: 1, to: 300, settings: DEFAULT_SETTINGS }, fakeRecords(1, 300, true));
  const out = join(store.root, 'out');
  unwrap(exportAtlas({ store, out }));
  return out;
}

describe('atlasTodo: what an exported directory lacks', () => {
  const out = exported();

  it('the deals past its verdicts and its grades, the unknown ones, everything of a variant it lacks', () => {
    const todo = unwrap(atlasTodo(out, [freecell, ephemeral, challenge], 1500));
    expect(todo).toEqual([
      {
        variant: 'freecell',
        verdicts: { from: 1001, to: 1500 },
        grades: { from: 201, to: 1500 },
        unknown: [97, 194, 291, 388, 485, 582, 679, 776, 873, 970].map((deal) => ({
          deal,
          graded: deal <= 200,
        })),
        ungraded: [],
      },
      {
        variant: 'ephemeral',
        verdicts: { from: 301, to: 1500 },
        grades: { from: 301, to: 1500 },
        unknown: [97, 194, 291].map((deal) => ({ deal, graded: true })),
        ungraded: [],
      },
      {
        variant: 'challenge',
        verdicts: { from: 1, to: 1500 },
        grades: { from: 1, to: 1500 },
        unknown: [],
        ungraded: [],
        afresh: 'no file',
      },
    ]);
    // Nothing past a target it reaches.
    expect(unwrap(atlasTodo(out, [freecell], 150))[0]).toMatchObject({ verdicts: null, grades: null });
  });

  it('as commands: verdicts first, then the unknown deals (graded where the file grades), then the grades', () => {
    const todo = unwrap(atlasTodo(out, [ephemeral, challenge], 400));
    expect(todoCommands(todo, { unknown: true })).toEqual([
      'fc atlas run --variant ephemeral --from 301 --to 400 --no-grades',
      'fc atlas run --variant challenge --from 1 --to 400 --no-grades',
      'fc atlas run --variant ephemeral --from 97 --to 97 --redo-unknown',
      'fc atlas run --variant ephemeral --from 194 --to 194 --redo-unknown',
      'fc atlas run --variant ephemeral --from 291 --to 291 --redo-unknown',
      'fc atlas run --variant ephemeral --from 301 --to 400',
      'fc atlas run --variant challenge --from 1 --to 400',
    ]);
    expect(todoCommands(todo, { unknown: true, maxStates: 20_000_000 })[2]).toBe(
      'fc atlas run --variant ephemeral --from 97 --to 97 --redo-unknown --max-states 20000000',
    );
    expect(todoCommands(todo, { unknown: false })).toHaveLength(4);
  });

  it('a won deal its graded run left unknown (won in the file at a larger budget): listed, and graded at the largest budget', () => {
    const out = exported();
    // Ephemeral's deal 97 is unknown in the file's graded range 1–300; a verdicts-only run at a
    // larger budget wins it, and the export keeps it won but ungraded (its grade was the unknown's).
    const store = new AtlasStore(mkdtempSync(join(tmpdir(), 'atlas-won-')));
    const records = fakeRecords(1, 300, false).map((r) =>
      r.deal === 97
        ? { deal: 97, verdict: 'solved' as const, states: 9_000_000, timeMs: 1, fast: '6a 6h' }
        : r,
    );
    store.writeChunk(
      ephemeral,
      { from: 1, to: 300, settings: { ...DEFAULT_SETTINGS, grades: false } },
      records,
    );
    const files = unwrap(exportAtlas({ store, out }));
    expect(files.find((f) => f.variant === 'ephemeral')?.ungraded).toEqual([97]);
    const [todo] = unwrap(atlasTodo(out, [ephemeral], 300));
    expect(todo).toMatchObject({ verdicts: null, grades: null, ungraded: [97] });
    expect(todoCommands([todo!], { unknown: false })).toEqual([
      `fc atlas run --variant ephemeral --from 97 --to 97 --redo-unknown --max-states ${MAX_STATES_LIMIT}`,
    ]);
    expect(todoCommands([todo!], { unknown: false, maxStates: 12_000_000 })).toEqual([
      'fc atlas run --variant ephemeral --from 97 --to 97 --redo-unknown --max-states 12000000',
    ]);
  });

  it('a file under other rules counts for nothing; a file that cannot be read is the error', () => {
    const threeCells = { ...freecell, rules: { ...freecell.rules, cells: 3 } };
    expect(unwrap(atlasTodo(out, [threeCells], 10))[0]).toEqual({
      variant: 'freecell',
      verdicts: { from: 1, to: 10 },
      grades: { from: 1, to: 10 },
      unknown: [],
      ungraded: [],
      afresh: 'its file has other rules',
    });
    const broken = exported();
    writeFileSync(join(broken, 'ephemeral.json'), '{"format": 1');
    const r = atlasTodo(broken, [ephemeral], 10);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/ephemeral\.json is not JSON \(.+\)$/);
    expect(unwrap(atlasTodo(join(broken, 'none'), [ephemeral], 10))[0]!.afresh).toBe('no file');
  });
});
