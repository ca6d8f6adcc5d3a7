/**
 * Types for the parts of the `glicko2` package (1.2.2, MIT, CommonJS, no types of its own) the
 * puzzles use: a rating period with players and results, then each player's new values.
 */
declare module 'glicko2' {
  interface Settings {
    readonly tau?: number;
    readonly rating?: number;
    readonly rd?: number;
    readonly vol?: number;
  }
  interface Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }
  /** [player, opponent, score]: 1 a win, 0 a loss, 0.5 a draw. */
  type Match = [Player, Player, number];
  interface System {
    makePlayer(rating?: number, rd?: number, vol?: number): Player;
    updateRatings(matches: readonly Match[]): void;
  }
  const glicko2: { readonly Glicko2: new (settings?: Settings) => System };
  export default glicko2;
}
