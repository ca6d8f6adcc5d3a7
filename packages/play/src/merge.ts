/**
 * Merging what two devices stored (a file exported on one, imported on another) without losing
 * either side, and without counting anything twice when the same file is imported again:
 * - lists of records (the last games, saved rule sets): one entry a key, the better of two kept;
 * - sets of days: their union;
 * - counts (statistics): each device's own, kept apart by device, the newest copy of each device's
 *   counts replacing an older one (so importing a file again, or a file that carries counts imported
 *   earlier, changes nothing), and added up only when shown.
 */

/** Two lists merged by key: every key once (the `better` of two), ordered, at most `max`; how many were left out. */
export function mergeKeyed<T>(
  local: readonly T[],
  incoming: readonly T[],
  o: {
    readonly key: (x: T) => string;
    /** Of two entries of one key, the one kept. */
    readonly better: (a: T, b: T) => T;
    /** The order kept (the first `max` are kept). */
    readonly order: (a: T, b: T) => number;
    readonly max: number;
  },
): { readonly items: T[]; readonly added: number; readonly left: number } {
  const m = new Map<string, T>();
  for (const x of local) {
    const k = o.key(x);
    const had = m.get(k);
    m.set(k, had === undefined ? x : o.better(had, x));
  }
  const before = m.size;
  for (const x of incoming) {
    const k = o.key(x);
    const had = m.get(k);
    m.set(k, had === undefined ? x : o.better(had, x));
  }
  const all = [...m.values()].sort(o.order);
  return { items: all.slice(0, o.max), added: m.size - before, left: Math.max(0, all.length - o.max) };
}

/** Sorted days (YYYY-MM-DD) of both, each once; the last `max` kept. */
export function mergeDays(a: readonly string[], b: readonly string[], max: number): string[] {
  return [...new Set([...a, ...b])].sort().slice(-max);
}

/** One device's copy of its own counts, as of `at` (ms since 1970). */
export interface DeviceCopy<T> {
  readonly at: number;
  readonly value: T;
}

/**
 * Other devices' counts merged: for each device the newest copy; `self` (this device) is never
 * taken from a file, its own counts being the newest there are. Returns the merged map and the
 * devices whose copy was added or replaced.
 */
export function mergeDevices<T>(
  local: Readonly<Record<string, DeviceCopy<T>>>,
  incoming: Readonly<Record<string, DeviceCopy<T>>>,
  self: string,
): { readonly devices: Record<string, DeviceCopy<T>>; readonly changed: string[] } {
  const out = new Map<string, DeviceCopy<T>>(Object.entries(local));
  const changed: string[] = [];
  for (const [device, copy] of Object.entries(incoming)) {
    if (device === self) continue;
    const had = out.get(device);
    if (had !== undefined && had.at >= copy.at) continue;
    out.set(device, copy);
    changed.push(device);
  }
  return { devices: Object.fromEntries(out), changed };
}
