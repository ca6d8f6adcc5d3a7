/**
 * The last games played (newest first, up to 100), kept in the browser for the statistics page:
 * each with its moves (standard notation, so it can be replayed), its time and whether it was won.
 * A won game is kept as it ended; an unfinished one as the player left it (one entry a deal,
 * replaced when the deal is played again, dropped when it is won). Every entry read back is
 * checked; entries that cannot be read are left out (and said), never read as something else.
 */
import { deal as dealPosition, replay, type RulesSpec } from '@cascade/core';
import { countReplayed, type MoveCounts } from '@cascade/play/record';
import {
  hasOwn,
  isRecord,
  losesNothing,
  readForUpdate,
  readJson,
  readList,
  updateNotice,
  writeJson,
  type KeyValueStore,
} from '@cascade/play/storage';
import { GAMES_LOG_UNREAD, gamesUnreadNote, loggedCountNotAMove } from '@cascade/words';

export const GAME_LOG_MAX = 100;
const KEY = 'game-log';
export const UNREADABLE_LOG_KEY = 'game-log-unreadable';

export interface LoggedGame {
  /** Catalogue id or house-rules string. */
  readonly variant: string;
  readonly deal: number;
  /** Every card home: by the player, or (`assisted`) by the solution player. */
  readonly won: boolean;
  /** The moves in standard notation, space-separated. */
  readonly moves: string;
  readonly timeMs: number;
  /** When it ended or was left, ms since 1970. */
  readonly at: number;
  /** The day (YYYY-MM-DD, UTC) whose deal of the day this was, if it was. */
  readonly daily?: string;
  /** The game's identity (absent in entries logged before): a game won is logged once. */
  readonly game?: string;
  /**
   * The player's moves (the one count: autoplay's are the rest of `moves`). Absent in entries logged
   * before it was kept: counted from the moves then (`countsOf`).
   */
  readonly played?: number;
  /** Finished by the solution player: played, not won (no record, no streak). */
  readonly assisted?: true;
  /** Hints shown, moves undone (absent: none, or logged before they were counted). */
  readonly hints?: number;
  readonly undos?: number;
  /** Won after a hint or with the solution shown: a win, marked assisted, that set no record. */
  readonly helped?: true;
  /** The score of a win (@cascade/play/score). */
  readonly score?: number;
}

/** One entry a game won (by its identity, else its time), one a deal left unfinished. */
export const logKey = (g: LoggedGame): string =>
  `${g.variant}/${g.deal}/${g.won ? (g.game === undefined ? g.at : `game ${g.game}`) : 'open'}`;
/** How many moves a logged `moves` text holds. */
const moveTokens = (moves: string): number => (moves.trim() === '' ? 0 : moves.trim().split(/\s+/).length);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0;

/** One stored entry, checked field by field. */
export function readLoggedGame(raw: unknown): { ok: true; value: LoggedGame } | { ok: false; error: string } {
  if (!isRecord(raw)) return { ok: false, error: 'an entry is not a game' };
  const get = (k: string): unknown => (hasOwn(raw, k) ? raw[k] : undefined);
  const variant = get('variant');
  const deal = get('deal');
  const moves = get('moves');
  const daily = get('daily');
  const id = get('game');
  const played = get('played');
  const assisted = get('assisted');
  const counts = { hints: get('hints'), undos: get('undos'), score: get('score') };
  const helped = get('helped');
  if (typeof variant !== 'string' || variant === '' || variant.length > 2000)
    return { ok: false, error: 'a game names no variant' };
  if (!isCount(deal) || deal < 1)
    return { ok: false, error: `a game of ${variant.slice(0, 40)} has no deal number` };
  if (typeof get('won') !== 'boolean') return { ok: false, error: `deal ${deal}: won is not true or false` };
  if (typeof moves !== 'string' || !/^[0-9a-z ]*$/.test(moves))
    return { ok: false, error: `deal ${deal}: its moves are not in standard notation` };
  if (!isCount(get('timeMs')) || !isCount(get('at'))) return { ok: false, error: `deal ${deal}: no time` };
  if (daily !== undefined && (typeof daily !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(daily)))
    return { ok: false, error: `deal ${deal}: its day is not a date` };
  if (id !== undefined && (typeof id !== 'string' || !/^[0-9a-z]{1,16}$/.test(id)))
    return { ok: false, error: `deal ${deal}: its game is not named` };
  if (played !== undefined && (!isCount(played) || played > moveTokens(moves)))
    return { ok: false, error: loggedCountNotAMove(deal) };
  if (assisted !== undefined && assisted !== true)
    return { ok: false, error: `deal ${deal}: assisted is not true` };
  if (helped !== undefined && helped !== true)
    return { ok: false, error: `deal ${deal}: helped is not true` };
  for (const [k, v] of Object.entries(counts))
    if (v !== undefined && !isCount(v)) return { ok: false, error: `deal ${deal}: ${k} is not a count` };
  const g = raw as unknown as LoggedGame;
  return {
    ok: true,
    value: {
      variant,
      deal,
      won: g.won,
      moves,
      timeMs: g.timeMs,
      at: g.at,
      ...(daily === undefined ? {} : { daily }),
      ...(id === undefined ? {} : { game: id }),
      ...(played === undefined ? {} : { played }),
      ...(assisted === undefined ? {} : { assisted }),
      ...(counts.hints === undefined ? {} : { hints: counts.hints as number }),
      ...(counts.undos === undefined ? {} : { undos: counts.undos as number }),
      ...(helped === undefined ? {} : { helped }),
      ...(counts.score === undefined ? {} : { score: counts.score as number }),
    },
  };
}

