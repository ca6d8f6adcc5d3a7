/**
 * Lessons are data, and every step is checked here: its board is a valid position for its rules,
 * its goal is not reached at the start but is reachable (an exhaustive breadth-first search over
 * core's legal moves, and the solver with a target), its par is exactly the fewest moves, following
 * the Hint button from the start reaches the goal with allowed moves only, and its text names only
 * cards that are on the board. Courses end with a real deal that can be won; deal 11982 is proven
 * unwinnable; house-rules courses pick only steps whose knobs match.
 */
import {
  CLOSED_CELL,
  applyMove,
  deal,
  foundationTop,
  formatCard,
  isLegal,
  parseCard,
  type Card,
  type Move,
  type Position,
} from '@cascade/core';
import { goalReached, runToEnd } from '@cascade/hints';
import { solve } from '@cascade/solver';
import { decodeHouseRules, encodeHouseRules, getVariant, isVariantId, listVariants } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import { HOUSE_CHECK_STATES } from '../house.ts';
import { moveAllowed, openBoard, shortestPath, toGoal, TutorService } from '../game/engine/service.ts';
import { houseCourse } from './house-course.ts';
import { COURSES, courseSteps, findStep } from './index.ts';
import { cardMentions } from './mentions.ts';
import type { Course, PlayStep, Step } from './types.ts';

const playSteps: [string, PlayStep][] = COURSES.flatMap((c) =>
  courseSteps(c)
    .filter((s): s is PlayStep => s.kind === 'play')
    .map((s) => [`${c.id}/${s.id}`, s] as [string, PlayStep]),
);

const rulesOf = (s: Step) => getVariant(s.variant).rules;

