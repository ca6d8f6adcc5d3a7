/**
 * Saved games: the game in progress of every recent deal, kept in localStorage after every move.
 * Only the shape is checked here; the controller replays the moves in core before trusting them.
 */
import { pileKey } from '@cascade/core';
import { pileFromKey } from '@cascade/play/board';
import type { HistoryEntry } from '@cascade/play/session';
import {
  hasOwn,
  isRecord,
  keepCopy,
  readForUpdate,
  readJson,
  setAside,
  updateNotice,
  writeJson,
  type KeyValueStore,
} from '@cascade/play/storage';
import { mayWriteOver, tabRevisions, type Revision } from '@cascade/play/sync';
import { GAMES_SET_ASIDE } from '@cascade/words';

export const SAVED_GAME_VERSION = 1;
/** Recent games kept (oldest dropped first). */
export const SAVED_GAMES_MAX = 12;
const GAMES_KEY = 'games';
const LAST_KEY = 'last-game';

/** A move as saved: source and destination pile keys, count, and whether autoplay made it. */
export type SavedMove = readonly [from: string, to: string, count: number, auto: 0 | 1];

export interface SavedGame {
  readonly v: number;
  /** Catalogue id or house-rules string. */
  readonly variant: string;
  readonly deal: number;
  readonly moves: readonly SavedMove[];
  /** Moves applied (the rest can be redone). */
  readonly cursor: number;
  readonly elapsedMs: number;
  /** Counted as played in the statistics. */
  readonly counted: boolean;
  readonly won: boolean;
  /** The solution player played a move of it (absent in records saved before: false). */
  readonly assisted: boolean;
  readonly updatedAt: number;
  /** The write's revision (another tab's newer write is never overwritten; absent before revisions). */
  readonly rev?: Revision;
  /** The game's identity: one a game, a finished deal played again is a new one (absent before). */
  readonly id?: string;
  /** Hints shown, moves undone, the solution shown (absent in records saved before: none). */
  readonly hints?: number;
  readonly undos?: number;
  readonly shown?: boolean;
}

export const gameKey = (variant: string, deal: number): string => `${variant}/${deal}`;

/** A record with a move of the player's (autoplay's at the deal do not count) up to its cursor. */
function isUnderWay(g: unknown): boolean {
  if (!isRecord(g) || g.won === true || !Array.isArray(g.moves) || typeof g.cursor !== 'number') return false;
  return (g.moves as unknown[]).slice(0, g.cursor).some((m) => Array.isArray(m) && m[3] === 0);
}

/** Whether the player has touched the game at all (a move of theirs, even one since undone). */
const isTouched = (game: SavedGame): boolean => game.won || game.moves.some((m) => m[3] === 0);

function readGames(store: KeyValueStore | null): Record<string, unknown> {
  const r = readJson(store, GAMES_KEY);
  return r.ok && isRecord(r.value) ? r.value : {};
}

/** Where saved games that cannot be read at all are kept (a copy a time, `games-unreadable@…`). */
export const UNREADABLE_GAMES_KEY = 'games-unreadable';

/** A save done (with what the player should know, if anything), or why it was not. */
export type SaveOutcome =
  | {
      readonly ok: true;
      readonly notice: string | null;
      /** The revision written (null: the record was dropped, the game untouched). */
      readonly rev?: Revision | null;
    }
  | {
      readonly ok: false;
      readonly error: string;
      /** Another tab saved this game since `base`: nothing was written. */
      readonly stale?: true;
    };

/** Why a save was refused when another tab played on. */
export const PLAYED_ELSEWHERE = 'this game was played on in another tab since';

