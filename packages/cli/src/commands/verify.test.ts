import { describe, expect, it } from 'vitest';
import { DEAL_1_BOARD, DEAL_1_FC_SOLVE_OUTPUT, DEAL_1_SOLUTION, ONE_MOVE_FROM_WON } from '../test-data.ts';
import { fc } from '../test-io.ts';
import { solutionTokens } from './verify.ts';

const won = { code: 0, stdout: 'won in 115 moves\n', stderr: '' };

describe('fc verify', () => {
  it('a winning solution: "won in M moves", exit 0', async () => {
    expect(
      await fc('verify --deal 1 --solution deal1.sol', { files: { 'deal1.sol': DEAL_1_SOLUTION } }),
    ).toEqual(won);
  });

  it('reads the solution from standard input, and fc-solve output as it is', async () => {
    expect(await fc('verify --deal 1 --solution -', { stdin: DEAL_1_SOLUTION })).toEqual(won);
    expect(await fc('verify --deal 1 --solution -', { stdin: DEAL_1_FC_SOLVE_OUTPUT })).toEqual(won);
  });

  it('from a board, in a file or on standard input', async () => {
    const files = { 'deal1.txt': DEAL_1_BOARD, 'deal1.sol': DEAL_1_SOLUTION };
    expect(await fc('verify --board deal1.txt --solution deal1.sol', { files })).toEqual(won);
    expect(await fc('verify --board - --solution deal1.sol', { files, stdin: DEAL_1_BOARD })).toEqual(won);
  });

  it('one move: "won in 1 move"', async () => {
    expect(
      await fc('verify --board b.txt --solution -', { files: { 'b.txt': ONE_MOVE_FROM_WON }, stdin: '1h' }),
    ).toEqual({
      code: 0,
      stdout: 'won in 1 move\n',
      stderr: '',
    });
  });

  it('an illegal move: "illegal move K (TOKEN): REASON", exit 1', async () => {
    expect(await fc('verify --deal 1 --solution -', { stdin: '5a 5b\n12 34' })).toEqual({
      code: 1,
      stdout:
        'illegal move 3 (12): the 6♠ cannot go on the 9♣: it goes on a red 7 (build down, of the other colour)\n',
      stderr: '',
    });
    expect(await fc('verify --deal 1 --solution -', { stdin: '5a 5b 5h' })).toEqual({
      code: 1,
      stdout: 'illegal move 3 (5h): the 4♥ cannot go home yet: the hearts foundation needs the A♥ next\n',
      stderr: '',
    });
  });

  it('a pile the game does not have is an illegal move', async () => {
    expect(await fc('verify --deal 1 --solution -', { stdin: '9a' })).toEqual({
      code: 1,
      stdout: 'illegal move 1 (9a): there is no column 9 in this game\n',
      stderr: '',
    });
  });

  it('a solution for another variant is illegal under these rules', async () => {
    const r = await fc('verify --variant inverted --deal 1 --solution -', { stdin: DEAL_1_SOLUTION });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^illegal move \d+ \(\w+\): /);
  });

  it('a legal but unfinished game: "not won after M moves", exit 1', async () => {
    const half = DEAL_1_SOLUTION.split(/\s+/).slice(0, 50).join(' ');
    expect(await fc('verify --deal 1 --solution -', { stdin: half })).toEqual({
      code: 1,
      stdout: 'not won after 50 moves\n',
      stderr: '',
    });
    expect(await fc('verify --deal 1 --solution -', { stdin: '' })).toEqual({
      code: 1,
      stdout: 'not won after 0 moves\n',
      stderr: '',
    });
  });

  it('a token that is not a move: exit 2, nothing checked', async () => {
    expect(await fc('verify --deal 1 --solution -', { stdin: '5a 5b xx' })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --solution standard input: cannot read move 3 (xx): "xx" is not a move: write the source then the destination, like 38, 3a, a3, 3h or 15v3\n',
    });
  });

  it('--board - and --solution - together: exit 2', async () => {
    expect(await fc('verify --board - --solution -', { stdin: DEAL_1_BOARD })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: --board - and --solution - cannot both read standard input; put one of them in a file\n(run 'fc verify --help' for usage and examples)\n",
    });
  });

  it('no --solution: exit 2', async () => {
    expect(await fc('verify --deal 1')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: required option '--solution <file>' not specified\n(run 'fc verify --help' for usage and examples)\n",
    });
  });

  it('no starting position, or two: exit 2', async () => {
    expect((await fc('verify --solution -')).stderr).toMatch(
      /^error: give the starting position: --deal N, or --board FILE/,
    );
    expect((await fc('verify --deal 1 --board b.txt --solution -')).stderr).toMatch(
      /^error: give either --deal or --board, not both\n/,
    );
  });

  it('unreadable files: exit 2', async () => {
    expect(await fc('verify --deal 1 --solution missing.sol')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --solution: cannot read missing.sol: no such file\n',
    });
    expect(await fc('verify --board missing.txt --solution -')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --board: cannot read missing.txt: no such file\n',
    });
  });

  it('bad board text: exit 2 with line and column', async () => {
    const r = await fc('verify --board b.txt --solution -', {
      files: { 'b.txt': `Freecells: - - - -\n${DEAL_1_BOARD.replace('KS', 'KX')}` },
    });
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --board b.txt: line 3, character 9: column 2: "KX" is not a card: "X" is not a suit (use C D H S)\n',
    });
  });

  it('an unknown variant: exit 2 with the ids', async () => {
    const r = await fc('verify --variant nope --deal 1 --solution -');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: --variant: unknown variant "nope": use one of freecell, /);
  });

  it('deal out of range: exit 2', async () => {
    expect(await fc('verify --deal 8589934592 --solution -')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --deal 8589934592: deal numbers for this game run from 1 to 8589934591; 8589934592 is out of range\n',
    });
  });
});

describe('solutionTokens', () => {
  it('reads plain lists, commas, comments and fc-solve output', () => {
    expect(solutionTokens('5a 5b\n  5c,5d # comment\n\n5h')).toEqual(['5a', '5b', '5c', '5d', '5h']);
    expect(solutionTokens(DEAL_1_FC_SOLVE_OUTPUT)).toHaveLength(115);
    expect(solutionTokens(DEAL_1_FC_SOLVE_OUTPUT)).toEqual(solutionTokens(DEAL_1_SOLUTION));
  });
});
