/** House-rules courses: each step's par under the rules, worked out in the tutor's worker. */
import type { RulesSpec } from '@cascade/core';
import { getVariant, isVariantId } from '@cascade/variants';
import { COURSES } from './lessons/index.ts';
import type { EngineClient } from '@cascade/play/engine';
import type { TutorRequests } from './game/engine/protocol.ts';
import type { PlayStep } from './lessons/types.ts';

/** Positions searched per step before it is set aside (keeps a house course quick to open). */
export const HOUSE_CHECK_STATES = 60_000;

export type StepCheck =
  { readonly ok: true; readonly par: number } | { readonly ok: false; readonly why: string };

export async function checkStep(
  engine: EngineClient<TutorRequests>,
  step: PlayStep,
  rules: RulesSpec,
): Promise<StepCheck> {
  const a = await engine.request('par', {
    rules,
    board: step.board,
    goal: step.goal,
    maxStates: HOUSE_CHECK_STATES,
    ...(step.allowed ? { allowed: step.allowed } : {}),
  });
  switch (a.status) {
    case 'ok':
      return a.par === 0
        ? { ok: false, why: 'its goal holds from the start under these rules' }
        : { ok: true, par: a.par };
    case 'unreachable':
      return { ok: false, why: 'its goal cannot be reached under these rules' };
    case 'too-big':
      return { ok: false, why: 'too many positions to check under these rules' };
    case 'invalid':
      return { ok: false, why: 'its board does not fit these rules' };
  }
}

/**
 * Looks for the deal a generated course ends on, the first the solver wins under these rules, and
 * hands it over (null: none found, or the engine failed) unless stopped first; returns the stop.
 */
export function findRealDeal(
  engine: EngineClient<TutorRequests>,
  rules: RulesSpec,
  found: (deal: number | null) => void,
): () => void {
  const stop = new AbortController();
  void engine
    .request('deal', { rules })
    .then((a) => (a.status === 'found' ? a.deal : null))
    .catch(() => null)
    .then((deal) => {
      if (!stop.signal.aborted) found(deal);
    });
  return () => stop.abort();
}

/** The "Play a real deal" link of a generated course: searching, found, or none won. */
export function realDealLink(
  found: number | null | undefined,
  name: string,
  url: (deal: number) => string,
): { readonly href: string | null; readonly label: string } {
  if (found === undefined) return { href: null, label: `Finding a deal of ${name} the solver wins…` };
  if (found === null) return { href: null, label: `No deal of ${name} the solver wins was found nearby` };
  return { href: url(found), label: `Play a real deal of ${name} (deal ${found}, won by the solver)` };
}

/**
 * The seed course these rules already have, if any: the rules of a course's own variant (FreeCell's
 * rules, from a catalogue id or a house-rules string, are the FreeCell course's). A generated course
 * for them would repeat it with progress of its own, so their house page leads to the course instead.
 */
export function seedCourseFor(rules: RulesSpec): string | null {
  for (const c of COURSES) {
    if (!isVariantId(c.variant) || c.id !== c.variant) continue;
    const own = getVariant(c.variant).rules;
    if ((Object.keys(own) as (keyof RulesSpec)[]).every((k) => own[k] === rules[k])) return c.id;
  }
  return null;
}
