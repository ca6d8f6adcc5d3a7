/** The engine in-process (tests, and environments without workers): same service, same answers. */
import type { Engine, GameSnapshot } from './protocol.ts';
import { EngineService } from './service.ts';

export class LocalEngine implements Engine {
  private readonly service = new EngineService();

  analyze(game: GameSnapshot) {
    return Promise.resolve().then(() => this.service.analyze(game));
  }

  lastWinnable(game: GameSnapshot) {
    return Promise.resolve().then(() => this.service.lastWinnable(game));
  }

  solve(game: GameSnapshot) {
    return Promise.resolve().then(() => this.service.solve(game));
  }

  cancelSolve(): void {}

  dispose(): void {}
}
