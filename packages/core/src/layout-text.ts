// !! BROWSER SAFE !!
/**
 * Board text, fc-solve's layout (our "FEN"):
 *
 *   Foundations: H-0 C-0 D-0 S-0      optional; top rank per suit (0 = empty), any order
 *   Base: 5                            optional, ours; the foundation base when the first card sets it
 *   Freecells: 7H - - -                optional; `-` an empty cell, `#` a closed (single-use) cell,
 *                                      `7H*` a card that must leave on the next move (ours);
 *                                      fc-solve's fixed-width form (four blanks an empty cell) too
 *   : JD KD 2S 4C 3S 6D 6S             one line per column, bottom card first; the `:` is optional
 *
 * A column line holding only `:` is an empty column; blank lines are ignored; columns not given at
 * the end are empty. Cards are `A 2-9 T J Q K` + `C D H S` (also `10`, lower case, ♣♦♥♠).
 */
import { formatCard, parseCard, RANK_LETTERS, SUITS, type Card } from './card.ts';
import { LAYOUT_ERRORS, formatLayoutError, type LayoutError, type PositionError } from './errors.ts';
import { Position } from './position.ts';
import { quoteInput } from './quote.ts';
import { err, ok, type Result } from './result.ts';
import type { RulesSpec } from './rules-spec.ts';
import { CLOSED_CELL, type CellSlot, type Setup } from './setup.ts';

interface Token {
  text: string;
  /** 1-based column of its first character. */
  col: number;
}

function tokenize(line: string, from: number): Token[] {
  const out: Token[] = [];
  const re = /\S+/g;
  re.lastIndex = from;
  for (let m = re.exec(line); m; m = re.exec(line)) out.push({ text: m[0], col: m.index + 1 });
  return out;
}

/**
 * fc-solve prints free cells in fixed four-character slots, right-aligned, an empty cell as four
 * blanks (`Freecells:      TC  4H  JS`: cell a empty). Reads such a line by position, the empty
 * slots as `-`; null when the line is not in that form (then its tokens are read in order).
 */
function fixedWidthCells(line: string, from: number): Token[] | null {
  const rest = line.slice(from).trimEnd();
  if (rest.length === 0 || rest.length % 4 !== 0) return null;
  const out: Token[] = [];
  for (let i = 0; i < rest.length; i += 4) {
    const slot = rest.slice(i, i + 4);
    const card = /^ +(\S+)$/.exec(slot)?.[1];
    if (slot === '    ') out.push({ text: '-', col: from + i + 1 });
    else if (card !== undefined) out.push({ text: card, col: from + i + 5 - card.length });
    else return null;
  }
  return out;
}

const parseRankText = (t: string): number => {
  const u = t.toUpperCase();
  if (u === '0') return 0;
  if (u === '10') return 10;
  return RANK_LETTERS.indexOf(u as (typeof RANK_LETTERS)[number]) + 1;
};

/**
 * Board text checked against the rules: the position, or why not, in one message (a layout error
 * with its line and character: "line 2, character 5: …"; a position error as it is).
 */
export function parsePosition(
  text: string,
  rules: RulesSpec,
): Result<Position, (LayoutError | PositionError) & { readonly message: string }> {
  const setup = parseLayout(text);
  if (!setup.ok) return err({ ...setup.error, message: formatLayoutError(setup.error) });
  return Position.fromSetup(setup.value, rules);
}

