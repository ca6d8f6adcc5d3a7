/**
 * "Show the move", followed on every step of every course: the seed courses, a generated course for
 * every catalogue variant, and three house-rules strings. Pressing Hint (the move named and marked)
 * and playing the move shown must reach the step's goal in exactly its par, every hint sentence and
 * reason may name only cards the goal needs (the cards the shortest line moves, the card the move
 * lands on, the goal's card), and at the start the move shown is the one the step's written nudge
 * speaks of.
 */
import {
  applyMove,
  deal,
  formatCard,
  formatLayout,
  isWon,
  liftedCards,
  parseCard,
  pileKey,
  type Card,
  type Position,
} from '@cascade/core';
import { localClient } from '@cascade/play/engine/host';
import type { Variant } from '@cascade/variants';
import { cardSymbol } from '@cascade/core';
import { describeMove, pileName } from '@cascade/words';
import { COURSE_CASES } from './course-cases.ts';
import { describe, expect, test } from 'vitest';
import { COURSES, courseSteps } from '../lessons/index.ts';
import { cardMentions } from '../lessons/mentions.ts';
import { stepVariant } from '../lessons/step-rules.ts';
import type { DealStep, PlayStep } from '../lessons/types.ts';
import { dealAsPlay } from '../lessons/deal-step.ts';
import { DEAL_SHOWN_FOR_TWO } from '../stars.ts';
import { StepController } from './controller.svelte.ts';
import { TutorService, tutorHandlers } from './engine/service.ts';
import { runToEnd } from '@cascade/hints';
import { HOUSE_CHECK_STATES } from '../house.ts';
import { shortestLine } from './steps.ts';
import { generatedLesson } from './generated-steps.ts';
import { FREECELL_RULES, RULES_KEYS, type RulesSpec } from '@cascade/core';
import { decodeHouseRules, encodeHouseRules } from '@cascade/variants';

const cardText = (c: Card) => formatCard(c);
const named = (text: string): string[] =>
  cardMentions(text).map((t) => {
    const c = parseCard(t);
    if (!c.ok) throw new Error(t);
    return formatCard(c.value);
  });

/** The cards the goal needs from here: those the shortest line moves, and the goal's own card. */
function neededCards(c: StepController): Set<string> {
  const r = shortestLine(c.position, c.goal, c.step.allowed, c.rules);
  const out = new Set<string>();
  if ('card' in c.goal) out.add(cardText(c.goal.card));
  let p: Position = c.position;
  for (const m of r.status === 'found' ? r.moves : []) {
    for (const x of liftedCards(p, m)) out.add(cardText(x));
    p = applyMove(p, m);
  }
  return out;
}

async function walk(step: PlayStep, rules: Variant['rules'], par: number): Promise<string[]> {
  const problems: string[] = [];
  const c = new StepController({ step, rules, par, engine: localClient(tutorHandlers()) });
  for (let i = 0; i <= par + 1 && c.phase === 'playing'; i++) {
    const needed = neededCards(c);
    await c.requestHint();
    // The first press names the move in words (with the written nudge at the start, the reason from
    // the line elsewhere) and marks it on the board.
    const words = c.feedback?.text ?? '';
    const h = c.hint;
    if (!h) {
      problems.push(`no move named after ${c.moveCount} moves: ${words}`);
      break;
    }
    const said = describeMove(h.move, c.position);
    const moving = liftedCards(c.position, h.move)[0];
    if (!words.startsWith(said)) problems.push(`"${words}" does not name the move (${said})`);
    if (moving === undefined || !words.includes(cardSymbol(moving)) || !words.includes(pileName(h.move.to)))
      problems.push(`"${words}" does not say the card moved and where it goes`);
    if (h.highlight.cards.length === 0 || h.highlight.to === undefined)
      problems.push(`the move hinted after ${c.moveCount} moves is not marked on the board`);
    const dest = h.move.to.kind === 'column' ? c.position.columns[h.move.to.index] : undefined;
    const onto = dest?.[dest.length - 1];
    const allowedCards = new Set([...needed, ...(onto === undefined ? [] : [cardText(onto)])]);
    const first = c.moveCount === 0 && step.nudge !== undefined && words.endsWith(step.nudge);
    if (first) {
      // The written nudge speaks of the move shown: it names the card moved, the one it goes onto,
      // or one it digs toward (below it in its column).
      const nudgeCards = named(step.nudge ?? '');
      const source = h.move.from.kind === 'column' ? (c.position.columns[h.move.from.index] ?? []) : [];
      const shown = [
        ...h.highlight.cards.map(cardText),
        ...(onto === undefined ? [] : [cardText(onto)]),
        ...source.map(cardText),
      ];
      if (nudgeCards.length > 0 && !shown.some((x) => nudgeCards.includes(x)))
        problems.push(`the nudge names ${nudgeCards.join(' ')}, the move shown moves ${shown.join(' ')}`);
    } else {
      const extra = named(words).filter((x) => !allowedCards.has(x));
      if (extra.length) problems.push(`"${words}" names ${extra.join(' ')}, which the goal does not need`);
    }
    const from = h.highlight.from ?? '';
    const to = h.highlight.to ?? '';
    if (!c.requestMove(from, to, h.move.count)) {
      problems.push(`the move shown was refused: ${c.feedback?.text ?? ''}`);
      break;
    }
  }
  if (c.phase !== 'solved') problems.push(`not reached after ${c.moveCount} moves (${c.phase})`);
  else if (c.moveCount !== par) problems.push(`reached in ${c.moveCount} moves, par ${par}`);
  c.dispose();
  return problems;
}

