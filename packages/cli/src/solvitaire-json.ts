/**
 * Solvitaire-style JSON deals, accepted by `--board` for interop (CLI only; core's board text is the
 * project's own format):
 *
 *   {"tableau piles": [["AH", "3D", …], …], "cells": ["7H", "", …], "foundations": [["AC", "2C"], [], …]}
 *
 * Piles list cards bottom first, as Solvitaire does. Ranks may be written A/1, 2–10, J/11, Q/12, K/13
 * (or T). `cells` holds one entry per free cell, "" or null when empty. `foundations` (or
 * `foundation`) holds each foundation's cards bottom first, or just its top card.
 */
import {
  describeValue,
  escapeUnsafe,
  parseCard,
  quoteInput,
  SUITS,
  rankOf,
  suitOf,
  type Card,
  type CellSlot,
  type Result,
  type Setup,
} from '@cascade/core';

const KEYS = ['tableau piles', 'cells', 'foundations', 'foundation'] as const;
const RANK_WORDS: Record<string, string> = { '1': 'A', '10': 'T', '11': 'J', '12': 'Q', '13': 'K' };

/** True when board text is JSON rather than board text: its first non-blank character is `{`. */
export const looksLikeJson = (text: string): boolean =>
  text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{');

const fail = (message: string): Result<never, string> => ({ ok: false, error: message });

/**
 * The deepest nesting read: a deal is an object of arrays of cards (3 levels); anything past this is
 * refused before parsing, so a file nested thousands deep gets a message, not a stack overflow.
 */
export const JSON_MAX_DEPTH = 16;

/**
 * Where `text` first nests deeper than `max` arrays and objects (brackets inside strings do not
 * count), as a 1-based line and column, or null. One pass, no recursion.
 */
export function tooDeep(text: string, max: number): { line: number; column: number } | null {
  let depth = 0;
  let inString = false;
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x0a) {
      line++;
      lineStart = i + 1;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return { line, column: i - lineStart + 1 };
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return null;
}

function card(value: unknown, where: string): Card | string {
  if (typeof value !== 'string')
    return `${where}: expected a card like "AS" or "10H", found ${describeValue(value)}`;
  const m = /^\s*(\d{1,2}|[A-Za-z])(\S)\s*$/u.exec(value);
  const [, rank = '', suit = ''] = m ?? [];
  const text = m ? `${RANK_WORDS[rank] ?? rank}${suit}` : value;
  const c = parseCard(text);
  return c.ok ? c.value : `${where}: ${c.error.message}`;
}

/** Converts a Solvitaire JSON deal into an unchecked Setup; errors name the JSON path. */
export function parseSolvitaireDeal(text: string): Result<Setup, string> {
  const source = text.replace(/^\uFEFF/, '');
  const deep = tooDeep(source, JSON_MAX_DEPTH);
  if (deep !== null)
    return fail(
      `line ${deep.line}, character ${deep.column}: nested more than ${JSON_MAX_DEPTH} levels deep; a deal is an object of arrays of cards`,
    );
  let doc: unknown;
  try {
    doc = JSON.parse(source);
  } catch (e) {
    return fail(`not valid JSON: ${jsonErrorWhere(source, e)}`);
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc))
    return fail('a JSON deal must be an object');
  const obj = doc as Record<string, unknown>;
  for (const key of Object.keys(obj)) {
    if (!(KEYS as readonly string[]).includes(key)) {
      return fail(
        `unknown key ${quoteInput(key)} (a FreeCell-family deal has ${KEYS.map((k) => `"${k}"`).join(', ')})`,
      );
    }
  }
  const piles = obj['tableau piles'];
  if (!Array.isArray(piles))
    return fail(
      `"tableau piles" ${piles === undefined ? 'is missing' : `must be an array, not ${describeValue(piles)}`}: give an array of piles, each an array of cards, bottom card first`,
    );
  const columns: Card[][] = [];
  for (const [i, pile] of piles.entries()) {
    if (!Array.isArray(pile)) return fail(`"tableau piles"[${i}]: expected an array of cards`);
    const col: Card[] = [];
    for (const [j, value] of pile.entries()) {
      const c = card(value, `"tableau piles"[${i}][${j}]`);
      if (typeof c === 'string') return fail(c);
      col.push(c);
    }
    columns.push(col);
  }

  const cells: CellSlot[] = [];
  const cellsValue = obj.cells ?? [];
  if (!Array.isArray(cellsValue))
    return fail('"cells" must be an array with one entry per free cell ("" when empty)');
  for (const [i, value] of cellsValue.entries()) {
    if (value === '' || value === null) {
      cells.push(null);
      continue;
    }
    const c = card(value, `"cells"[${i}]`);
    if (typeof c === 'string') return fail(c);
    cells.push(c);
  }

  if (obj.foundations !== undefined && obj.foundation !== undefined) {
    return fail('give "foundations" or "foundation", not both');
  }
  const key = obj.foundation !== undefined ? 'foundation' : 'foundations';
  const foundationsValue = obj[key] ?? [];
  if (!Array.isArray(foundationsValue))
    return fail(`"${key}" must be an array of foundations, each an array of cards`);
  const foundationTops = [0, 0, 0, 0];
  for (const [i, value] of foundationsValue.entries()) {
    const list: unknown[] = Array.isArray(value) ? value : value === '' || value === null ? [] : [value];
    let suit: number | null = null;
    for (const [j, v] of list.entries()) {
      const c = card(v, `"${key}"[${i}]${Array.isArray(value) ? `[${j}]` : ''}`);
      if (typeof c === 'string') return fail(c);
      if (suit !== null && suitOf(c) !== suit) return fail(`"${key}"[${i}]: a foundation holds one suit`);
      suit = suitOf(c);
      if (j === list.length - 1) {
        if (foundationTops[suit] !== 0)
          return fail(`"${key}"[${i}]: the ${SUITS[suit]} foundation is given twice`);
        foundationTops[suit] = rankOf(c);
      }
    }
  }
  return { ok: true, value: { columns, cells, foundationTops, base: null, pendingCell: null } };
}

/** Turns JSON.parse's "at position N" into a line and column. */
function jsonErrorWhere(text: string, e: unknown): string {
  const message = (e instanceof Error ? e.message : String(e))
    .replace(/\s*\(line \d+ column \d+\)$/, '')
    // V8 quotes the whole text in "Unexpected token 'x', "…" is not valid JSON": keep the token only.
    .replace(/^(Unexpected token '.+?'), [\s\S]* is not valid JSON$/, '$1');
  const m = /at position (\d+)/.exec(message);
  if (!m) return escapeUnsafe(message);
  const pos = Number(m[1]);
  const before = text.slice(0, pos).split('\n');
  const line = before.length;
  const column = (before[before.length - 1] ?? '').length + 1;
  return `line ${line}, character ${column}: ${escapeUnsafe(message.replace(/\s*in JSON at position \d+/, ''))}`;
}
