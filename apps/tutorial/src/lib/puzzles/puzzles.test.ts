// The puzzles' ratings (Glicko-2 through the glicko2 package, weighed by how a puzzle was opened),
// the learner's stored record (damaged data set aside, never lost), and the choice of puzzle: at the
// learner's level, by theme, a streak's next, the puzzle of the day.
import { describe, expect, it } from 'vitest';
import { asideCopies, memoryStore, STORAGE_PREFIX } from '@cascade/play/storage';
import {
  dailyPuzzle,
  puzzleAtLevel,
  STREAK_STEP,
  streakNext,
  streakOrder,
  themeCounts,
  utcDay,
} from './choose.ts';
import { FIXTURE_PUZZLES } from './fixture.ts';
import { attemptWeight, glickoPeriod, NEW_LEARNER, puzzleGlicko, rateAttempt } from './rating.ts';
import {
  freshRecord,
  loadRecord,
  recordAttempt,
  recordStreak,
  RECORD_DAMAGED_KEY,
  RECORD_KEY,
  saveRecord,
  type PuzzleRecord,
} from './store.ts';
import type { Puzzle } from './types.ts';

const puzzles = FIXTURE_PUZZLES;
const first = puzzles[0] as Puzzle;
const byRating = streakOrder(puzzles);