/** The saved games, to be written back: stored data that cannot be read is set aside first. */
function gamesToWrite(
  store: KeyValueStore | null,
):
  { readonly games: Record<string, unknown>; readonly notice: string | null } | { readonly blocked: string } {
  const r = readForUpdate(
    store,
    GAMES_KEY,
    UNREADABLE_GAMES_KEY,
    isRecord,
    'they are not in the expected form',
  );
  switch (r.status) {
    case 'ok':
      return { games: r.value, notice: null };
    case 'absent':
      return { games: {}, notice: null };
    case 'set-aside':
    case 'blocked': {
      const notice = updateNotice(r, 'Your saved games') ?? '';
      return r.status === 'blocked' ? { blocked: notice } : { games: {}, notice };
    }
  }
}

/**
 * Writes the saved games. A record JSON cannot write (nested too deeply) would block every save:
 * the games as stored are then set aside, and written back without it.
 */
function writeGames(
  store: KeyValueStore | null,
  games: Record<string, unknown>,
  notice: string | null,
): SaveOutcome {
  const w = writeJson(store, GAMES_KEY, games);
  if (w.ok) return { ok: true, notice };
  if (w.reason !== 'unwritable') return { ok: false, error: w.error };
  const kept = setAside(store, GAMES_KEY, UNREADABLE_GAMES_KEY);
  if (kept && !kept.ok) return { ok: false, error: kept.error };
  const writable = Object.fromEntries(
    Object.entries(games).filter(([, g]) => {
      try {
        JSON.stringify(g);
        return true;
      } catch {
        return false;
      }
    }),
  );
  const again = writeJson(store, GAMES_KEY, writable);
  return again.ok
    ? {
        ok: true,
        notice: GAMES_SET_ASIDE,
      }
    : { ok: false, error: again.error };
}

/** The raw saved record of a game: undefined if none, an error if storage holds garbage. */
export function loadSavedGame(
  store: KeyValueStore | null,
  variant: string,
  deal: number,
): { ok: true; value: unknown } | { ok: false; error: string } {
  const r = readJson(store, GAMES_KEY);
  if (!r.ok) return r;
  if (r.value === undefined) return { ok: true, value: undefined };
  if (!isRecord(r.value)) return { ok: false, error: 'the saved games are not in the expected form' };
  const key = gameKey(variant, deal);
  return { ok: true, value: hasOwn(r.value, key) ? r.value[key] : undefined };
}

/**
 * Saves a game. A deal the player has not touched (no move of theirs: just opened, or restarted)
 * is not kept: its record is dropped, and it neither takes the place of a game under way as the
 * one to continue nor pushes one out of the list. When the list is full, the games not under way
 * (won, or taken back to the deal) go first, then the oldest.
 */
export function saveGame(store: KeyValueStore | null, game: SavedGame, base?: Revision | null): SaveOutcome {
  const key = gameKey(game.variant, game.deal);
  const stored = gamesToWrite(store);
  if ('blocked' in stored) return { ok: false, error: stored.blocked };
  const { games, notice } = stored;
  // The tab knows the game as of `base`: another tab's newer save is never written over.
  if (base !== undefined && !mayWriteOver(hasOwn(games, key) ? games[key] : undefined, base))
    return { ok: false, error: PLAYED_ELSEWHERE, stale: true };
  if (!isTouched(game)) {
    if (!hasOwn(games, key)) return { ok: true, notice, rev: null };
    delete games[key];
    const dropped = writeGames(store, games, notice);
    return dropped.ok ? { ...dropped, rev: null } : dropped;
  }
  const rev = tabRevisions.next();
  game = { ...game, rev };
  const others = Object.keys(games).filter((k) => k !== key);
  if (others.length >= SAVED_GAMES_MAX) {
    const underWay = (k: string): number => (isUnderWay(games[k]) ? 1 : 0);
    const age = (k: string): number => {
      const g = games[k];
      return isRecord(g) && typeof g.updatedAt === 'number' ? g.updatedAt : 0;
    };
    others.sort((a, b) => underWay(a) - underWay(b) || age(a) - age(b));
    for (const k of others.slice(0, others.length - SAVED_GAMES_MAX + 1))
      if (isGame(k, games[k]) || keepRecord(store, k, games[k])) delete games[k];
  }
  games[key] = game;
  const outcome = writeGames(store, games, notice);
  if (outcome.ok && readForUpdate(store, LAST_KEY, UNREADABLE_LAST_KEY, isLastPointer).status !== 'blocked')
    writeJson(store, LAST_KEY, { variant: game.variant, deal: game.deal });
  return outcome.ok ? { ...outcome, rev } : outcome;
}

