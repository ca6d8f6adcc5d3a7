/** The engine in-process (tests, and environments without workers): same service, same answers. */
import { inProcess } from '@cascade/play/engine/host';
import type { Engine, GameSnapshot } from './protocol.ts';
import { engineHandlers } from './service.ts';

export class LocalEngine implements Engine {
  private readonly run = inProcess(engineHandlers());

  analyze(game: GameSnapshot) {
    return this.run('analyze', game);
  }

  lastWinnable(game: GameSnapshot) {
    return this.run('lastWinnable', game);
  }

  solve(game: GameSnapshot) {
    return this.run('solve', game);
  }

  cancelSolve(): void {}

  dispose(): void {}
}
