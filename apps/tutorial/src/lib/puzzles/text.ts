/** What the puzzle pages say: the themes' names and lines, a rating, a rating change. */
import type { Glicko } from './rating.ts';
import { PUZZLE_THEMES, type Puzzle, type PuzzleTheme } from './types.ts';

export const THEME_INFO: Readonly<Record<PuzzleTheme, { readonly title: string; readonly line: string }>> = {
  'only-move': { title: 'Only move', line: 'One move keeps the goal in reach; every other loses it.' },
  supermove: { title: 'Supermove', line: 'The key move is a run moved as one unit, within the run limit.' },
  'empty-column': { title: 'Empty a column', line: 'Empty a column within the par.' },
  dig: { title: 'Dig out a low card', line: 'Free an Ace or a 2 buried under other cards and send it home.' },
  lost: { title: 'Won or lost?', line: 'Moves are left: say whether the position can still be won.' },
  endgame: { title: 'Endgame', line: 'Win the game from here within the par.' },
  'fewer-cells': { title: 'Fewer cells', line: 'Win with fewer free cells than the variant has.' },
};

export const isTheme = (x: string): x is PuzzleTheme => (PUZZLE_THEMES as readonly string[]).includes(x);

/** A rating as people read it: rounded, with "?" while it is still unsure (deviation above 110, as Lichess). */
export const ratingText = (g: Glicko): string => `${Math.round(g.rating)}${g.rd > 110 ? '?' : ''}`;

/** "+12", "−8", "±0": a rating change, rounded. */
export function changeText(before: number, after: number): string {
  const d = Math.round(after) - Math.round(before);
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0';
}

/** The puzzle's task in one line (the goal sentence is the controller's). */
export function taskLine(p: Puzzle, goalText: string | null): string {
  if (p.task.kind === 'verdict') return 'Can this position still be won?';
  return `${goalText ?? ''} Par: ${p.task.par} move${p.task.par === 1 ? '' : 's'}; the first move must be right.`.trim();
}
