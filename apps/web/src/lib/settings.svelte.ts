/**
 * Player settings, kept in localStorage: autoplay, four-colour suits, theme, animations, solution
 * speed. One reactive object for the whole app; the rules editor and other pages can add keys here.
 */
import {
  browserStore,
  hasOwn,
  isRecord,
  readForUpdate,
  readJson,
  setAside,
  updateNotice,
  writeJson,
  type KeyValueStore,
  type ReadResult,
} from '@cascade/play/storage';
import { browserWindow, onStoredChange } from '@cascade/play/sync';
import { settingsReadNotice, settingsWriteBackNotice, UNKNOWN_SETTING } from '@cascade/words';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const SOLUTION_SPEEDS = { slow: 700, normal: 350, fast: 60 } as const;
export type SolutionSpeed = keyof typeof SOLUTION_SPEEDS;
/** "Random deal" and "New game": any winnable deal, or one of a difficulty (the deal atlas's levels). */
export const DEAL_LEVELS = ['any', 'easy', 'medium', 'hard', 'expert'] as const;
export type DealLevel = (typeof DEAL_LEVELS)[number];
export const CARD_BACKS = ['blue', 'red', 'green', 'black'] as const;
export type CardBack = (typeof CARD_BACKS)[number];
export const FELTS = ['green', 'blue', 'red', 'grey'] as const;
export type Felt = (typeof FELTS)[number];
/** Card faces (@cascade/ui's): the classic face, one with a large index for phones, a four-colour deck. */
export const CARD_FACES = ['classic', 'large-index', 'four-colour'] as const;
export type CardFace = (typeof CARD_FACES)[number];
/** Card size: as large as the board allows (grows on big screens), or capped smaller. */
export const CARD_SIZES = ['fit', 'medium', 'small'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

export interface SettingsData {
  /** Safe moves to the foundations are made for you. */
  autoplay: boolean;
  /** Clubs green and diamonds blue. */
  fourColour: boolean;
  theme: Theme;
  /** Cards glide (reduced motion turns it off regardless). */
  animations: boolean;
  solutionSpeed: SolutionSpeed;
  /** Random deals only among those the atlas knows can be won (false: any deal). */
  winnableDeals: boolean;
  dealLevel: DealLevel;
  /** Sounds for moves, wins and refused moves. */
  sounds: boolean;
  cardBack: CardBack;
  /** The cards' faces; all but the classic one are loaded when chosen. */
  cardFace: CardFace;
  felt: Felt;
  cardSize: CardSize;
  /** The move list and the buttons on the left. */
  leftHanded: boolean;
}

/** The settings whose value is one of a closed list (checked the same way). */
const CHOICES = {
  dealLevel: DEAL_LEVELS,
  cardBack: CARD_BACKS,
  cardFace: CARD_FACES,
  felt: FELTS,
  cardSize: CARD_SIZES,
} as const;

export const DEFAULT_SETTINGS: Readonly<SettingsData> = Object.freeze({
  autoplay: true,
  fourColour: false,
  theme: 'system',
  animations: true,
  solutionSpeed: 'normal',
  winnableDeals: true,
  dealLevel: 'any',
  sounds: true,
  cardBack: 'blue',
  cardFace: 'classic',
  felt: 'green',
  cardSize: 'fit',
  leftHanded: false,
});

const KEY = 'settings';

/**
 * Reads settings, keeping the default for anything missing or unreadable. Only the object's own
 * keys count, and a value names one of a table's own keys: "constructor" is no speed.
 */
export function cleanSettings(raw: unknown): SettingsData {
  const out: SettingsData = { ...DEFAULT_SETTINGS };
  if (!isRecord(raw)) return out;
  const own = (k: keyof SettingsData): unknown => (hasOwn(raw, k) ? raw[k] : undefined);
  const autoplay = own('autoplay');
  const fourColour = own('fourColour');
  const animations = own('animations');
  const theme = own('theme');
  const speed = own('solutionSpeed');
  if (typeof autoplay === 'boolean') out.autoplay = autoplay;
  if (typeof fourColour === 'boolean') out.fourColour = fourColour;
  if (typeof animations === 'boolean') out.animations = animations;
  if ((THEMES as readonly unknown[]).includes(theme)) out.theme = theme as Theme;
  if (typeof speed === 'string' && hasOwn(SOLUTION_SPEEDS, speed)) out.solutionSpeed = speed as SolutionSpeed;
  for (const k of ['winnableDeals', 'sounds', 'leftHanded'] as const) {
    const v = own(k);
    if (typeof v === 'boolean') out[k] = v;
  }
  for (const [k, list] of Object.entries(CHOICES) as [keyof typeof CHOICES, readonly string[]][]) {
    const v = own(k);
    if (typeof v === 'string' && list.includes(v)) (out as unknown as Record<string, string>)[k] = v;
  }
  return out;
}

/** Where stored settings that could not be read are kept (a copy a time, `settings-unreadable@…`). */
export const UNREADABLE_SETTINGS_KEY = 'settings-unreadable';

/** Stored settings that write back losing nothing: an object whose known keys hold known values. */
const settingsFit = (raw: unknown): raw is Record<string, unknown> => {
  if (!isRecord(raw)) return false;
  const clean = cleanSettings(raw);
  return (Object.keys(DEFAULT_SETTINGS) as (keyof SettingsData)[]).every(
    (k) => !hasOwn(raw, k) || raw[k] === clean[k],
  );
};

/**
 * Saves the settings over what is stored: keys of another version are kept as they are; stored
 * data that cannot be read is set aside first, and left alone when no copy can be kept. `notice`
 * says either (and any older copies dropped to make room), for the player.
 */
export function saveSettingsSaying(
  store: KeyValueStore | null,
  data: SettingsData,
  /** The one setting changed: only it is written over what is stored (another tab's others stand). */
  changed?: keyof SettingsData,
): { readonly saved: boolean; readonly notice: string | null } {
  const before = readForUpdate(store, KEY, UNREADABLE_SETTINGS_KEY, settingsFit);
  const notice = updateNotice(before, 'Your saved settings');
  if (before.status === 'blocked') return { saved: false, notice };
  const w = writeJson(
    store,
    KEY,
    before.status !== 'ok'
      ? data
      : changed === undefined
        ? { ...before.value, ...data }
        : { ...before.value, [changed]: data[changed] },
  );
  if (w.ok || w.reason !== 'unwritable') return { saved: w.ok, notice };
  // A key of another version that JSON cannot write back (nested too deeply): keep it aside.
  const kept = setAside(store, KEY, UNREADABLE_SETTINGS_KEY);
  const asideNotice = settingsWriteBackNotice(kept);
  if (kept !== null && !kept.ok) return { saved: false, notice: asideNotice };
  return { saved: writeJson(store, KEY, data).ok, notice: asideNotice };
}

/** saveSettingsSaying, without what the player should be told. */
export const saveSettings = (store: KeyValueStore | null, data: SettingsData): boolean =>
  saveSettingsSaying(store, data).saved;

/**
 * What the player is told when the stored settings are read (on load): nothing when they read whole;
 * else that the defaults stand in for what could not be read, and that what is stored is left as it
 * is (a copy is kept before a setting is next saved over it).
 */
export function settingsLoadNotice(r: ReadResult): string | null {
  if (r.ok && (r.value === undefined || settingsFit(r.value))) return null;
  return settingsReadNotice(r.ok ? UNKNOWN_SETTING : r.error);
}

class Settings {
  #data = $state<SettingsData>({ ...DEFAULT_SETTINGS });
  #store: KeyValueStore | null = null;
  #loaded = false;
  #notice = $state<string | null>(null);

  /** Loads the saved settings (in the browser, after hydration: prerendered pages use the defaults). */
  load(store: KeyValueStore | null = browserStore()): void {
    this.#store = store;
    if (!this.#loaded && store !== null && store === browserStore())
      // A setting another tab changes is followed here at once.
      onStoredChange(browserWindow(), [KEY], () => {
        const r = readJson(store, KEY);
        this.#data = cleanSettings(r.ok ? r.value : undefined);
      });
    this.#loaded = true;
    const r = readJson(store, KEY);
    this.#data = cleanSettings(r.ok ? r.value : undefined);
    this.#notice = settingsLoadNotice(r);
  }

  /**
   * Loads the saved settings unless that is done. For what is built before the layout has
   * mounted and needs them at once (the game's controller: autoplay at the deal).
   */
  ensureLoaded(store?: KeyValueStore | null): void {
    if (!this.#loaded) this.load(store);
  }

  get value(): Readonly<SettingsData> {
    return this.#data;
  }

  /** What the load or the last save could not do with the settings stored (set aside, or left alone), or null. */
  get notice(): string | null {
    return this.#notice;
  }

  dismissNotice(): void {
    this.#notice = null;
  }

  set<K extends keyof SettingsData>(key: K, value: SettingsData[K]): void {
    this.#data[key] = value;
    // This setting alone is written over what is stored: another tab's change of another one stands.
    const r = saveSettingsSaying(this.#store ?? browserStore(), $state.snapshot(this.#data), key);
    this.#notice = r.notice;
  }
}

export const settings = new Settings();

/** Applies a theme to the document (system: follow prefers-color-scheme). */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}
