// The atlas the game ships (apps/web/static/atlas, written by `fc atlas export`): every catalogue
// variant is there, under its current rules, over the ranges the README promises, and each file reads
// back to the counts the index gives.
import { listVariants } from '@cascade/variants';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEVELS } from './levels.ts';
import { parseAtlasIndex, parseVariantAtlas, sameRules, type VariantAtlas } from './reader.ts';

const DIR = new URL('../../../apps/web/static/atlas/', import.meta.url);
const read = (name: string): unknown => JSON.parse(readFileSync(fileURLToPath(new URL(name, DIR)), 'utf8'));
const index = parseAtlasIndex(read('index.json'));
if (!index.ok) throw new Error(`apps/web/static/atlas/index.json: ${index.error}`);
const entries = index.value.variants;

/** What the atlas ships: verdicts of FreeCell 1–1,000,000 and of every other variant 1–32000. */
const VERDICTS_TO: Readonly<Record<string, number>> = { freecell: 1_000_000 };

describe('the shipped atlas', () => {
  const atlases = new Map<string, VariantAtlas>();
  for (const v of listVariants()) {
    const e = entries[v.id];
    const file = e ? parseVariantAtlas(read(e.file)) : null;
    if (file?.ok) atlases.set(v.id, file.value);
  }

  it.each(listVariants().map((v) => [v.id, v] as const))('%s: its rules, its range, its counts', (id, v) => {
    const e = entries[id];
    expect(e, `${id} is in index.json`).toBeDefined();
    expect(sameRules(e!, v.rules)).toBe(true);
    const atlas = atlases.get(id)!;
    expect(atlas.variant).toBe(id);
    const c = atlas.counts();
    expect({
      from: c.from,
      to: c.to,
      solved: c.solved,
      unsolvable: c.unsolvable,
      unknown: c.unknown,
    }).toEqual(e!.verdicts);
    expect(c.from).toBe(1);
    expect(c.to).toBeGreaterThanOrEqual(VERDICTS_TO[id] ?? 32_000);
    expect(atlas.gradeRange).not.toBeNull();
    expect(atlas.gradeRange!.from).toBe(1);
    expect(atlas.gradeRange!.to).toBeGreaterThanOrEqual(32_000);
    expect(e!.grades?.levels).toEqual(atlas.levelCounts());
    // Every graded winnable deal has a level, and every level has deals.
    const graded = Object.values(atlas.levelCounts()).reduce((a, b) => a + b, 0);
    let won = 0;
    for (let n = 1; n <= atlas.gradeRange!.to; n++) if (atlas.verdict(n) === 'solved') won++;
    expect(graded).toBe(won);
    if (won >= 20) for (const l of LEVELS) expect(atlas.levelCounts()[l]).toBeGreaterThan(0);
  });

  it('FreeCell: 11982 is the one deal of 1–32000 that cannot be won', () => {
    const fc = atlases.get('freecell')!;
    const lost = [];
    for (let n = 1; n <= 32_000; n++) if (fc.verdict(n) !== 'solved') lost.push(n);
    expect(lost).toEqual([11982]);
  });
});
