import { describe, expect, test } from 'vitest';
import { mergeDays, mergeDevices, mergeKeyed } from './merge.ts';

interface Entry {
  readonly k: string;
  readonly at: number;
}
const keyed = {
  key: (e: Entry) => e.k,
  better: (a: Entry, b: Entry) => (b.at > a.at ? b : a),
  order: (a: Entry, b: Entry) => b.at - a.at,
};

describe('merging two devices\u2019 data', () => {
  test('mergeKeyed: both sides kept, each key once (the better), newest first, capped and counted', () => {
    const local = [
      { k: 'a', at: 5 },
      { k: 'b', at: 3 },
    ];
    const incoming = [
      { k: 'b', at: 4 },
      { k: 'c', at: 1 },
    ];
    expect(mergeKeyed(local, incoming, { ...keyed, max: 10 })).toEqual({
      items: [
        { k: 'a', at: 5 },
        { k: 'b', at: 4 },
        { k: 'c', at: 1 },
      ],
      added: 1,
      left: 0,
    });
    expect(mergeKeyed(local, incoming, { ...keyed, max: 2 })).toMatchObject({ left: 1 });
    // Merged again with the same data: nothing new.
    const once = mergeKeyed(local, incoming, { ...keyed, max: 10 }).items;
    expect(mergeKeyed(once, incoming, { ...keyed, max: 10 })).toEqual({ items: once, added: 0, left: 0 });
  });

  test('mergeDays: the union, sorted, the last kept', () => {
    expect(mergeDays(['2026-12-01', '2026-12-03'], ['2026-12-02', '2026-12-03'], 10)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    expect(mergeDays(['2026-12-01'], ['2026-12-02'], 1)).toEqual(['2026-12-02']);
  });

  test('mergeDevices: the newest copy of each other device; this device\u2019s own never taken from a file', () => {
    const local = { phone: { at: 10, value: 3 } };
    const r = mergeDevices(
      local,
      { phone: { at: 20, value: 5 }, tablet: { at: 5, value: 1 }, me: { at: 99, value: 0 } },
      'me',
    );
    expect(r).toEqual({
      devices: { phone: { at: 20, value: 5 }, tablet: { at: 5, value: 1 } },
      changed: ['phone', 'tablet'],
    });
    // The same file again, or an older copy: nothing changes (nothing counted twice).
    expect(
      mergeDevices(r.devices, { phone: { at: 20, value: 5 }, tablet: { at: 4, value: 9 } }, 'me'),
    ).toEqual({
      devices: r.devices,
      changed: [],
    });
  });
});
