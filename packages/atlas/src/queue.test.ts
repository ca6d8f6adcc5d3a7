// The queue's pure parts (the job's data and id); the queue itself runs on a real Redis in the
// CLI's tests (packages/cli/src/commands/atlas-queue.test.ts).
import { getVariant } from '@cascade/variants';
import { describe, expect, it } from 'vitest';
import { chunkJobId, parseJobData } from './queue.ts';
import type { DealRecord } from './record.ts';
import { ATLAS_FORMAT, DEFAULT_SETTINGS } from './settings.ts';

const freecell = getVariant('freecell');
const record = (deal: number): DealRecord => ({ deal, verdict: 'unknown', states: 10, timeMs: 1 });
const job = (extra: Record<string, unknown>) => ({
  format: ATLAS_FORMAT,
  variant: { id: freecell.id, name: freecell.name, rules: freecell.rules },
  from: 7,
  to: 9,
  settings: DEFAULT_SETTINGS,
  ...extra,
});

describe('parseJobData', () => {
  it('reads a chunk solved again for part of its deals, with a record of each deal it keeps', () => {
    const parsed = parseJobData(job({ known: [7, 8, 9].map(record), only: { from: 8, to: 8 } }));
    expect(parsed.ok && parsed.value.only).toEqual({ from: 8, to: 8 });
  });

  it.each([
    [{ from: 6, to: 8 }, /only\) are not a range within the chunk/],
    [{ from: 9, to: 8 }, /only\) are not a range within the chunk/],
    [{ from: 8 }, /only\) are not a range within the chunk/],
    ['8', /only\) are not a range within the chunk/],
  ])('refuses deals to search that are not a range of the chunk: %j', (only, message) => {
    const parsed = parseJobData(job({ known: [7, 8, 9].map(record), only }));
    expect(parsed.ok ? 'accepted' : parsed.error).toMatch(message);
  });

  it('refuses a deal to keep without its record', () => {
    const parsed = parseJobData(job({ known: [8, 9].map(record), only: { from: 8, to: 9 } }));
    expect(parsed.ok ? 'accepted' : parsed.error).toBe(
      'the job keeps deal 7 as it is but holds no record of it',
    );
  });
});

describe('chunkJobId', () => {
  it('tells apart the runs of different deals of one chunk solved again', () => {
    const chunk = { from: 7, to: 9, redo: '2026-11-29T20:00:00.000Z' };
    const ids = [undefined, { from: 7, to: 7 }, { from: 9, to: 9 }].map((only) =>
      chunkJobId(freecell, only ? { ...chunk, only } : chunk, DEFAULT_SETTINGS),
    );
    expect(new Set(ids).size).toBe(3);
  });
});