describe('Glicko-2 through the library', () => {
  it("gives the paper's worked example (Glickman, Example of the Glicko-2 system)", () => {
    const after = glickoPeriod(
      { rating: 1500, rd: 200, vol: 0.06 },
      [
        { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
        { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
        { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
      ],
      0.5,
    );
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });

  it('rates an attempt as one game, both sides, weighed', () => {
    const learner = NEW_LEARNER;
    const puzzle = puzzleGlicko(1600);
    const full = rateAttempt(learner, puzzle, true, 1);
    expect(full.learner).toEqual(glickoPeriod(learner, [{ opponent: puzzle, score: 1 }]));
    expect(full.puzzle).toEqual(glickoPeriod(puzzle, [{ opponent: learner, score: 0 }]));
    expect(full.learner.rating).toBeGreaterThan(1500);
    expect(full.puzzle.rating).toBeLessThan(1600);
    const fifth = rateAttempt(learner, puzzle, true, 0.2);
    expect(fifth.learner.rating - 1500).toBeCloseTo((full.learner.rating - 1500) * 0.2, 9);
    expect(rateAttempt(learner, puzzle, false, 1).learner.rating).toBeLessThan(1500);
  });

  it('weighs a puzzle opened by a theme that tells the answer least', () => {
    expect(attemptWeight({ kind: 'level' }, true)).toBe(1);
    expect(attemptWeight({ kind: 'daily' }, false)).toBe(1);
    // Won or lost? tells the kind of task (a verdict), no longer its answer (both answers occur).
    expect(attemptWeight({ kind: 'theme', theme: 'lost' }, true)).toBe(0.3);
    expect(attemptWeight({ kind: 'theme', theme: 'lost' }, false)).toBe(0.7);
    expect(attemptWeight({ kind: 'theme', theme: 'supermove' }, true)).toBe(0.3);
    expect(attemptWeight({ kind: 'theme', theme: 'endgame' }, false)).toBe(0.8);
  });
});

describe('the record', () => {
  it('rates the first attempt and not a replay; a streak is not rated', () => {
    const a = recordAttempt(freshRecord(), first, true, { kind: 'level' }, 1000);
    expect(a.change?.before).toBe(1500);
    expect(a.change?.after).toBeGreaterThan(1500);
    expect(a.record.rated).toBe(1);
    expect(a.record.attempts[first.id]).toEqual({
      won: true,
      at: 1000,
      diff: a.change!.after - 1500,
      theme: first.themes[0],
    });
    expect(a.record.puzzles[first.id]!.rating).toBeLessThan(first.rating);
    const again = recordAttempt(a.record, first, false, { kind: 'level' }, 2000);
    expect(again.change).toBeNull();
    expect(again.record).toBe(a.record);
    const streak = recordAttempt(freshRecord(), first, true, { kind: 'streak' }, 1000);
    expect(streak.change).toBeNull();
    expect(streak.record.learner).toEqual(NEW_LEARNER);
    expect(streak.record.attempts[first.id]?.diff).toBe(0);
    expect(recordStreak(recordStreak(freshRecord(), 4), 2).bestStreak).toBe(4);
  });

  it('survives a save and a load', () => {
    const store = memoryStore();
    const r = recordAttempt(freshRecord(), first, false, { kind: 'theme', theme: 'dig' }, 5).record;
    expect(saveRecord(store, recordStreak(r, 3))).toBe(true);
    const back = loadRecord(store);
    expect(back.problem).toBeNull();
    expect(back.record).toEqual(recordStreak(r, 3));
  });

  it('sets text that is not JSON aside with a message, and starts afresh', () => {
    const store = memoryStore({ [STORAGE_PREFIX + RECORD_KEY]: '{"v":1,' });
    const r = loadRecord(store);
    expect(r.record).toEqual(freshRecord());
    expect(r.problem).toMatch(/^Your puzzle rating could not be read .* A copy of it as it was is kept/);
    const copies = asideCopies(store, RECORD_DAMAGED_KEY);
    expect(copies).toHaveLength(1);
    expect(store.getItem(STORAGE_PREFIX + copies[0]!.key)).toBe('{"v":1,');
    // Saving over it keeps that copy, and makes no second one.
    expect(saveRecord(store, freshRecord())).toBe(true);
    expect(asideCopies(store, RECORD_DAMAGED_KEY)).toHaveLength(1);
  });

  it('keeps the good parts of a damaged record, says what was left out, keeps a copy', () => {
    const good = recordAttempt(freshRecord(), first, true, { kind: 'level' }, 7).record;
    const text = JSON.stringify({
      ...good,
      attempts: { ...good.attempts, 'bad id!': { won: true, at: 1, diff: 0 }, x: { won: 'yes' } },
      bestStreak: -3,
    });
    const store = memoryStore({ [STORAGE_PREFIX + RECORD_KEY]: text });
    const r = loadRecord(store);
    expect(r.record.learner).toEqual(good.learner);
    expect(r.record.attempts).toEqual(good.attempts);
    expect(r.record.bestStreak).toBe(0);
    expect(r.problem).toMatch(
      /^Part of your puzzle record was damaged \(the attempt at puzzle "bad id!" is damaged and 2 more\)/,
    );
    const copies = asideCopies(store, RECORD_DAMAGED_KEY);
    expect(copies).toHaveLength(1);
    expect(store.getItem(STORAGE_PREFIX + copies[0]!.key)).toBe(text);
  });

  it('refuses another version, a rating out of range, and an unknown field', () => {
    expect(loadRecord(memoryStore({ [STORAGE_PREFIX + RECORD_KEY]: '{"v":2}' })).problem).toMatch(
      /its version is 2, not 1/,
    );
    const wild = { ...freshRecord(), learner: { rating: 1e9, rd: 50, vol: 0.06 } };
    const r = loadRecord(memoryStore({ [STORAGE_PREFIX + RECORD_KEY]: JSON.stringify(wild) }));
    expect(r.record.learner).toEqual(NEW_LEARNER);
    expect(r.problem).toMatch(/your rating is not a rating/);
    const newer = { ...freshRecord(), later: true };
    expect(loadRecord(memoryStore({ [STORAGE_PREFIX + RECORD_KEY]: JSON.stringify(newer) })).problem).toMatch(
      /fields this version does not read/,
    );
  });
});

describe('choosing a puzzle', () => {
  const at = (rating: number, seen: readonly Puzzle[] = []): PuzzleRecord => ({
    ...freshRecord(),
    learner: { rating, rd: 100, vol: 0.06 },
    attempts: Object.fromEntries(seen.map((p) => [p.id, { won: true, at: 0, diff: 0 }])),
  });
  const nearest = (rating: number, pool: readonly Puzzle[]) =>
    Math.min(...pool.map((p) => Math.abs(p.rating - rating)));

  it('picks the unseen puzzle nearest the learner’s rating', () => {
    for (const rating of [800, 1100, 1300, 1500, 2200]) {
      const p = puzzleAtLevel(puzzles, at(rating))!;
      expect(Math.abs(p.rating - rating)).toBe(nearest(rating, puzzles));
    }
    const p = puzzleAtLevel(puzzles, at(1300))!;
    const next = puzzleAtLevel(puzzles, at(1300, [p]))!;
    expect(next.id).not.toBe(p.id);
    expect(Math.abs(next.rating - 1300)).toBe(
      nearest(
        1300,
        puzzles.filter((q) => q !== p),
      ),
    );
    // Every one seen: the nearest again (a replay).
    expect(puzzleAtLevel(puzzles, at(1300, puzzles))).toEqual(p);
    expect(puzzleAtLevel([], at(1300))).toBeNull();
  });

  it('keeps to a theme, and counts each theme', () => {
    const p = puzzleAtLevel(puzzles, at(1500), { theme: 'dig' })!;
    expect(p.themes).toContain('dig');
    const counts = themeCounts(puzzles);
    expect(counts['dig']).toBe(puzzles.filter((q) => q.themes.includes('dig')).length);
    expect(counts['only-move']).toBe(puzzles.filter((q) => q.themes.includes('only-move')).length);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(
      puzzles.reduce((n, q) => n + q.themes.length, 0),
    );
  });

  it('plays a streak from the easiest, each puzzle harder than the last, to the end of the list', () => {
    let p = streakNext(byRating, null);
    expect(p?.rating).toBe(Math.min(...puzzles.map((q) => q.rating)));
    const seen: Puzzle[] = [];
    while (p) {
      const last = seen[seen.length - 1];
      if (last) {
        // At least a step harder, and the easiest such puzzle.
        expect(p.rating).toBeGreaterThanOrEqual(last.rating + STREAK_STEP);
        const lo = last.rating;
        expect(
          puzzles.filter((q) => q.rating >= lo + STREAK_STEP && q.rating < (p as Puzzle).rating),
        ).toEqual([]);
      }
      seen.push(p);
      p = streakNext(byRating, p);
    }
    expect(seen.length).toBeGreaterThan(5);
    // It ends only when nothing is a step harder than the last.
    const top = seen[seen.length - 1]!;
    expect(puzzles.filter((q) => q.rating >= top.rating + STREAK_STEP)).toEqual([]);
  });

  it('chooses the puzzle of the day from the UTC date alone', () => {
    expect(utcDay(Date.UTC(2026, 11, 7, 23, 59))).toBe('2026-12-07');
    expect(utcDay(Date.UTC(2026, 11, 8, 0, 0))).toBe('2026-12-08');
    const today = dailyPuzzle(puzzles, '2026-12-07');
    expect(dailyPuzzle([...puzzles].reverse(), '2026-12-07')).toEqual(today);
    const days = Array.from(
      { length: 30 },
      (_, i) => dailyPuzzle(puzzles, utcDay(Date.UTC(2027, 0, 1 + i)))!.id,
    );
    expect(new Set(days).size).toBeGreaterThan(5);
    expect(dailyPuzzle([], '2026-12-07')).toBeNull();
  });
});
