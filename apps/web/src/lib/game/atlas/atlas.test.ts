/**
 * The atlas as the game reads it: the files `fc atlas export` wrote into static/atlas/, served by a
 * fetcher that reads them from disk (or answers as a broken server would).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { AtlasClient, pickDeal, winRateSentence, winRateShare, type Fetcher } from './atlas.ts';

// Tests run from the app's directory (vitest's root).
const STATIC = join(process.cwd(), 'static');

/** Serves static/ as the app's host does; counts the requests. */
function host(overrides: Record<string, () => Response> = {}): { fetch: Fetcher; asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: (url) => {
      asked.push(url);
      const o = overrides[url];
      if (o) return Promise.resolve(o());
      try {
        return Promise.resolve(new Response(readFileSync(`${STATIC}${url}`)));
      } catch {
        return Promise.resolve(new Response('not found', { status: 404 }));
      }
    },
  };
}

const freecell = getVariant('freecell');
const index = JSON.parse(readFileSync(`${STATIC}/atlas/index.json`, 'utf8')) as {
  variants: Record<string, { verdicts: { from: number; to: number; solved: number } }>;
};

describe('AtlasClient', () => {
  test('reads the index and a variant file once each, whatever is asked', async () => {
    const h = host();
    const atlas = new AtlasClient({ root: '/atlas', fetch: h.fetch });
    const a = await atlas.variant(freecell);
    const b = await atlas.variant(freecell);
    expect(a.ok && b.ok && a.value === b.value).toBe(true);
    expect(h.asked).toEqual(['/atlas/index.json', '/atlas/freecell.json']);
  });

  test('house rules that change nothing use the variant they equal; other rules have no file', async () => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: host().fetch });
    const same = await atlas.entryFor({ id: 'h1.whatever', rules: freecell.rules });
    expect(same.ok && same.value?.name).toBe('FreeCell');
    const other = await atlas.entryFor({ id: 'h1.x', rules: { ...freecell.rules, cells: 1 } });
    expect(other).toEqual({ ok: true, value: null });
  });

  test.each([
    ['a 404', () => new Response('gone', { status: 404 }), 'The deal atlas could not be fetched (HTTP 404)'],
    ['not JSON', () => new Response('<html>'), 'The deal atlas is not valid JSON'],
    [
      'another format',
      () => new Response('{"format":9}'),
      'The deal atlas does not read: the atlas index has format 9, not 1',
    ],
  ])('an index that is %s is an error value with a precise message', async (_, answer, message) => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: host({ '/atlas/index.json': answer }).fetch });
    expect(await atlas.index()).toEqual({ ok: false, error: message });
  });

  test('a network failure is a value too', async () => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: () => Promise.reject(new TypeError('offline')) });
    expect(await atlas.variant(freecell)).toEqual({
      ok: false,
      error: 'The deal atlas could not be fetched (offline)',
    });
  });
});

describe('pickDeal', () => {
  const fallback = () => 999_999;

  test('winnable by default, of the level asked, and the same seed the same deal', async () => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: host().fetch });
    const file = await atlas.variant(freecell);
    if (!file.ok || !file.value) throw new Error('no FreeCell atlas');
    const a = file.value;
    for (let seed = 1; seed <= 30; seed++) {
      const w = await pickDeal(atlas, freecell, { winnable: true, level: 'any' }, { seed, fallback });
      expect(w.note).toBeNull();
      expect(a.isWinnable(w.deal)).toBe(true);
      const h = await pickDeal(atlas, freecell, { winnable: true, level: 'hard' }, { seed, fallback });
      expect(a.grade(h.deal)?.level).toBe('hard');
      expect(
        (await pickDeal(atlas, freecell, { winnable: true, level: 'hard' }, { seed, fallback })).deal,
      ).toBe(h.deal);
    }
  });

  test('any deal asked: no atlas at all', async () => {
    const h = host();
    const atlas = new AtlasClient({ root: '/atlas', fetch: h.fetch });
    expect(await pickDeal(atlas, freecell, { winnable: false, level: 'any' }, { seed: 1, fallback })).toEqual(
      {
        deal: 999_999,
        note: null,
      },
    );
    expect(h.asked).toEqual([]);
  });

  test('a corrupt variant file: any deal, and the note says why', async () => {
    const broken = host({ '/atlas/freecell.json': () => new Response('{"format":1,"variant":"freecell"}') });
    const atlas = new AtlasClient({ root: '/atlas', fetch: broken.fetch });
    expect(await pickDeal(atlas, freecell, { winnable: true, level: 'easy' }, { seed: 1, fallback })).toEqual(
      {
        deal: 999_999,
        note: 'The deal atlas of FreeCell does not read: the atlas file names no variant, so this is any deal: it may not be winnable.',
      },
    );
  });

  test('rules the atlas has not solved: any deal, said', async () => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: host().fetch });
    const r = await pickDeal(
      atlas,
      { id: 'h1.x', name: 'My rules', rules: { ...freecell.rules, cells: 1 } },
      { winnable: true, level: 'any' },
      { seed: 1, fallback },
    );
    expect(r.note).toBe(
      'The deal atlas has no deals of My rules under these rules, so this is any deal: it may not be winnable.',
    );
  });
});

describe('win rates as players read them', () => {
  test('the shipped FreeCell counts', () => {
    const v = index.variants.freecell;
    if (!v) throw new Error('no FreeCell in the index');
    const deals = v.verdicts.to - v.verdicts.from + 1;
    expect(
      winRateSentence({ verdicts: { ...v.verdicts, unsolvable: deals - v.verdicts.solved, unknown: 0 } }),
    ).toBe(
      `${v.verdicts.solved.toLocaleString('en-US')} of ${deals.toLocaleString('en-US')} deals can be won`,
    );
  });

  test('a share never rounds to 100% or 0% unless it is', () => {
    const share = (solved: number, to: number) =>
      winRateShare({ verdicts: { from: 1, to, solved, unsolvable: to - solved, unknown: 0 } });
    expect(share(31_999, 32_000)).toBe('99.997%');
    expect(share(24_016, 32_000)).toBe('75.0%');
    expect(share(1, 32_000)).toBe('0.003%');
    expect(share(500, 500)).toBe('100%');
    expect(share(0, 500)).toBe('0%');
  });
});
