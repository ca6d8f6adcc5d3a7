/**
 * The course list: a course per seed variant, then strategy and house rules; ids kebab-case and unique, every step
 * well formed (the catalogue courses' and the house-rules lessons'); the house-rules strings hold
 * FreeCell with the one change each names; every course, and a generated course whose deal 1 is
 * lost, ends with a real deal that can be won.
 */
import { FREECELL_RULES, isWon, replayMoves, deal } from '@cascade/core';
import { runToEnd } from '@cascade/hints';
import { solve } from '@cascade/solver';
import { decodeHouseRules, getVariant, isVariantId, resolveVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { winnableDeal } from '../game/engine/service.ts';
import { houseCourse } from './house-course.ts';
import { HOUSE_LESSONS } from './house-lessons.ts';
import { HOUSE_RULES, HOUSE_RULES_CHANGES } from './house-rules.ts';
import { COURSES, courseSteps } from './index.ts';
import { houseSteps, knobHolds, rulesOf } from './lessons-fixture.ts';
import type { Course, Knob, Step } from './types.ts';

/** Checks a step's well-formedness (ids, variant, text, knobs, allowed patterns). */
function expectWellFormed(s: Step): void {
  expect(s.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  expect(resolveVariant(s.variant).ok).toBe(true);
  expect(s.title.length).toBeGreaterThan(0);
  expect(s.text.length).toBeLessThan(420);
  if (s.kind === 'play') {
    expect(s.knobs.length).toBeGreaterThan(0);
    expect(Number.isInteger(s.par) && s.par > 0).toBe(true);
    for (const p of s.allowed?.moves ?? []) expect(p).toMatch(/^[*#0-9a-gkh][*#_0-9a-gkh]$/);
    // knobValues widen knobs the step names, and include the step's own rules.
    for (const k of Object.keys(s.knobValues ?? {}) as Knob[]) {
      expect(s.knobs).toContain(k);
      expect(knobHolds(s, k, rulesOf(s)[k])).toBe(true);
    }
  }
}

describe('the course list', () => {
  test('a course per seed variant, then strategy and house rules', () => {
    expect(COURSES.map((c) => c.id)).toEqual([
      'freecell',
      'challenge',
      'inverted',
      'ephemeral',
      'selective',
      'strategy',
      'house-rules',
    ]);
    for (const c of COURSES) expect(c.lessons.length).toBeGreaterThan(0);
  });

  test.each(COURSES.map((c) => [c.id, c] as const))(
    '%s: ids are kebab-case and unique, steps well formed',
    (_, course) => {
      const ids = courseSteps(course).map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(course.lessons.map((l) => l.id)).size).toBe(course.lessons.length);
      for (const s of courseSteps(course)) {
        // The catalogue courses' steps are prerendered with a catalogue variant's rules.
        expect(isVariantId(s.variant)).toBe(true);
        expectWellFormed(s);
      }
      expect(isVariantId(course.variant)).toBe(true);
    },
  );

  test('house-rules lessons: ids are kebab-case and unique, steps well formed', () => {
    const ids = houseSteps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(HOUSE_LESSONS.map((l) => l.id)).size).toBe(HOUSE_LESSONS.length);
    for (const l of HOUSE_LESSONS) expect(l.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    for (const s of houseSteps) expectWellFormed(s);
  });

  test('the house-rules strings of the lessons hold FreeCell with the one change each names', () => {
    for (const [key, code] of Object.entries(HOUSE_RULES) as [keyof typeof HOUSE_RULES, string][]) {
      const v = decodeHouseRules(code);
      expect(v.ok ? 'ok' : v.error.message).toBe('ok');
      if (!v.ok) continue;
      expect(v.value.rules).toEqual({ ...FREECELL_RULES, ...HOUSE_RULES_CHANGES[key] });
    }
    // Every step that names house rules names one of these.
    const codes: readonly string[] = Object.values(HOUSE_RULES);
    for (const s of houseSteps) if (!isVariantId(s.variant)) expect(codes).toContain(s.variant);
  });

  test('every seed variant course teaches on boards of its own variant', () => {
    for (const id of ['freecell', 'challenge', 'inverted', 'ephemeral', 'selective'] as const) {
      const course = COURSES.find((c) => c.id === id) as Course;
      expect(courseSteps(course).every((s) => s.variant === id)).toBe(true);
    }
  });
});

describe('"Play a real deal" at the end of each course', () => {
  test.each(COURSES.map((c) => [c.id, c] as const))('%s: the deal can be won', (_, course) => {
    expect(isVariantId(course.variant)).toBe(true);
    if (!isVariantId(course.variant)) return;
    expect(course.realDeal).not.toBeNull();
    const p = deal(getVariant(course.variant).rules, course.realDeal ?? 0);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(solve(p.value, { maxStates: 2_000_000, timeoutMs: 30_000 }).status).toBe('solved');
  });
});

describe('"Play a real deal" at the end of a generated course', () => {
  /** Rules whose deal 1 the solver does not win: the course must link another. */
  const LOST_AT_ONE: [string, string][] = [
    ['two-cell-freecell', 'two-cell-freecell'],
    ['forecell', 'forecell'],
    ['the README\'s "Two cells, kings only"', 'h1.hBgCAAcI.VHdvIGNlbGxzLCBraW5ncyBvbmx5'],
  ];

  test.each(LOST_AT_ONE)(
    '%s: the worker finds a deal the solver wins, and its win replays in core',
    (_, id) => {
      const v = resolveVariant(id);
      if (!v.ok) throw new Error(v.error.message);
      expect(houseCourse(v.value).realDeal).toBeNull();
      const a = runToEnd(winnableDeal({ rules: v.value.rules }));
      expect(a.status).toBe('found');
      if (a.status !== 'found') return;
      expect(a.deal).toBeGreaterThan(1);
      const start = deal(v.value.rules, a.deal);
      if (!start.ok) throw new Error(start.error.message);
      const end = replayMoves(start.value, a.moves);
      expect(end.ok && isWon(end.value)).toBe(true);
    },
  );
});
