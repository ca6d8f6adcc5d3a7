/** The extras' settings read back from storage: known values kept, anything else the default. */
import { describe, expect, test } from 'vitest';
import { memoryStore, readJson } from '@cascade/play/storage';
import { cleanSettings, DEFAULT_SETTINGS, saveSettingsSaying } from './settings.svelte.ts';

describe('cleanSettings: the deal, sound and look settings', () => {
  test('known values are kept', () => {
    const s = cleanSettings({
      winnableDeals: false,
      dealLevel: 'expert',
      sounds: false,
      cardBack: 'red',
      cardFace: 'large-index',
      felt: 'grey',
      cardSize: 'small',
      leftHanded: true,
    });
    expect(s).toEqual({
      ...DEFAULT_SETTINGS,
      winnableDeals: false,
      dealLevel: 'expert',
      sounds: false,
      cardBack: 'red',
      cardFace: 'large-index',
      felt: 'grey',
      cardSize: 'small',
      leftHanded: true,
    });
  });

  test('a value of the wrong type or outside its list is the default, never a prototype key', () => {
    const s = cleanSettings({
      winnableDeals: 'no',
      dealLevel: 'constructor',
      sounds: 0,
      cardBack: 'toString',
      cardFace: 'jumbo',
      felt: ['green'],
      cardSize: 'huge',
      leftHanded: null,
    });
    expect(s).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      winnableDeals: true,
      dealLevel: 'any',
      sounds: true,
      cardFace: 'classic',
    });
  });
});

describe('two tabs', () => {
  test('a setting saved in one tab leaves the one another tab saved since as it is', () => {
    const store = memoryStore();
    // Both tabs loaded the defaults; tab one turns the theme dark.
    saveSettingsSaying(store, { ...DEFAULT_SETTINGS, theme: 'dark' }, 'theme');
    // Tab two, still holding the defaults, turns autoplay off.
    saveSettingsSaying(store, { ...DEFAULT_SETTINGS, autoplay: false }, 'autoplay');
    const r = readJson(store, 'settings');
    expect(cleanSettings(r.ok ? r.value : undefined)).toMatchObject({ theme: 'dark', autoplay: false });
  });
});