/** Where a stored pointer to the last game that is not one is kept (`last-game-unreadable@…`). */
export const UNREADABLE_LAST_KEY = 'last-game-unreadable';

/** The pointer to the game played last, as it is written: a variant and a deal, nothing else. */
const isLastPointer = (v: unknown): v is { variant: string; deal: number } =>
  isRecord(v) &&
  Object.keys(v).every((k) => k === 'variant' || k === 'deal') &&
  typeof v.variant === 'string' &&
  typeof v.deal === 'number';

/** Where saved games that could not be restored are kept: a copy of each record, `games-unrestorable@…`. */
export const UNRESTORABLE_GAMES_KEY = 'games-unrestorable';

/** Whether a stored record is a saved game of its key (the oldest games go when the list is full). */
function isGame(key: string, raw: unknown): boolean {
  const at = key.lastIndexOf('/');
  return at > 0 && checkSavedShape(raw, key.slice(0, at), Number(key.slice(at + 1))).ok;
}

/** Keeps a copy of a record that is no game before it leaves the list; false when none could be kept. */
function keepRecord(store: KeyValueStore | null, key: string, raw: unknown): boolean {
  try {
    return keepCopy(store, UNRESTORABLE_GAMES_KEY, JSON.stringify({ [key]: raw })).ok;
  } catch {
    // Too deep to write out, so it cannot be written back either: the games as stored are kept.
    const whole = setAside(store, GAMES_KEY, UNRESTORABLE_GAMES_KEY);
    return whole === null || whole.ok;
  }
}

/**
 * Moves a game's saved record that could not be restored aside, as it was, and out of the saved
 * games. False when no copy could be kept: the record then stays where it is.
 */
export function setAsideGame(store: KeyValueStore | null, variant: string, deal: number): boolean {
  const r = readJson(store, GAMES_KEY);
  const key = gameKey(variant, deal);
  if (!r.ok || !isRecord(r.value) || !hasOwn(r.value, key)) return true;
  let text: string;
  try {
    text = JSON.stringify({ [key]: r.value[key] });
  } catch {
    // A record too deep to write out: the saved games are kept whole, as they are stored.
    const whole = setAside(store, GAMES_KEY, UNRESTORABLE_GAMES_KEY);
    if (whole && !whole.ok) return false;
    text = '';
  }
  if (text !== '' && !keepCopy(store, UNRESTORABLE_GAMES_KEY, text).ok) return false;
  const games = r.value;
  delete games[key];
  return writeGames(store, games, null).ok;
}

/**
 * The game to continue: the one played last if it is under way (a move of the player's, not won),
 * else the most recently played game that is.
 */
export function lastGame(
  store: KeyValueStore | null,
): { variant: string; deal: number; moves: number } | null {
  const games = readGames(store);
  const found = (variant: unknown, deal: unknown) => {
    if (typeof variant !== 'string' || typeof deal !== 'number') return null;
    const k = gameKey(variant, deal);
    const g = hasOwn(games, k) ? games[k] : undefined;
    if (!isUnderWay(g) || !isRecord(g)) return null;
    // The player's moves (autoplay's are not counted), as the game's move counter shows them.
    const moves = (g.moves as unknown[])
      .slice(0, g.cursor as number)
      .filter((m) => Array.isArray(m) && m[3] === 0);
    return { variant, deal, moves: moves.length };
  };
  const r = readJson(store, LAST_KEY);
  const last = r.ok && isRecord(r.value) ? found(r.value.variant, r.value.deal) : null;
  if (last) return last;
  let best: { variant: string; deal: number; moves: number } | null = null;
  let bestAt = -Infinity;
  for (const g of Object.values(games)) {
    if (!isRecord(g)) continue;
    const at = typeof g.updatedAt === 'number' ? g.updatedAt : 0;
    const it = found(g.variant, g.deal);
    if (it && at > bestAt) {
      best = it;
      bestAt = at;
    }
  }
  return best;
}

