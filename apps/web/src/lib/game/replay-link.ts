/**
 * Replay links: `/replay?v=ID&d=N&m=38.3a.ah…`, a game's moves (standard notation, dot-separated)
 * on its deal, for the statistics' last games and shared results. Read back with every move checked
 * by core: a link whose moves do not replay says which move and why.
 */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';
import { deal as dealPosition, replay, type Move, type Position } from '@cascade/core';
import { replayErrorLine } from '@cascade/words';
import type { Variant } from '@cascade/variants';
import { openGame } from './links.ts';

export function replayPath(variant: string, deal: number, moves: string): ResolvedPathname {
  const q = new URLSearchParams({ v: variant, d: String(deal), m: moves.trim().split(/\s+/).join('.') });
  return `${resolve('/replay')}?${q.toString()}` as ResolvedPathname;
}

export interface OpenedReplay {
  readonly variant: Variant;
  readonly deal: number;
  readonly start: Position;
  readonly moves: readonly Move[];
}

/** Reads a replay link's query: the game, or why it cannot be replayed. */
export function openReplay(
  query: URLSearchParams,
): { ok: true; value: OpenedReplay } | { ok: false; error: string } {
  const o = openGame(query.get('v') ?? '', query.get('d') ?? '');
  if (!o.ok) return { ok: false, error: o.error };
  const start = dealPosition(o.variant.rules, o.deal);
  if (!start.ok) return { ok: false, error: start.error.message };
  const text = query.get('m') ?? '';
  if (text.length > 20_000) return { ok: false, error: 'the link holds too many moves' };
  const r = replay(start.value, text === '' ? [] : text.split('.'));
  if (!r.ok) return { ok: false, error: `its moves do not replay: ${replayErrorLine(r.error)}` };
  return { ok: true, value: { variant: o.variant, deal: o.deal, start: start.value, moves: r.value.moves } };
}
