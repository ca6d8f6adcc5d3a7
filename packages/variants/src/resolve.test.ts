import { FREECELL_RULES } from '@cascade/core';
import { describe, expect, test } from 'vitest';
import { encodeHouseRules, getVariant, resolveVariant, VARIANT_IDS } from './index.ts';

describe('resolveVariant', () => {
  test.each(VARIANT_IDS)('the id %s gives the catalogue object itself', (id) => {
    const r = resolveVariant(id);
    expect(r.ok && r.value).toBe(getVariant(id));
  });

  test('aliases, any case, with _ for - and surrounding spaces', () => {
    for (const [name, id] of [
      ['bakers_game', 'bakers-game'],
      ['Seahaven_Towers', 'seahaven-towers'],
      ['seahaven', 'seahaven-towers'],
      [' FREECELL ', 'freecell'],
    ] as const) {
      const r = resolveVariant(name);
      expect(r.ok && r.value.id, name).toBe(id);
    }
  });

  test('house-rules strings', () => {
    const s = encodeHouseRules({ name: 'Gentle', rules: { ...FREECELL_RULES, cells: 6 } });
    const r = resolveVariant(s);
    expect(r.ok && r.value).toMatchObject({ id: s, name: 'Gentle', houseRules: true, rules: { cells: 6 } });
  });

  test('a broken house-rules string says what is wrong with it, not that the variant is unknown', () => {
    const s = encodeHouseRules({ name: 'Gentle', rules: FREECELL_RULES });
    for (const broken of [s.slice(0, -2), 'h1', 'h2.AAAAAAAA', 'h1.iBgAAA7l.Rn JlZ']) {
      const r = resolveVariant(broken);
      expect(r.ok ? null : r.error.code, broken).toBe('variant/bad-house-rules');
    }
  });

  test('unknown names list the valid ids', () => {
    const r = resolveVariant('klondike');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('variant/unknown');
    expect(r.error.message).toBe(
      `unknown variant "klondike": use one of ${VARIANT_IDS.join(', ')}, or a house-rules string (h1.…)`,
    );
  });

  test('empty, huge and non-string input never throw', () => {
    expect(resolveVariant('')).toMatchObject({
      ok: false,
      error: {
        code: 'variant/unknown',
        message: expect.stringMatching(/^no variant given: use one of freecell/) as unknown,
      },
    });
    const huge = resolveVariant('x'.repeat(1_000_000));
    expect(huge.ok ? '' : huge.error.message).toMatch(/^unknown variant "x{40}…"/);
    expect(resolveVariant(`h1.${'A'.repeat(10_000)}`)).toMatchObject({
      ok: false,
      error: { code: 'variant/bad-house-rules' },
    });
    for (const x of [undefined, null, 7, {}, ['freecell']])
      expect(resolveVariant(x as string).ok).toBe(false);
  });

  test('Object.prototype names are not variants', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(resolveVariant(name)).toMatchObject({ ok: false, error: { code: 'variant/unknown' } });
    }
  });
});