/** Parses board text into an unchecked Setup; `Position.fromSetup` checks it against the rules. */
export function parseLayout(text: string): Result<Setup, LayoutError> {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const columns: Card[][] = [];
  let cells: CellSlot[] | null = null;
  let foundationTops: number[] | null = null;
  let base: number | null = null;
  let baseSeen = false;
  let pendingCell: number | null = null;
  const fail = (line: number, column: number, code: LayoutError['code'], message: string, token?: string) =>
    err({ line, column, code, message, ...(token !== undefined ? { token } : {}) });

  for (let li = 0; li < lines.length; li++) {
    const line = lines[li] as string;
    const ln = li + 1;
    if (line.trim() === '') continue;
    const header = /^\s*(foundations|freecells|base)\s*:/i.exec(line);
    if (header) {
      const name = (header[1] as string).toLowerCase();
      const tokens = tokenize(line, header[0].length);
      if (name === 'foundations') {
        if (foundationTops)
          return fail(ln, 1, LAYOUT_ERRORS.duplicateHeader, 'the Foundations line is given twice');
        foundationTops = [0, 0, 0, 0];
        const seen = new Set<number>();
        for (const t of tokens) {
          const m = /^([CDHS♣♦♥♠])-(\w{1,2})$/i.exec(t.text);
          const suitChar = m?.[1]?.toUpperCase();
          const suit = suitChar === undefined ? -1 : 'CDHS♣♦♥♠'.indexOf(suitChar) % 4;
          const rank = m ? parseRankText(m[2] as string) : -1;
          if (!m || suit < 0 || rank < 0 || (rank === 0 && (m[2] as string) !== '0')) {
            return fail(
              ln,
              t.col,
              LAYOUT_ERRORS.badFoundation,
              `${quoteInput(t.text)} is not a foundation: write the suit and its top rank, like H-5 (H-0 when empty)`,
              t.text,
            );
          }
          if (seen.has(suit))
            return fail(
              ln,
              t.col,
              LAYOUT_ERRORS.badFoundation,
              `the ${SUITS[suit]} foundation is given twice`,
              t.text,
            );
          seen.add(suit);
          foundationTops[suit] = rank;
        }
      } else if (name === 'freecells') {
        if (cells) return fail(ln, 1, LAYOUT_ERRORS.duplicateHeader, 'the Freecells line is given twice');
        cells = [];
        for (const t of fixedWidthCells(line, header[0].length) ?? tokens) {
          if (t.text === '-') {
            cells.push(null);
            continue;
          }
          if (t.text === '#') {
            cells.push(CLOSED_CELL);
            continue;
          }
          const pending = t.text.endsWith('*');
          const c = parseCard(pending ? t.text.slice(0, -1) : t.text);
          if (!c.ok)
            return fail(
              ln,
              t.col,
              LAYOUT_ERRORS.badCell,
              `${c.error.message} (free cells hold a card, - when empty, or # when closed)`,
              t.text,
            );
          if (pending) {
            if (pendingCell !== null)
              return fail(
                ln,
                t.col,
                LAYOUT_ERRORS.badCell,
                'only one free-cell card can be marked * (must leave next move)',
                t.text,
              );
            pendingCell = cells.length;
          }
          cells.push(c.value);
        }
      } else {
        if (baseSeen) return fail(ln, 1, LAYOUT_ERRORS.duplicateHeader, 'the Base line is given twice');
        baseSeen = true;
        const t = tokens[0];
        const r = t ? parseRankText(t.text) : -1;
        if (!t || tokens.length > 1 || r < 1) {
          return fail(
            ln,
            t?.col ?? line.length + 1,
            LAYOUT_ERRORS.syntax,
            'the Base line takes one rank, like "Base: 5"',
            t?.text,
          );
        }
        base = r;
      }
      continue;
    }
    const colon = /^\s*:/.exec(line);
    const tokens = tokenize(line, colon ? colon[0].length : 0);
    const col: Card[] = [];
    for (const t of tokens) {
      const c = parseCard(t.text);
      if (!c.ok) {
        const unknownHeader = /^[a-z]+:$/i.test(t.text) && col.length === 0;
        return fail(
          ln,
          t.col,
          unknownHeader ? LAYOUT_ERRORS.syntax : LAYOUT_ERRORS.badCard,
          unknownHeader
            ? `${quoteInput(t.text)} is not a known line (Foundations:, Freecells:, Base: or a column)`
            : `column ${columns.length + 1}: ${c.error.message}`,
          t.text,
        );
      }
      col.push(c.value);
    }
    columns.push(col);
  }
  if (columns.length === 0 && !cells && !foundationTops)
    return fail(1, 1, LAYOUT_ERRORS.empty, 'the board is empty');
  return ok({
    columns,
    cells: cells ?? [],
    foundationTops: foundationTops ?? [0, 0, 0, 0],
    base,
    pendingCell,
  });
}

/** Options of `formatLayout` and `formatSetup`. */
export interface FormatLayoutOptions {
  /** Always write the Foundations and Freecells lines, even when empty. Default false. */
  readonly full?: boolean;
  /** Start column lines with `: ` as fc-solve does. Default true. */
  readonly colons?: boolean;
}

/** Formats a position (or a setup with its cell count) as board text; parseLayout reads it back. */
export function formatLayout(pos: Position, options: FormatLayoutOptions = {}): string {
  return formatSetup(pos.toSetup(), options);
}

/** A setup (checked or not) as board text, as `formatLayout` writes a position. */
export function formatSetup(setup: Setup, options: FormatLayoutOptions = {}): string {
  const full = options.full ?? false;
  const colons = options.colons ?? true;
  const lines: string[] = [];
  const tops = setup.foundationTops;
  if (full || tops.some((t) => t !== 0)) {
    const order = [2, 0, 1, 3]; // H C D S, as fc-solve writes them
    lines.push(
      `Foundations: ${order.map((s) => `${SUITS[s]}-${(tops[s] ?? 0) === 0 ? '0' : RANK_LETTERS[(tops[s] as number) - 1]}`).join(' ')}`,
    );
  }
  if (setup.base !== null) lines.push(`Base: ${RANK_LETTERS[setup.base - 1] ?? setup.base}`);
  if (setup.cells.length > 0 && (full || setup.cells.some((c) => c !== null))) {
    lines.push(
      `Freecells: ${setup.cells
        .map((c, i) =>
          c === null ? '-' : c === CLOSED_CELL ? '#' : formatCard(c) + (setup.pendingCell === i ? '*' : ''),
        )
        .join(' ')}`,
    );
  }
  for (const col of setup.columns) {
    const cards = col.map(formatCard).join(' ');
    // An empty column is always written `:`: a blank line would be skipped and shift the columns after it.
    lines.push(colons ? `:${cards ? ' ' + cards : ''}` : cards || ':');
  }
  return lines.join('\n') + '\n';
}
