/**
 * Player settings, kept in localStorage: autoplay, four-colour suits, theme, animations, solution
 * speed. One reactive object for the whole app; the rules editor and other pages can add keys here.
 */
import { browserStore, isRecord, readJson, writeJson, type KeyValueStore } from '@cascade/play/storage';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const SOLUTION_SPEEDS = { slow: 700, normal: 350, fast: 60 } as const;
export type SolutionSpeed = keyof typeof SOLUTION_SPEEDS;

export interface SettingsData {
  /** Safe moves to the foundations are made for you. */
  autoplay: boolean;
  /** Clubs green and diamonds blue. */
  fourColour: boolean;
  theme: Theme;
  /** Cards glide (reduced motion turns it off regardless). */
  animations: boolean;
  solutionSpeed: SolutionSpeed;
}

export const DEFAULT_SETTINGS: Readonly<SettingsData> = Object.freeze({
  autoplay: true,
  fourColour: false,
  theme: 'system',
  animations: true,
  solutionSpeed: 'normal',
});

const KEY = 'settings';

/** Reads settings, keeping the default for anything missing or unreadable. */
export function cleanSettings(raw: unknown): SettingsData {
  const out: SettingsData = { ...DEFAULT_SETTINGS };
  if (!isRecord(raw)) return out;
  if (typeof raw.autoplay === 'boolean') out.autoplay = raw.autoplay;
  if (typeof raw.fourColour === 'boolean') out.fourColour = raw.fourColour;
  if (typeof raw.animations === 'boolean') out.animations = raw.animations;
  if ((THEMES as readonly unknown[]).includes(raw.theme)) out.theme = raw.theme as Theme;
  if (typeof raw.solutionSpeed === 'string' && raw.solutionSpeed in SOLUTION_SPEEDS)
    out.solutionSpeed = raw.solutionSpeed as SolutionSpeed;
  return out;
}

class Settings {
  #data = $state<SettingsData>({ ...DEFAULT_SETTINGS });
  #store: KeyValueStore | null = null;
  #loaded = false;

  /** Loads the saved settings (in the browser, after hydration: prerendered pages use the defaults). */
  load(store: KeyValueStore | null = browserStore()): void {
    this.#store = store;
    this.#loaded = true;
    const r = readJson(store, KEY);
    this.#data = cleanSettings(r.ok ? r.value : undefined);
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

  set<K extends keyof SettingsData>(key: K, value: SettingsData[K]): void {
    this.#data[key] = value;
    writeJson(this.#store ?? browserStore(), KEY, $state.snapshot(this.#data));
  }
}

export const settings = new Settings();

/** Applies a theme to the document (system: follow prefers-color-scheme). */
export function applyTheme(theme: Theme): void {
  if (typeof document === 'undefined') return;
  if (theme === 'system') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}