function start(s: PlayStep): Position {
  const p = openBoard(s.board, rulesOf(s));
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

function goalOf(s: PlayStep) {
  const g = toGoal(s.goal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
}

/** Every card a learner can see: in the columns, in the cells, on top of a foundation. */
function visibleCards(p: Position): Set<string> {
  const out = new Set<string>();
  const add = (c: Card) => out.add(formatCard(c));
  for (const col of p.columns) col.forEach(add);
  for (const c of p.cells) if (c !== null && c !== CLOSED_CELL) add(c);
  for (let s = 0; s < 4; s++) {
    const t = foundationTop(p, s);
    if (t !== undefined) add(t);
  }
  return out;
}

/** "7♥" → "7H", through core's card parser. */
function cardCode(text: string): string {
  const c = parseCard(text);
  if (!c.ok) throw new Error(`"${text}" is not a card: ${c.error.message}`);
  return formatCard(c.value);
}

describe('the course list', () => {
  test('a course per seed variant, then strategy', () => {
    expect(COURSES.map((c) => c.id)).toEqual([
      'freecell',
      'challenge',
      'inverted',
      'ephemeral',
      'selective',
      'strategy',
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
        expect(s.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        expect(isVariantId(s.variant)).toBe(true);
        expect(s.title.length).toBeGreaterThan(0);
        expect(s.text.length).toBeLessThan(420);
        if (s.kind === 'play') {
          expect(s.knobs.length).toBeGreaterThan(0);
          expect(Number.isInteger(s.par) && s.par > 0).toBe(true);
          for (const p of s.allowed?.moves ?? []) expect(p).toMatch(/^[*#0-9a-gkh][*#_0-9a-gkh]$/);
        }
      }
      expect(isVariantId(course.variant)).toBe(true);
    },
  );

  test('every seed variant course teaches on boards of its own variant', () => {
    for (const id of ['freecell', 'challenge', 'inverted', 'ephemeral', 'selective'] as const) {
      const course = COURSES.find((c) => c.id === id) as Course;
      expect(courseSteps(course).every((s) => s.variant === id)).toBe(true);
    }
  });
});

describe.each(playSteps)('step %s', (_, step) => {
  test('the board is a valid position for its rules, and the goal card is on it', () => {
    const p = openBoard(step.board, rulesOf(step));
    expect(p.ok ? 'ok' : p.error).toBe('ok');
    const g = goalOf(step);
    if ('card' in g) {
      const where = [...start(step).columns.flat(), ...start(step).cells];
      expect(where).toContain(g.card);
    }
  });

  test('the goal is not reached at the start, and the par is the fewest moves that reach it', () => {
    const p = start(step);
    const goal = goalOf(step);
    expect(goalReached(p, goal)).toBe(false);
    const r = shortestPath(p, goal, step.allowed ? { allowed: step.allowed } : {});
    expect(r.status).toBe('found');
    if (r.status !== 'found') return;
    expect(r.moves.length).toBe(step.par);
    // The line found is legal move by move, allowed, and ends on the goal.
    let q = p;
    for (const m of r.moves) {
      expect(isLegal(q, m)).toBe(true);
      expect(moveAllowed(step.allowed, m, q)).toBe(true);
      q = applyMove(q, m);
    }
    expect(goalReached(q, goal)).toBe(true);
  });

  test('the solver reaches the goal too (a target instead of a win)', () => {
    const goal = goalOf(step);
    // As the hints package asks: a target for tutorial goals, the solver's own search for a win.
    const target = goal.kind === 'win' ? {} : { target: (q: Position) => goalReached(q, goal) };
    const r = solve(start(step), { maxStates: 200_000, timeoutMs: 20_000, ...target });
    expect(r.status).toBe('solved');
  });

  test('following the hints from the start reaches the goal, with allowed moves only', () => {
    const service = new TutorService();
    const goal = goalOf(step);
    let p = start(step);
    const moves: Move[] = [];
    for (let i = 0; i < step.par + 6 && !goalReached(p, goal); i++) {
      const h = runToEnd(
        service.hint({
          rules: rulesOf(step),
          board: step.board,
          goal: step.goal,
          moves,
          ...(step.allowed ? { allowed: step.allowed } : {}),
        }),
      );
      expect(h.status).toBe('move');
      if (h.status !== 'move') return;
      expect(isLegal(p, h.move)).toBe(true);
      expect(moveAllowed(step.allowed, h.move, p)).toBe(true);
      expect(h.sentence).toMatch(/^Move /);
      moves.push(h.move);
      p = applyMove(p, h.move);
    }
    expect(goalReached(p, goal)).toBe(true);
  });

  test('the text names only cards that are on the board', () => {
    const seen = visibleCards(start(step));
    const named = [step.title, step.text, step.nudge ?? ''].flatMap(cardMentions).map(cardCode);
    const missing = named.filter((c) => !seen.has(c));
    expect(missing).toEqual([]);
  });
});

describe('the proof of deal 11982', () => {
  test('the strategy course proves it unwinnable in the worker service', () => {
    const course = COURSES.find((c) => c.id === 'strategy') as Course;
    const place = findStep(course, 'deal-11982');
    expect(place?.step.kind).toBe('proof');
    const r = runToEnd(new TutorService().prove({ rules: getVariant('freecell').rules, deal: 11982 }));
    expect(r.status).toBe('unsolvable');
    expect(r.states).toBeGreaterThan(1000);
  });

  test('proof steps name only cards of their deal', () => {
    for (const c of COURSES) {
      for (const s of courseSteps(c)) {
        if (s.kind !== 'proof') continue;
        const p = deal(rulesOf(s), s.deal);
        expect(p.ok).toBe(true);
        if (!p.ok) continue;
        const seen = visibleCards(p.value);
        expect(
          [s.title, s.text]
            .flatMap(cardMentions)
            .map(cardCode)
            .filter((x) => !seen.has(x)),
        ).toEqual([]);
      }
    }
  });
});

describe('"Play a real deal" at the end of each course', () => {
  test.each(COURSES.map((c) => [c.id, c] as const))('%s: the deal can be won', (_, course) => {
    expect(isVariantId(course.variant)).toBe(true);
    if (!isVariantId(course.variant)) return;
    const p = deal(getVariant(course.variant).rules, course.realDeal);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(solve(p.value, { maxStates: 2_000_000, timeoutMs: 30_000 }).status).toBe('solved');
  });
});

describe('house-rules courses', () => {
  test('FreeCell itself gets every FreeCell-rules step', () => {
    const c = houseCourse(getVariant('freecell'));
    const ids = courseSteps(c).map((s) => s.id);
    for (const s of courseSteps(COURSES[0] as Course)) expect(ids).toContain(`freecell.${s.id}`);
    expect(c.summary).toMatch(/FreeCell rules/);
    expect(courseSteps(c).length).toBeGreaterThan(10);
  });

  test.each(listVariants().map((v) => [v.id, v] as const))(
    '%s: only steps whose knobs match, each playable or set aside',
    (_, variant) => {
      const c = houseCourse(variant);
      const service = new TutorService();
      for (const s of courseSteps(c)) {
        expect(s.kind).toBe('play');
        if (s.kind !== 'play') continue;
        for (const k of s.knobs) expect(variant.rules[k]).toEqual(getVariant(s.variant).rules[k]);
        const a = runToEnd(
          service.par({
            rules: variant.rules,
            board: s.board,
            goal: s.goal,
            maxStates: HOUSE_CHECK_STATES,
            ...(s.allowed ? { allowed: s.allowed } : {}),
          }),
        );
        expect(['ok', 'unreachable', 'invalid', 'too-big']).toContain(a.status);
        if (a.status === 'ok' && s.variant === variant.id) expect(a.par).toBe(s.par);
      }
    },
  );

  test('a house-rules string gets a course named after it, without the steps its knobs rule out', () => {
    const rules = { ...getVariant('freecell').rules, buildPolicy: 'same-suit' as const, cells: 3 };
    const v = decodeHouseRules(encodeHouseRules({ name: 'Suited Three', rules }));
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    const c = houseCourse(v.value);
    expect(c.title).toBe('Suited Three');
    expect(c.variant).toBe(v.value.id);
    const steps = courseSteps(c).filter((s): s is PlayStep => s.kind === 'play');
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.some((s) => s.knobs.includes('buildPolicy'))).toBe(false);
    expect(steps.some((s) => s.knobs.includes('cells'))).toBe(false);
    expect(c.summary).toMatch(/2 changes from FreeCell/);
  });
});

describe('card mentions', () => {
  test('symbols and words, not general phrases', () => {
    expect(cardMentions('Move the 7♥ onto the 8♠, then the 10♦ and K♣.')).toEqual(['7♥', '8♠', '10♦', 'K♣']);
    expect(cardMentions('the Ace of spades, the 7 of hearts and the ten of diamonds')).toEqual([
      'A♠',
      '7♥',
      '10♦',
    ]);
    expect(
      cardMentions('a red 9 on a black 10; the Kings; aces and twos; (free cells + 1) × 2^(empty columns)'),
    ).toEqual([]);
  });
});
