import { statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parsePuzzleFile, PUZZLE_FILE_FORMAT, puzzleIssue, SEED_VARIANTS } from './data.ts';
import { firstRating, RATING_MAX, RATING_MIN } from './first-rating.ts';
import { puzzleId } from './ids.ts';
import { PUZZLE_THEMES, type Puzzle } from './types.ts';
import { puzzleFileUrl, shippedPuzzles } from '../game/puzzles/verify-fixture.ts';

/** A small FreeCell endgame: 9♠ in a cell, 10♠ under the J♠ (the reader checks shape and legality, not the claims). */
const BOARD = [
  'Foundations: H-K C-K D-K S-8',
  'Freecells: 9S - - -',
  ': KS',
  ': TS JS',
  ': QS',
  ':',
  ':',
  ':',
  ':',
  ':',
].join('\n');

const good: Puzzle = {
  id: puzzleId({ variant: 'freecell', deal: 1, ply: 90 }, 'endgame'),
  variant: 'freecell',
  source: { variant: 'freecell', deal: 1, ply: 90 },
  board: BOARD,
  themes: ['endgame'],
  task: { kind: 'play', goal: { kind: 'win' }, par: 6, firstMoves: ['ah'] },
  solution: ['ah', '2a', '2h', 'ah', '3h', '1h'],
  rating: 1200,
  effort: 10,
};

const file = (puzzles: readonly unknown[]) => ({ format: PUZZLE_FILE_FORMAT, variant: 'freecell', puzzles });

/** The first issue of a file that must not read. */
function firstIssue(json: unknown, variant?: string): string {
  const r = parsePuzzleFile(json, variant);
  if (r.ok) throw new Error('read a bad file');
  const i = r.error[0];
  return `${i?.path}: ${i?.message}`;
}

describe('parsePuzzleFile', () => {
  it('reads a good file', () => {
    const r = parsePuzzleFile(file([good]), 'freecell');
    expect(r).toEqual({ ok: true, value: [good] });
  });

  it('says what is wrong with the file itself', () => {
    expect(firstIssue(null)).toMatch(/^\(file\)/);
    expect(firstIssue([])).toMatch(/^\(file\)/);
    expect(firstIssue({ ...file([]), format: 2 })).toMatch(/^\(file\)\.format/);
    expect(firstIssue(file([]), 'inverted')).toBe('(file).variant: the file holds freecell, not inverted');
  });

  it('names the field of a puzzle that has the wrong shape', () => {
    expect(firstIssue(file([{ ...good, themes: ['fork'] }]))).toMatch(/^puzzles\[0\]\.themes\[0\]:/);
    expect(firstIssue(file([{ ...good, task: { ...good.task, par: 0 } }]))).toMatch(
      /^puzzles\[0\]\.task\.par:/,
    );
    expect(firstIssue(file([{ ...good, rating: RATING_MAX + 1 }]))).toMatch(/^puzzles\[0\]\.rating:/);
    expect(firstIssue(file([{ ...good, extra: 1 }]))).toMatch(/^puzzles\[0\]\.extra:/);
    expect(firstIssue(file([good, { ...good, id: 5 }]))).toMatch(/^puzzles\[1\]\.id:/);
  });

  it('refuses rules it cannot resolve and a board that does not fit them', () => {
    expect(firstIssue(file([{ ...good, variant: 'freecel' }]))).toMatch(
      /^puzzles\[0\]\.variant: unknown variant/,
    );
    expect(firstIssue(file([{ ...good, variant: 'h1.zz' }]))).toMatch(/^puzzles\[0\]\.variant:/);
    expect(firstIssue(file([{ ...good, board: BOARD.replace('KS', 'KH') }]))).toMatch(/^puzzles\[0\]\.board/);
  });

  it('refuses an id that is not its source and main theme, and an id used twice', () => {
    // The first files' ids named the theme: no longer read as ids.
    expect(firstIssue(file([{ ...good, id: 'freecell-1-90-endgame' }]))).toBe(
      `puzzles[0].id: the id must be "${good.id}"`,
    );
    expect(
      firstIssue(file([{ ...good, id: puzzleId({ variant: 'freecell', deal: 1, ply: 91 }, 'endgame') }])),
    ).toBe(`puzzles[0].id: the id must be "${good.id}"`);
    expect(firstIssue(file([{ ...good, id: puzzleId(good.source, 'dig') }]))).toBe(
      `puzzles[0].id: the id must be "${good.id}"`,
    );
    expect(firstIssue(file([good, good]))).toBe(`puzzles[1].id: ${good.id} is used twice`);
  });

  it('refuses moves that are not legal on the board, and a solution that does not fit the task', () => {
    const illegal = { ...good, task: { ...good.task, firstMoves: ['ah', '2a'] } };
    expect(firstIssue(file([illegal]))).toMatch(/^puzzles\[0\]\.task\.firstMoves\[1\]:/);
    expect(firstIssue(file([{ ...good, solution: ['ah', '2h'] }]))).toMatch(/^puzzles\[0\]\.solution\[1\]:/);
    expect(firstIssue(file([{ ...good, solution: ['2b'] }]))).toBe(
      'puzzles[0].solution[0]: the solution starts with a move not in firstMoves',
    );
    expect(firstIssue(file([{ ...good, task: { ...good.task, par: 2 } }]))).toBe(
      'puzzles[0].solution: 6 moves, more than the par 2',
    );
    const verdict = { ...good, task: { kind: 'verdict', winnable: false, movesLeft: 3 } };
    expect(firstIssue(file([verdict]))).toBe('puzzles[0].solution: a lost verdict has no solution');
  });

  it('as the pages read a file (positions: false), leaves boards and moves to puzzleIssue, which names them', () => {
    const badBoard = { ...good, board: BOARD.replace('KS', 'KH') };
    const badMove = { ...good, task: { ...good.task, firstMoves: ['ah', '2a'] } };
    const r = parsePuzzleFile(
      file([badBoard, { ...badMove, id: puzzleId(good.source, 'dig'), themes: ['dig'] }]),
      'freecell',
      {
        positions: false,
      },
    );
    if (!r.ok) throw new Error(r.error[0]?.message);
    expect(puzzleIssue(r.value[0]!)).toMatch(new RegExp(`^puzzle ${good.id}\\.board: `));
    expect(puzzleIssue(r.value[1]!)).toMatch(/\.task\.firstMoves\[1\]: /);
    expect(puzzleIssue(good)).toBeNull();
    // The shape, the ids and the solution against the task are still read.
    expect(parsePuzzleFile(file([{ ...good, rating: 1 }]), 'freecell', { positions: false }).ok).toBe(false);
    expect(
      parsePuzzleFile(file([{ ...good, id: 'freecell-1-90-endgame' }]), 'freecell', { positions: false }).ok,
    ).toBe(false);
    expect(
      parsePuzzleFile(file([{ ...good, task: { ...good.task, par: 2 } }]), 'freecell', { positions: false })
        .ok,
    ).toBe(false);
  });

  it('reports every bad puzzle, not only the first', () => {
    const r = parsePuzzleFile(file([{ ...good, rating: 1 }, good, { ...good, effort: -1 }]));
    expect(r.ok ? [] : r.error.map((i) => i.path)).toEqual(['puzzles[0].rating', 'puzzles[2].effort']);
  });
});

