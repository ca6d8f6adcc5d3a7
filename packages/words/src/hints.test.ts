import { describe, expect, test } from 'vitest';
import { lineLimitSummary, unknownSummary, winnableBeyondLineSummary, winnableSummary } from './index.ts';

describe("a hint's summary line", () => {
  test('counts moves in words and positions with thousands grouped', () => {
    expect(winnableSummary(1)).toBe('Winnable: 1 move to go on the line found.');
    expect(winnableSummary(23)).toBe('Winnable: 23 moves to go on the line found.');
    expect(unknownSummary('max-states', 2_000_000)).toBe(
      'No winning line was found within the 2,000,000 positions allowed: the game may or may not still be won.',
    );
    expect(lineLimitSummary(50_000)).toContain('within the 50,000 positions a hint searches');
    expect(winnableBeyondLineSummary(50_000)).toContain('at most 50,000 positions');
  });

  test('says each reason a search settled nothing', () => {
    expect(unknownSummary('aborted', 1)).toBe('The hint was cancelled.');
    expect(unknownSummary('timeout', 1)).toMatch(/^No winning line was found within the time allowed/);
  });
});
