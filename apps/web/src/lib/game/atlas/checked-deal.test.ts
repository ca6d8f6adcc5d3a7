/**
 * A rules link without a deal opens a winnable deal: where the atlas does not know the rules, deals
 * are checked by the engine (here in-process, with budgets in positions only), and one proven lost
 * is never taken.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deal } from '@cascade/core';
import { localClient } from '@cascade/play/engine/host';
import { solve } from '@cascade/solver';
import { getVariant } from '@cascade/variants';
import { describe, expect, test } from 'vitest';
import type { EngineClient } from '@cascade/play/engine';
import type { EngineRequests } from '../engine/protocol.ts';
import {
  ANALYSIS_BUDGET,
  engineHandlers,
  EngineService,
  LAST_WINNABLE_BUDGET,
  SOLUTION_BUDGET,
} from '../engine/service.ts';
import { AtlasClient, pickDeal, type Fetcher } from './atlas.ts';
import { checkedDeal, engineVerdict, type DealVerdict } from './checked-deal.ts';

const freecell = getVariant('freecell');
/** The house rules: two free cells, only Kings in empty columns. */
const twoCellsKings = { ...freecell.rules, cells: 2, emptyColumns: 'kings' as const };

const localEngine = (): EngineClient<EngineRequests> =>
  localClient(
    engineHandlers(
      new EngineService({
        analysis: { maxStates: ANALYSIS_BUDGET.maxStates, timeoutMs: Infinity },
        lastWinnable: { maxStates: LAST_WINNABLE_BUDGET.maxStates, timeoutMs: Infinity },
        solution: { maxStates: SOLUTION_BUDGET.maxStates, timeoutMs: Infinity },
      }),
    ),
  );

/** Deals 1, 2, 3, … in turn. */
const counting = (from = 1) => {
  let n = from;
  return () => n++;
};
/** A check that answers from a table (anything else: winnable), and the deals it was asked. */
const scripted = (verdicts: Record<number, DealVerdict>) => {
  const asked: number[] = [];
  return {
    asked,
    check: (n: number) => {
      asked.push(n);
      return Promise.resolve(verdicts[n] ?? 'winnable');
    },
  };
};

describe('checkedDeal', () => {
  test('the first deal found winnable; lost ones are passed over', async () => {
    const s = scripted({ 1: 'lost', 2: 'unknown' });
    expect(await checkedDeal('X', counting(), s.check)).toEqual({ ok: true, deal: 3, note: null });
    expect(s.asked).toEqual([1, 2, 3]);
  });

  test('none shown winnable: one not settled, said; every one lost: no deal, said', async () => {
    const s = scripted({ 1: 'lost', 2: 'unknown', 3: 'unknown' });
    const r = await checkedDeal('X', counting(), s.check, 3);
    expect(r).toEqual({
      ok: true,
      deal: 2,
      note: 'No deal of X tried could be shown winnable in the time allowed: this one may not be winnable.',
    });
    const lost = await checkedDeal(
      'X',
      () => 7,
      () => Promise.resolve('lost'),
      5,
    );
    // The same deal drawn again is not checked again.
    expect(lost).toEqual({
      ok: false,
      error:
        'Every one of the 1 deals of X tried is lost from the start: these rules may leave no deal winnable.',
    });
  });

  test('two cells, Kings only: deal 1 is lost at move 0; the deal checked instead is won by the solver', async () => {
    const engine = localEngine();
    const verdict = engineVerdict(engine, twoCellsKings);
    expect(await verdict(1)).toBe('lost');
    const r = await checkedDeal('Two cells, Kings only', counting(), verdict);
    if (!r.ok) throw new Error(r.error);
    expect(r.deal).not.toBe(1);
    const start = deal(twoCellsKings, r.deal);
    if (!start.ok) throw new Error(start.error.message);
    expect(solve(start.value).status).toBe('solved');
    engine.dispose();
  });
});

describe('pickDeal where the atlas does not know the rules', () => {
  const STATIC = join(process.cwd(), 'static');
  const fetcher: Fetcher = (url) => Promise.resolve(new Response(readFileSync(`${STATIC}${url}`)));
  const houseRules = { id: 'h1.test', name: 'Two cells, Kings only', rules: twoCellsKings };

  test('a deal the engine checked, never one it proved lost', async () => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: fetcher });
    const s = scripted({ 1: 'lost' });
    const picked = await pickDeal(
      atlas,
      houseRules,
      { winnable: true, level: 'any' },
      { seed: 1, fallback: counting(), check: s.check },
    );
    expect(picked).toEqual({
      deal: 2,
      note: 'The deal atlas has no deals of Two cells, Kings only under these rules, so this deal was checked here instead: it can be won.',
    });
  });

  test('a difficulty asked: a checked deal, and why its difficulty is not known', async () => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: fetcher });
    const picked = await pickDeal(
      atlas,
      houseRules,
      { winnable: true, level: 'hard' },
      { seed: 1, fallback: counting(5), check: scripted({}).check },
    );
    expect(picked).toEqual({
      deal: 5,
      note: 'The deal atlas has no deals of Two cells, Kings only under these rules, so its difficulty is not known: here is a deal checked winnable.',
    });
  });

  test('without an engine (no workers): any deal, said as before', async () => {
    const atlas = new AtlasClient({ root: '/atlas', fetch: fetcher });
    const picked = await pickDeal(
      atlas,
      houseRules,
      { winnable: true, level: 'any' },
      { seed: 1, fallback: () => 1 },
    );
    expect(picked.note).toBe(
      'The deal atlas has no deals of Two cells, Kings only under these rules, so this is any deal: it may not be winnable.',
    );
  });
});
