/**
 * The game's sounds, made with the Web Audio API (no files): a soft card tap for a move, a
 * brighter one for a card home, a low double buzz for a refused move and a rising arpeggio for a
 * win. One AudioContext for the page, created on the first sound (after the player's first
 * gesture, as browsers require).
 */
export const SOUNDS = ['move', 'home', 'illegal', 'win'] as const;
export type Sound = (typeof SOUNDS)[number];

interface Note {
  /** Hz. */
  readonly freq: number;
  /** Seconds after the start. */
  readonly at: number;
  readonly length: number;
  readonly type: OscillatorType;
  readonly gain: number;
}

/** What each sound plays. */
export const NOTES: Readonly<Record<Sound, readonly Note[]>> = {
  move: [{ freq: 420, at: 0, length: 0.05, type: 'triangle', gain: 0.16 }],
  home: [
    { freq: 660, at: 0, length: 0.06, type: 'triangle', gain: 0.14 },
    { freq: 990, at: 0.045, length: 0.08, type: 'sine', gain: 0.1 },
  ],
  illegal: [
    { freq: 140, at: 0, length: 0.09, type: 'square', gain: 0.06 },
    { freq: 120, at: 0.11, length: 0.12, type: 'square', gain: 0.06 },
  ],
  win: [523.25, 659.25, 783.99, 1046.5, 1318.5].map((freq, i) => ({
    freq,
    at: i * 0.11,
    length: i === 4 ? 0.6 : 0.18,
    type: 'triangle' as const,
    gain: 0.14,
  })),
};

let context: AudioContext | null = null;

/** Plays a sound now; silently nothing where Web Audio is missing or not allowed yet. */
export function playSound(sound: Sound): void {
  const Ctx = typeof AudioContext === 'undefined' ? null : AudioContext;
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    const ctx = context;
    if (ctx.state === 'suspended') void ctx.resume();
    const t0 = ctx.currentTime + 0.01;
    for (const n of NOTES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = n.type;
      osc.frequency.value = n.freq;
      // A quick attack and an exponential fade: no click at either end.
      gain.gain.setValueAtTime(0.0001, t0 + n.at);
      gain.gain.exponentialRampToValueAtTime(n.gain, t0 + n.at + 0.008);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + n.at + n.length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(t0 + n.at);
      osc.stop(t0 + n.at + n.length + 0.02);
    }
  } catch {
    // Audio refused (no device, a policy): the game goes on silently.
  }
}
