import { describe, expect, it } from 'vitest';
import { DEAL_1_BOARD, ONE_MOVE_FROM_WON } from '../test-data.ts';
import { fc } from '../test-io.ts';

const DEAL_1_START = ['1', '2', '3', '4', '5', '6', '7', '8']
  .flatMap((c) => ['a', 'b', 'c', 'd'].map((x) => `${c}${x}\n`))
  .join('');

describe('fc moves', () => {
  it('deal 1 at the start: every column to every free cell, nothing else', async () => {
    expect(await fc('moves --deal 1')).toEqual({ code: 0, stdout: DEAL_1_START, stderr: '' });
  });

  it('the same from board text, a file or standard input', async () => {
    expect(await fc('moves --board deal1.txt', { files: { 'deal1.txt': DEAL_1_BOARD } })).toEqual({
      code: 0,
      stdout: DEAL_1_START,
      stderr: '',
    });
    expect(await fc('moves --board -', { stdin: DEAL_1_BOARD })).toEqual({
      code: 0,
      stdout: DEAL_1_START,
      stderr: '',
    });
  });

  it('--after plays the moves first', async () => {
    const r = await fc('moves --deal 1 --after -', { stdin: '5a 5b\n5c\n' });
    expect(r).toEqual({ code: 0, stdout: '1d\n2d\n3d\n4d\n5d\n6d\n7d\n8d\nb2\n', stderr: '' });
  });

  it('runs to an empty column carry their length (v + hex)', async () => {
    // Jacks, queens and kings left; columns 2 and 8 empty; four free cells empty.
    const board =
      'Foundations: H-T C-T D-T S-T\n: KS QH JS\n:\n: KC QD JC\n: KH\n: KD\n: QC JH\n: QS JD\n:\n';
    const r = await fc('moves --board b.txt', { files: { 'b.txt': board } });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 11)).toEqual([
      '1h',
      '12',
      '12v2',
      '12v3',
      '18',
      '18v2',
      '18v3',
      '1a',
      '1b',
      '1c',
      '1d',
    ]);
  });

  it('follows the variant: deal 2 sends the A♠ home in FreeCell, the K♥ in Inverted FreeCell', async () => {
    const home = (out: string) => out.split('\n').filter((m) => m.endsWith('h'));
    expect(home((await fc('moves --deal 2')).stdout)).toEqual(['1h']);
    expect(home((await fc('moves --variant inverted --deal 2')).stdout)).toEqual(['7h']);
  });

  it('no legal move left: empty stdout, the reason on stderr, exit 0', async () => {
    const r = await fc('moves --board won.txt --after one.txt', {
      files: { 'won.txt': ONE_MOVE_FROM_WON, 'one.txt': '1h' },
    });
    expect(r).toEqual({ code: 0, stdout: '', stderr: 'no legal moves: the game is won\n' });
  });

  it('an illegal move in --after: exit 2 naming the move', async () => {
    expect(await fc('moves --deal 1 --after -', { stdin: '5a 5b 12' })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --after standard input: illegal move 3 (12): the 6♠ cannot go on the 9♣: it goes on a red 7 (build down, of the other colour)\n',
    });
  });

  it('neither --deal nor --board: exit 2', async () => {
    expect(await fc('moves')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: give the starting position: --deal N, or --board FILE (- for standard input)\n(run 'fc moves --help' for usage and examples)\n",
    });
  });

  it('both --deal and --board: exit 2', async () => {
    expect(await fc('moves --deal 1 --board b.txt')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: give either --deal or --board, not both\n(run 'fc moves --help' for usage and examples)\n",
    });
  });

  it('--board - and --after - together: exit 2 before reading anything', async () => {
    expect(await fc('moves --board - --after -', { stdin: DEAL_1_BOARD })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: --board - and --after - cannot both read standard input; put one of them in a file\n(run 'fc moves --help' for usage and examples)\n",
    });
  });

  it('a missing file: exit 2', async () => {
    expect(await fc('moves --board nowhere.txt')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --board: cannot read nowhere.txt: no such file\n',
    });
    expect(await fc('moves --deal 1 --after nowhere.sol')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --after: cannot read nowhere.sol: no such file\n',
    });
  });

  it('an empty file name: exit 2', async () => {
    expect(await fc(['moves', '--board', ''])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: --board needs a file name (or - for standard input)\n(run 'fc moves --help' for usage and examples)\n",
    });
  });

  it('bad board text: exit 2 with the line and column', async () => {
    const bad = DEAL_1_BOARD.replace('2H', 'XX');
    expect(await fc('moves --board bad.txt', { files: { 'bad.txt': bad } })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --board bad.txt: line 3, character 21: column 3: "XX" is not a card: "X" is not a rank (use A 2-9 T J Q K)\n',
    });
  });

  it('a board that is not a full deck: exit 2', async () => {
    expect(await fc('moves --board -', { stdin: DEAL_1_BOARD.replace(' 2H', '') })).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --board standard input: 1 card is missing: 2H\n',
    });
    expect(await fc('moves --board -', { stdin: DEAL_1_BOARD.replace('2H', '2S') })).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'error: --board standard input: 2S appears twice: in column 1 (its 3rd card) and in column 3 (its 7th card)\n',
    });
  });

  it('a bad deal number: exit 2', async () => {
    expect(await fc('moves --deal x')).toEqual({
      code: 2,
      stdout: '',
      stderr: `error: --deal must be a whole number, not "x"\n(run 'fc moves --help' for usage and examples)\n`,
    });
    expect(await fc('moves --deal 0')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'error: --deal 0: deal numbers for this game run from 1 to 8589934591; 0 is out of range\n',
    });
  });
});