/** Checks a raw record's shape (not its moves' legality). */
export function checkSavedShape(
  raw: unknown,
  variant: string,
  deal: number,
): { ok: true; value: SavedGame } | { ok: false; error: string } {
  const bad = (why: string) => ({ ok: false as const, error: why });
  if (!isRecord(raw)) return bad('it is not a saved game');
  if (raw.v !== SAVED_GAME_VERSION)
    return bad(`it was saved in an unknown format (${JSON.stringify(raw.v)})`);
  if (raw.variant !== variant || raw.deal !== deal) return bad('it belongs to another game');
  if (!Array.isArray(raw.moves)) return bad('its moves are missing');
  const moves: SavedMove[] = [];
  for (const m of raw.moves as unknown[]) {
    if (
      !Array.isArray(m) ||
      m.length !== 4 ||
      typeof m[0] !== 'string' ||
      typeof m[1] !== 'string' ||
      typeof m[2] !== 'number' ||
      (m[3] !== 0 && m[3] !== 1)
    ) {
      return bad(`move ${moves.length + 1} is not readable`);
    }
    moves.push([m[0], m[1], m[2], m[3]]);
  }
  const cursor = raw.cursor;
  if (typeof cursor !== 'number' || !Number.isInteger(cursor) || cursor < 0 || cursor > moves.length) {
    return bad('its move counter is out of range');
  }
  const elapsed =
    typeof raw.elapsedMs === 'number' && Number.isFinite(raw.elapsedMs) && raw.elapsedMs >= 0
      ? raw.elapsedMs
      : 0;
  return {
    ok: true,
    value: {
      v: SAVED_GAME_VERSION,
      variant,
      deal,
      moves,
      cursor,
      elapsedMs: elapsed,
      counted: raw.counted === true,
      won: raw.won === true,
      assisted: raw.assisted === true,
      updatedAt: typeof raw.updatedAt === 'number' ? raw.updatedAt : 0,
      ...(typeof raw.rev === 'string' ? { rev: raw.rev } : {}),
      ...(typeof raw.id === 'string' ? { id: raw.id } : {}),
      ...(count(raw.hints) > 0 ? { hints: count(raw.hints) } : {}),
      ...(count(raw.undos) > 0 ? { undos: count(raw.undos) } : {}),
      ...(raw.shown === true ? { shown: true } : {}),
    },
  };
}

/** A count as saved: a whole number from 0, else none. */
const count = (x: unknown): number => (typeof x === 'number' && Number.isSafeInteger(x) && x > 0 ? x : 0);

/** A history as saved: each move as its pile keys, its count and whether autoplay made it. */
export const savedMoves = (history: readonly HistoryEntry[]): SavedMove[] =>
  history.map((e) => [pileKey(e.move.from), pileKey(e.move.to), e.move.count, e.auto ? 1 : 0]);

/** A saved record's moves as a history (their legality is the session's to check), or the first bad one. */
export function savedEntries(
  saved: SavedGame,
): { ok: true; value: HistoryEntry[] } | { ok: false; error: string } {
  const out: HistoryEntry[] = [];
  for (const [i, [from, to, count, auto]] of saved.moves.entries()) {
    const f = pileFromKey(from);
    const t = pileFromKey(to);
    if (!f || !t) return { ok: false, error: `move ${i + 1} names a pile that does not exist` };
    out.push({ move: { from: f, to: t, count }, auto: auto === 1 });
  }
  return { ok: true, value: out };
}
