import { describe, expect, test } from 'vitest';
import { encodeHouseRules, getVariant } from '@cascade/variants';
import { openGame, randomDeal, readLink } from './links.ts';

describe('opening a game from a link', () => {
  test('catalogue ids, aliases and deal numbers', () => {
    const r = openGame('freecell', '617');
    expect(r.ok && r.variant.id === 'freecell' && r.deal === 617).toBe(true);
    expect(openGame('bakers_game', '1').ok).toBe(true);
  });

  test('a bad link says what is wrong', () => {
    const bad = [
      openGame('nonsense', '617'),
      openGame('freecell', 'abc'),
      openGame('freecell', '0'),
      openGame('h1.zzzz', '5'),
    ];
    for (const r of bad) expect(r.ok).toBe(false);
    expect(!bad[0]!.ok && bad[0]!.error).toMatch(/unknown variant "nonsense"/);
    expect(!bad[1]!.ok && bad[1]!.error).toMatch(/not a deal number/);
    expect(!bad[2]!.ok && bad[2]!.error).toMatch(/out of range/);
  });

  test('an address part echoed in a message shows bidi controls and invisible format characters escaped', () => {
    const controls = [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200e',
      '\u200f',
      '\u200b',
      '\ufeff',
    ];
    for (const c of controls) {
      const hex = (c.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
      for (const r of [
        openGame('freecell', `${c}12 is fine`),
        readLink(`/play/freecell/${encodeURIComponent(c)}12`),
        readLink(`/rules/freecell?deal=${encodeURIComponent(c)}12`),
      ]) {
        const error = r.ok ? '' : r.error;
        expect(error).toContain(`\\u${hex}12`);
        expect(error).not.toContain(c);
      }
    }
    const variant = openGame('\u202enonsense', '1');
    expect(!variant.ok && variant.error).not.toContain('\u202e');
  });

  test('what a player pastes: every link and string the app itself hands out', () => {
    const code = encodeHouseRules({ name: 'Kings only', rules: getVariant('freecell').rules });
    const target = (text: string) => {
      const r = readLink(text);
      if (!r.ok) throw new Error(`${text}: ${r.error}`);
      const t = r.target;
      return t.kind === 'play' || t.kind === 'rules'
        ? {
            kind: t.kind,
            variant: t.variant.id,
            ...(t.kind === 'play' || t.deal !== undefined ? { deal: t.deal } : {}),
          }
        : t;
    };
    expect(target('https://example.org/play/freecell/617')).toEqual({
      kind: 'play',
      variant: 'freecell',
      deal: 617,
    });
    expect(target('/play/bakers-game/5/')).toEqual({ kind: 'play', variant: 'bakers-game', deal: 5 });
    expect(target('freecell 617')).toEqual({ kind: 'play', variant: 'freecell', deal: 617 });
    expect(target('freecell/617')).toEqual({ kind: 'play', variant: 'freecell', deal: 617 });
    // The "rules first" link (the one the QR code holds), with or without the origin, under a base path.
    expect(target('https://example.org/rules/freecell?deal=5')).toEqual({
      kind: 'rules',
      variant: 'freecell',
      deal: 5,
    });
    expect(target('/rules/freecell?deal=5')).toEqual({ kind: 'rules', variant: 'freecell', deal: 5 });
    expect(target('https://example.org/cascade/rules/freecell')).toEqual({
      kind: 'rules',
      variant: 'freecell',
    });
    expect(target(`https://example.org/rules/${code}?deal=9`)).toEqual({
      kind: 'rules',
      variant: code,
      deal: 9,
    });
    // A house-rules string alone, or a variant alone: its rules; with a deal: the game.
    expect(target(code)).toEqual({ kind: 'rules', variant: code });
    expect(target('freecell')).toEqual({ kind: 'rules', variant: 'freecell' });
    expect(target(`${code}/12`)).toEqual({ kind: 'play', variant: code, deal: 12 });
    expect(target('https://example.org/rules')).toEqual({ kind: 'rules-index' });
    expect(target(`/house-rules?from=${code}`)).toEqual({ kind: 'editor', from: code });
    // What is not a link of the game says so, and what names nothing says what is wrong.
    for (const bad of ['', 'https://example.org/stats/x', 'play/freecell', 'a b c'])
      expect(readLink(bad).ok).toBe(false);
    const unknown = readLink('/rules/nonsense?deal=5');
    expect(!unknown.ok && unknown.error).toMatch(/unknown variant "nonsense"/);
    const range = readLink('/rules/freecell?deal=0');
    expect(!range.ok && range.error).toMatch(/out of range/);
  });

  test('a random deal is in the classic range', () => {
    const freecell = openGame('freecell', '1');
    if (!freecell.ok) throw new Error('freecell');
    expect(randomDeal(freecell.variant, () => 0)).toBe(1);
    expect(randomDeal(freecell.variant, () => 0.999999999)).toBe(1_000_000);
  });
});
