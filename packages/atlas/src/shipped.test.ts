// The atlas the game ships (apps/web/static/atlas, written by `fc atlas export`): the seed variants
// are there, under the catalogue's current rules (a rule change without a new export fails here), and
// each file reads back to the counts index.json gives, so the home page's win rate and the deals the
// game draws come from the same data. The ranges shipped are in BENCHMARKS.md ("The deal atlas").
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

/** The variants the game ships an atlas for (the seed variants of design §3). */
const SHIPPED = ['freecell', 'challenge', 'inverted', 'ephemeral', 'selective'];

describe('the shipped atlas', () => {
  const catalogue = new Map(listVariants().map((v) => [v.id, v]));
  const atlases = new Map<string, VariantAtlas>();
  for (const [id, e] of Object.entries(entries)) {
    const file = parseVariantAtlas(read(e.file));
    if (!file.ok) throw new Error(`apps/web/static/atlas/${e.file}: ${file.error}`);
    atlases.set(id, file.value);
  }

  it('ships every seed variant, and only catalogue variants', () => {
    expect(Object.keys(entries).sort()).toEqual(expect.arrayContaining(SHIPPED.sort()));
    for (const id of Object.keys(entries)) expect(catalogue.has(id), id).toBe(true);
  });

  it.each(SHIPPED)('%s: its rules, its range, its counts, its levels', (id) => {
    const e = entries[id]!;
    expect(sameRules(e, catalogue.get(id)!.rules)).toBe(true);
    const atlas = atlases.get(id)!;
    expect(atlas.variant).toBe(id);
    expect(atlas.rulesKey).toBe(e.rulesKey);
    const c = atlas.counts();
    expect({
      from: c.from,
      to: c.to,
      solved: c.solved,
      unsolvable: c.unsolvable,
      unknown: c.unknown,
    }).toEqual(e.verdicts);
    expect(c.from).toBe(1);
    expect(c.to).toBeGreaterThanOrEqual(32_000);
    expect(atlas.gradeRange?.from).toBe(1);
    expect(e.grades?.levels).toEqual(atlas.levelCounts());
    // Every graded winnable deal has a level (and a grade), every level has deals, and a deal drawn
    // for a level is winnable and of that level.
    const levels = atlas.levelCounts();
    let won = 0;
    for (let n = 1; n <= atlas.gradeRange!.to; n++)
      if (atlas.verdict(n) === 'solved') {
        won++;
        expect(atlas.grade(n), `deal ${n}`).not.toBeNull();
      }
    expect(Object.values(levels).reduce((a, b) => a + b, 0)).toBe(won);
    for (const level of LEVELS) {
      expect(levels[level], level).toBeGreaterThan(0);
      const deal = atlas.pickDeal({ seed: 7, level })!;
      expect(atlas.isWinnable(deal)).toBe(true);
      expect(atlas.grade(deal)?.level).toBe(level);
    }
  });

  it('FreeCell: 11982 is the one deal of 1–32000 that cannot be won', () => {
    const fc = atlases.get('freecell')!;
    expect(fc.verdictRange.to).toBeGreaterThanOrEqual(32_000);
    const lost = [];
    for (let n = 1; n <= 32_000; n++) if (fc.verdict(n) !== 'solved') lost.push(n);
    expect(lost).toEqual([11982]);
  });

  it('Ephemeral FreeCell: a random deal is winnable, though almost every deal is lost', () => {
    const eph = atlases.get('ephemeral')!;
    expect(eph.counts().winRate).toBeLessThan(0.05);
    for (let seed = 1; seed <= 50; seed++) expect(eph.isWinnable(eph.pickDeal({ seed })!)).toBe(true);
  });
});