/** The games kept, newest first, and what could not be read. */
export function loadGameLog(store: KeyValueStore | null): { games: LoggedGame[]; problem: string | null } {
  const r = readJson(store, KEY);
  if (!r.ok) return { games: [], problem: r.error };
  const list = readList(r.value, { max: GAME_LOG_MAX, read: readLoggedGame, key: logKey });
  const unread = list.left.filter((l) => !l.startsWith('beyond') && l !== 'a duplicate');
  return {
    games: list.items,
    problem: unread.length === 0 ? null : gamesUnreadNote(unread),
  };
}

/**
 * A stored log written back loses nothing: every entry readable, each once, with no field the
 * reader would drop (only entries past the cap go, as the log keeps the last games by design).
 */
const isWhole = (v: unknown): v is unknown[] =>
  Array.isArray(v) &&
  readList(v, { max: v.length, read: readLoggedGame, key: logKey }).left.length === 0 &&
  v.every((e) => {
    const r = readLoggedGame(e);
    return r.ok && losesNothing(e, r.value);
  });

/**
 * Adds a game (newest first); a won game drops the deal's unfinished entry. A stored log that would
 * not be written back whole is set aside first, and `say` told (or, with no room for a copy, nothing
 * is written). False: not saved.
 */
export function logGame(
  store: KeyValueStore | null,
  game: LoggedGame,
  say: (notice: string, kind: 'info' | 'error') => void = () => undefined,
): boolean {
  const before = readForUpdate(store, KEY, UNREADABLE_LOG_KEY, isWhole, GAMES_LOG_UNREAD);
  const notice = updateNotice(before, 'Your last games');
  if (notice !== null) say(notice, before.status === 'blocked' ? 'error' : 'info');
  if (before.status === 'blocked') return false;
  const logged = loadGameLog(store).games;
  // A game won is logged once, whatever undo and redo (or another tab) do after.
  if (game.won && logged.some((g) => logKey(g) === logKey(game))) return true;
  const kept = logged.filter(
    (g) =>
      logKey(g) !== logKey(game) &&
      !(game.won && !g.won && g.variant === game.variant && g.deal === game.deal),
  );
  return writeJson(store, KEY, [game, ...kept].slice(0, GAME_LOG_MAX)).ok;
}

export interface LogSummary {
  readonly played: number;
  readonly won: number;
  /** Mean time of the won games, ms, or null. */
  readonly averageTimeMs: number | null;
  readonly bestTimeMs: number | null;
}

export function summarise(games: readonly LoggedGame[]): LogSummary {
  const won = games.filter((g) => g.won && g.assisted !== true);
  return {
    played: games.length,
    won: won.length,
    averageTimeMs: won.length === 0 ? null : Math.round(won.reduce((t, g) => t + g.timeMs, 0) / won.length),
    bestTimeMs: won.length === 0 ? null : Math.min(...won.map((g) => g.timeMs)),
  };
}

/** The ISO week's Monday (UTC) of a moment, YYYY-MM-DD. */
export function weekOf(at: number): string {
  const d = new Date(at);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day))
    .toISOString()
    .slice(0, 10);
}

/** The win rate week by week (oldest first, the weeks with games only). */
export function winRateByWeek(games: readonly LoggedGame[]): { week: string; played: number; won: number }[] {
  const m = new Map<string, { played: number; won: number }>();
  for (const g of games) {
    const w = weekOf(g.at);
    const e = m.get(w) ?? { played: 0, won: 0 };
    e.played++;
    if (g.won && g.assisted !== true) e.won++;
    m.set(w, e);
  }
  return [...m.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([week, e]) => ({ week, ...e }));
}

/**
 * A logged game's moves, counted as everywhere: the player's, autoplay's apart. An entry logged
 * before the count was kept is counted from its moves (each safe move home autoplay's); one whose
 * rules or moves cannot be read back, all as the player's.
 */
export function countsOf(g: LoggedGame, variant: { readonly rules: RulesSpec } | null): MoveCounts {
  const total = moveTokens(g.moves);
  if (g.played !== undefined) return { player: g.played, auto: total - g.played };
  const start = variant === null ? null : dealPosition(variant.rules, g.deal);
  if (start === null || !start.ok) return { player: total, auto: 0 };
  const r = replay(start.value, total === 0 ? [] : g.moves.trim().split(/\s+/));
  return r.ok ? countReplayed(start.value, r.value.moves) : { player: total, auto: 0 };
}