describe('firstRating', () => {
  const base = { effort: 500, par: 8, cardsLeft: 12, tempting: 5 };
  it('never falls when any input grows, and stays within the scale', () => {
    for (const key of ['effort', 'par', 'cardsLeft', 'tempting'] as const) {
      let last = RATING_MIN;
      for (let x = 0; x < 5000; x = x * 2 + 1) {
        const r = firstRating({ ...base, [key]: x });
        expect(r).toBeGreaterThanOrEqual(last);
        expect(r).toBeGreaterThanOrEqual(RATING_MIN);
        expect(r).toBeLessThanOrEqual(RATING_MAX);
        last = r;
      }
    }
    expect(firstRating({ effort: 0, par: 0, cardsLeft: 0, tempting: 0 })).toBe(RATING_MIN);
    expect(firstRating({ effort: 1e9, par: 100, cardsLeft: 52, tempting: 100 })).toBe(RATING_MAX);
  });
});

describe('the shipped puzzle files', () => {
  let all: Puzzle[] = [];
  beforeAll(() => {
    all = SEED_VARIANTS.flatMap((v) => shippedPuzzles(v));
  });
  const themesOf = (variant: string) =>
    new Set(all.filter((p) => p.source.variant === variant).flatMap((p) => p.themes));

  it('hold at least 2,000 puzzles over every theme, each id once', () => {
    expect(all.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(all.flatMap((p) => p.themes))).toEqual(new Set(PUZZLE_THEMES));
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
  });

  it('give FreeCell every theme and each seed variant six or more', () => {
    expect(themesOf('freecell')).toEqual(new Set(PUZZLE_THEMES));
    for (const v of SEED_VARIANTS) expect(themesOf(v).size, v).toBeGreaterThanOrEqual(6);
  });

  it('ask "won or lost?" of positions of both answers, about as often in every variant', () => {
    for (const v of SEED_VARIANTS) {
      const verdicts = all.filter((p) => p.source.variant === v && p.task.kind === 'verdict');
      const won = verdicts.filter((p) => p.task.kind === 'verdict' && p.task.winnable).length;
      const lost = verdicts.length - won;
      expect(won, v).toBeGreaterThan(0);
      expect(Math.abs(won - lost), `${v}: ${won} won, ${lost} lost`).toBeLessThanOrEqual(1);
    }
  });

  it('stay small: under 1.5 MB together', () => {
    const bytes = SEED_VARIANTS.reduce((n, v) => n + statSync(puzzleFileUrl(v)).size, 0);
    expect(bytes).toBeLessThan(1_500_000);
  });
});
