// Every shipped freecell puzzle settled again by the solver (verify-fixture.ts, check.ts).
import { verifyShipped } from '../game/puzzles/verify-fixture.ts';

verifyShipped('freecell');
