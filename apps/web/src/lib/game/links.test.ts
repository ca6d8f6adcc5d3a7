import { describe, expect, test } from 'vitest';
import { openGame, parseGameLink, randomDeal } from './links.ts';

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

  test('what a player pastes: a link, a path, or the short form', () => {
    expect(parseGameLink('https://example.org/play/freecell/617')).toEqual({
      variant: 'freecell',
      deal: '617',
    });
    expect(parseGameLink('/play/bakers-game/5/')).toEqual({ variant: 'bakers-game', deal: '5' });
    expect(parseGameLink('freecell 617')).toEqual({ variant: 'freecell', deal: '617' });
    expect(parseGameLink('freecell')).toBeNull();
    expect(parseGameLink('')).toBeNull();
  });

  test('a random deal is in the classic range', () => {
    const freecell = openGame('freecell', '1');
    if (!freecell.ok) throw new Error('freecell');
    expect(randomDeal(freecell.variant, () => 0)).toBe(1);
    expect(randomDeal(freecell.variant, () => 0.999999999)).toBe(1_000_000);
  });
});
