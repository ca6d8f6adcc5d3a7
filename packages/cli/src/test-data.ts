/** Shared test data. */

/** fc-solve 5.0.0's solution of FreeCell deal 1 (`fc-solve -m -snx -p -t -l lg`), its output as printed. */
export const DEAL_1_FC_SOLVE_OUTPUT = `-=-=-=-=-=-=-=-=-=-=-=-

5a 5b 5c 5d 5h b2 8b a8 7a b7 
58 a5 85 6b 6a 6h 6h ah 8a 8h 
a2 8a 81 76 78 7h 3h ah ch 1h 
4h 3a b3 4c 4b d4 c7 b4 6d 6c 
6b 6h c6 d6 2d 2h a2 d2 1c 1a 
1d 1h 1h dh a2 b1 3d 3h 3a 3b 
34 3h b6 13v2 a1 67 57 26v4 2b 2a 
25 5h 13 25 21 2h dh 8h 7h 6h 
7h 7h 42v4 4d 48 8h ch 6h bh 6h 
2h 2h 3h 2h a4 d1 64 78v6 7h 8h 
4h 8h 4h 8h 3h 4h 8h 1h 3h 2h 
8h 1h 3h 5h 8h 

This game is solveable.
Total number of states checked is 96.
This scan generated 161 states.
`;

/** The same solution as plain tokens. */
export const DEAL_1_SOLUTION = DEAL_1_FC_SOLVE_OUTPUT.split('\n')
  .filter((l) => /^([0-9a-h]{2}(v[0-9a-f]+)? )+$/.test(l))
  .join('\n');

/** FreeCell deal 1 as board text (fc deal 1). */
export const DEAL_1_BOARD = `: JD KD 2S 4C 3S 6D 6S
: 2D KC KS 5C TD 8S 9C
: 9H 9S 9D TS 4S 8D 2H
: JC 5S QD QH TH QS 6H
: 5D AD JS 4H 8H 6C
: 7H QC AS AC 2C 3D
: 7C KH AH 4D JH 8C
: 5H 3H 3C 7S 7D TC
`;

/** Everything home but the King of diamonds. */
export const ONE_MOVE_FROM_WON = 'Foundations: H-K C-K D-Q S-K\n: KD\n';