describe.each(COURSE_CASES)('Show the move, course %s', (_, course, variant) => {
  test('every step reaches its goal in par, the hints naming only cards the goal needs', async () => {
    const service = new TutorService();
    const problems: string[] = [];
    for (const step of courseSteps(course)) {
      if (step.kind !== 'play') continue;
      const rules = variant?.rules ?? stepVariant(step).rules;
      let par = step.par;
      if (variant) {
        const a = runToEnd(
          service.par({
            rules,
            board: step.board,
            goal: step.goal,
            maxStates: HOUSE_CHECK_STATES,
            ...(step.allowed ? { allowed: step.allowed } : {}),
          }),
        );
        if (a.status !== 'ok') {
          problems.push(`${step.id}: ${a.status}`);
          continue;
        }
        par = a.par;
      }
      for (const p of await walk(step, rules, par)) problems.push(`${step.id}: ${p}`);
    }
    expect(problems).toEqual([]);
  });
});

/**
 * A checkpoint (a whole deal), played through the controller to the win: with every move shown (one
 * star), with a few shown (two), and with the engine's moves played without showing them (three).
 */
describe.each(
  COURSES.flatMap((c) =>
    courseSteps(c)
      .filter((s): s is DealStep => s.kind === 'deal')
      .map((s) => [`${c.id}/${s.id}`, s] as const),
  ),
)('the checkpoint %s', (_, step) => {
  const rules = stepVariant(step).rules;
  const dealt = deal(rules, step.deal);
  if (!dealt.ok) throw new Error(dealt.error.message);
  const play = dealAsPlay(step, formatLayout(dealt.value, { full: true }));
  const service = new TutorService();

  /** Plays the deal to the end: the first `show` moves shown by Hint, the rest asked of the engine quietly. */
  async function playDeal(show: number): Promise<StepController> {
    const c = new StepController({
      step: play,
      rules,
      par: null,
      engine: localClient(tutorHandlers()),
      wholeDeal: true,
    });
    for (let i = 0; i < 200 && c.phase === 'playing'; i++) {
      let move;
      if (i < show) {
        await c.requestHint();
        if (!c.hint) await c.requestHint();
        move = c.hint?.move;
      } else {
        const a = runToEnd(
          service.dealHint({ rules, board: play.board, moves: c.moves, budget: { timeoutMs: Infinity } }),
        );
        move = a.status === 'move' ? a.move : undefined;
      }
      if (!move) break;
      expect(c.requestMove(pileKey(move.from), pileKey(move.to), move.count)).toBe(true);
    }
    return c;
  }

  test('every move shown: won, one star, and said so', async () => {
    const c = await playDeal(Infinity);
    expect(c.phase).toBe('solved');
    expect(isWon(c.position)).toBe(true);
    expect(c.shown).toBe(c.moveCount);
    expect(c.stars).toBe(1);
    expect(c.feedback?.text).toMatch(/^Deal won in \d+ moves, with every move shown by the hints\. 1 star!$/);
    // Autoplay took safe cards home: fewer moves of the learner's than moves in all.
    expect(c.moveCount).toBeLessThan(c.moves.length);
  });

  test(`${DEAL_SHOWN_FOR_TWO} moves shown: two stars; none shown: three`, async () => {
    const few = await playDeal(DEAL_SHOWN_FOR_TWO);
    expect([few.phase, few.shown, few.stars]).toEqual(['solved', DEAL_SHOWN_FOR_TWO, 2]);
    const none = await playDeal(0);
    expect([none.phase, none.shown, none.stars]).toEqual(['solved', 0, 3]);
    expect(none.feedback?.text).toMatch(/without a move shown\. 3 stars!$/);
  });
});

/**
 * The steps made from the knobs (every maker) under rules that face every way: foundations up or
 * down, columns building either way, each build policy, cells that must be left at once or close,
 * runs of each rule, cards taken back from the foundations, a short deck.
 */
const MADE_CASES: [string, Variant][] = (['up', 'down'] as const).flatMap((foundationDirection) =>
  (['down', 'up'] as const).flatMap((buildDirection) =>
    (['alternate-color', 'same-suit', 'any-suit'] as const).map((buildPolicy, i) => {
      const changes: Partial<RulesSpec> = {
        foundationDirection,
        foundationBase: foundationDirection === 'up' ? (['ace', 'first-card', 'king'] as const)[i] : 'king',
        buildDirection,
        buildPolicy,
        foundationsRemovable: true,
        cellStay: i === 1 ? 'single-use' : 'next-move',
        sequenceMove: (['standard', 'cells-plus-one', 'one-card'] as const)[i],
        cells: i + 1,
        columns: 6 + i,
        maxRank: 13 - i,
      };
      const name = `${foundationDirection} ${buildDirection} ${buildPolicy}`;
      const v = decodeHouseRules(encodeHouseRules({ name, rules: { ...FREECELL_RULES, ...changes } }));
      if (!v.ok) throw new Error(v.error.message);
      return [name, v.value] as [string, Variant];
    }),
  ),
);

describe.each(MADE_CASES)('Show the move, the steps made from the knobs of %s', (_, variant) => {
  test('every step reaches its goal in par, the hints naming only cards the goal needs', async () => {
    const problems: string[] = [];
    for (const step of generatedLesson(variant, RULES_KEYS)?.steps ?? []) {
      if (step.kind !== 'play') continue;
      for (const p of await walk(step, variant.rules, step.par)) problems.push(`${step.id}: ${p}`);
    }
    expect(problems).toEqual([]);
  });
});
