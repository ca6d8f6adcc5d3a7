/**
 * The atlas's store: a directory (default `.atlas/`), one sub-directory per variant and rule set,
 * one gzipped JSON-lines file per finished chunk of deals.
 *
 *   .atlas/
 *     freecell-3b6f0c1d2e/              <catalogue id or "house">-<rules key>
 *       variant.json                    {"format","id","name","rules","rulesKey"}
 *       chunks/
 *         0000000001-0000000050.g.jsonl.gz    deals 1..50, graded (g) or verdicts only (v)
 *
 * A chunk file's first line is its header (format, variant, rules key, range, settings, who made it
 * and when); each following line is one deal's record, in deal order, every deal of the range
 * present once. A file is written whole under a temporary name, flushed to disk, then renamed into
 * place, so a kill at any moment leaves either the complete file or none: the store only ever grows
 * by whole chunks (append-safe), and a chunk written twice (a chunk solved again after its worker
 * was thought lost) replaces an identical file. A run computes which deals no file covers and
 * solves only those. A file that cannot be read back is set aside (renamed `*.damaged`) with a
 * message, and its deals count as missing.
 */
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { RULES_KEYS, type RulesSpec } from '@cascade/core';
import { isVariantId, type Variant } from '@cascade/variants';
import { parseRecord, type DealRecord } from './record.ts';
import { gaps, holds, mergeRanges, within, type DealRange } from './ranges.ts';
import { ATLAS_FORMAT, type AtlasSettings } from './settings.ts';
import { recordProblem } from './verify.ts';

/** The store's directory when none is given. */
export const DEFAULT_STORE = '.atlas';

/** A fingerprint of a rule set: ten hex digits of the SHA-256 of its knobs in RULES_KEYS order. */
export function rulesKey(rules: RulesSpec): string {
  const canonical = JSON.stringify(RULES_KEYS.map((k) => [k, rules[k]]));
  return createHash('sha256').update(canonical).digest('hex').slice(0, 10);
}

/** What the store needs to know of a variant. */
export type AtlasVariant = Pick<Variant, 'id' | 'name' | 'rules' | 'houseRules'>;

/** Where a variant's chunks live inside the store. */
export const variantDirName = (variant: AtlasVariant): string =>
  `${!variant.houseRules && isVariantId(variant.id) ? variant.id : 'house'}-${rulesKey(variant.rules)}`;

/** The first line of a chunk's file: the format, the variant, the rules and the settings it was solved with. */
export interface ChunkHeader {
  readonly format: number;
  readonly variant: string;
  readonly rulesKey: string;
  readonly from: number;
  readonly to: number;
  readonly settings: AtlasSettings;
  /** The machine that solved it, and when it was stored (ISO time). */
  readonly host: string;
  readonly storedAt: string;
  /**
   * The SHA-256 of the record lines (joined by newlines): a reader takes the records only if it
   * matches. A chunk stored without one (before it was added) has every solution replayed instead.
   */
  readonly sha256?: string;
}

/** A chunk file, known by its name alone. */
export interface ChunkFile {
  readonly from: number;
  readonly to: number;
  readonly graded: boolean;
  readonly name: string;
}

const CHUNK_NAME = /^(\d{10})-(\d{10})\.([gv])\.jsonl\.gz$/;
const pad = (n: number) => String(n).padStart(10, '0');
/** The file name of a chunk: its range, padded, and `g` (graded) or `v` (verdicts only). */
export const chunkFileName = (from: number, to: number, graded: boolean): string =>
  `${pad(from)}-${pad(to)}.${graded ? 'g' : 'v'}.jsonl.gz`;

/** What a stored variant says about itself (variant.json). */
export interface StoredVariant extends AtlasVariant {
  readonly format: number;
  readonly rulesKey: string;
  readonly dir: string;
}

/** The store could not be written (a full disk, no permission, a file where a directory should be). */
export class StoreWriteError extends Error {
  override readonly name = 'StoreWriteError';
  readonly path: string;
  constructor(path: string, cause: unknown) {
    super(`cannot write ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.path = path;
  }
}

/** A problem met reading the store: the file and what is wrong with it. */
export interface StoreProblem {
  readonly file: string;
  readonly message: string;
  /** A chunk (its deals count as missing) or a variant.json (a run writes it again). */
  readonly kind: 'chunk' | 'variant';
  /** Renamed `*.damaged`; when false, why not (a read-only file system): it stays where it is. */
  readonly setAside: true | string;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));
const errorCode = (e: unknown): string =>
  typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';

/**
 * Writes a file whole or not at all: every byte written under a temporary name (a short write goes
 * on from where it stopped), flushed, read back and compared, and only then renamed into place. Any
 * failure (a full disk, a file-size limit) removes the temporary file and throws: nothing cut short is
 * ever renamed into place.
 */
export function writeAtomically(path: string, data: Buffer | string): void {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const dir = dirname(path);
  const tmp = join(dir, `.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`);
  try {
    const fd = openSync(tmp, 'w');
    try {
      for (let at = 0; at < bytes.length;) {
        const n = writeSync(fd, bytes, at, bytes.length - at);
        if (n <= 0) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
        at += n;
      }
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (!readFileSync(tmp).equals(bytes))
      throw Object.assign(new Error('the file read back differs from what was written'), { code: 'EIO' });
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
  // The rename itself reaches the disk with the directory.
  const dfd = openSync(dir, 'r');
  try {
    fsyncSync(dfd);
  } finally {
    closeSync(dfd);
  }
}

/**
 * mkdir -p that says why it failed: Node's recursive mkdir reports a read-only file system (EROFS)
 * or a missing permission under a directory that does not exist yet as ENOENT; the first directory
 * that cannot be made is then made alone, for the real reason.
 */
export function makeDirectory(path: string): void {
  try {
    mkdirSync(path, { recursive: true });
  } catch (e) {
    if (errorCode(e) !== 'ENOENT') throw e;
    let first = path;
    while (!existsSync(dirname(first)) && dirname(first) !== first) first = dirname(first);
    mkdirSync(first);
    throw e;
  }
}

/** The SHA-256 (hex) of a chunk's record lines, kept in its header and checked at every read. */
const recordsDigest = (lines: readonly string[]): string =>
  createHash('sha256').update(lines.join('\n')).digest('hex');

/** The atlas's directory: a folder a variant and rule set, a gzipped JSON-lines file a chunk; read back, checked, and written safely. */
export class AtlasStore {
  readonly root: string;
  /** Damaged files set aside while reading, for the caller to report. */
  readonly problems: StoreProblem[] = [];

  constructor(root: string = DEFAULT_STORE) {
    this.root = root;
  }

  /** The variant's directory, created with its variant.json when `create` is set. */
  variantDir(variant: AtlasVariant, create = false): string {
    const dir = join(this.root, variantDirName(variant));
    if (create && !existsSync(join(dir, 'variant.json'))) {
      makeDirectory(join(dir, 'chunks'));
      const meta = {
        format: ATLAS_FORMAT,
        id: variant.id,
        name: variant.name,
        rules: variant.rules,
        rulesKey: rulesKey(variant.rules),
      };
      writeAtomically(join(dir, 'variant.json'), `${JSON.stringify(meta, null, 2)}\n`);
    }
    return dir;
  }

  /** Every variant the store holds. */
  variants(): StoredVariant[] {
    if (!existsSync(this.root)) return [];
    const out: StoredVariant[] = [];
    for (const name of readdirSync(this.root).sort()) {
      const file = join(this.root, name, 'variant.json');
      if (!existsSync(file)) continue;
      const meta = this.#readVariantJson(file);
      if (meta) out.push({ ...meta, houseRules: name.startsWith('house-'), dir: join(this.root, name) });
    }
    return out;
  }

  /** Sets a damaged file aside (`*.damaged`) and records the problem. */
  #setAside(file: string, kind: StoreProblem['kind'], message: string): void {
    let setAside: true | string = true;
    try {
      renameSync(file, `${file}.damaged`);
    } catch (e) {
      // Gone already (another reader moved it): nothing to keep, and nothing to say.
      if (errorCode(e) === 'ENOENT') return;
      setAside = errorCode(e) || errorText(e);
    }
    this.problems.push({ file, message, kind, setAside });
  }

  /** A variant.json, checked; a damaged one is set aside (a run writes it again) and null answered. */
  #readVariantJson(file: string): Omit<StoredVariant, 'dir' | 'houseRules'> | null {
    let meta: unknown;
    try {
      meta = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      if (errorCode(e) === 'ENOENT') return null;
      this.#setAside(file, 'variant', errorCode(e) ? errorCode(e) : `not JSON (${errorText(e)})`);
      return null;
    }
    const m = meta as Record<string, unknown> | null;
    if (
      typeof m !== 'object' ||
      m === null ||
      typeof m.id !== 'string' ||
      typeof m.name !== 'string' ||
      typeof m.rulesKey !== 'string' ||
      typeof m.rules !== 'object' ||
      m.rules === null
    ) {
      this.#setAside(file, 'variant', 'it does not name a variant, its rules and their key');
      return null;
    }
    return meta as Omit<StoredVariant, 'dir' | 'houseRules'>;
  }

  /**
   * Makes sure the variant's chunks can be stored, before anything is solved: its directory and
   * variant.json (written again if it was damaged or set aside), and a file written whole and removed
   * in its chunks directory. Throws StoreWriteError.
   */
  checkWritable(variant: AtlasVariant): void {
    const dir = join(this.root, variantDirName(variant));
    const file = join(dir, 'variant.json');
    if (existsSync(file) && this.#readVariantJson(file) === null) {
      const p = this.problems.at(-1);
      if (p?.file === file && p.setAside !== true)
        throw new StoreWriteError(file, Object.assign(new Error(p.setAside), { code: p.setAside }));
    }
    let probe = join(dir, 'chunks');
    try {
      this.variantDir(variant, true);
      probe = join(dir, 'chunks', `.probe-${process.pid}`);
      writeAtomically(probe, 'a chunk can be stored here\n');
      rmSync(probe, { force: true });
    } catch (e) {
      throw new StoreWriteError(probe, e);
    }
  }

  /**
   * Reads every chunk file of from..to (`graded`: graded ones only), so that a damaged one is set
   * aside before a run plans: its deals are then missing, and solved again.
   */
  checkChunks(variant: AtlasVariant, from: number, to: number, graded: boolean): void {
    for (const f of this.chunkFiles(variant))
      if (f.to >= from && f.from <= to && (f.graded || !graded)) this.readChunk(variant, f);
  }

  /** The chunk files of a variant, by their names (nothing is read). */
  chunkFiles(variant: AtlasVariant): ChunkFile[] {
    const dir = join(this.variantDir(variant), 'chunks');
    if (!existsSync(dir)) return [];
    const out: ChunkFile[] = [];
    for (const name of readdirSync(dir)) {
      const m = CHUNK_NAME.exec(name);
      if (m) out.push({ from: Number(m[1]), to: Number(m[2]), graded: m[3] === 'g', name });
    }
    return out.sort((a, b) => a.from - b.from || a.to - b.to);
  }

  /** The deals with a record (`graded`: a graded record, or a verdict of a graded chunk), merged. */
  coverage(variant: AtlasVariant, graded = false): DealRange[] {
    return mergeRanges(this.chunkFiles(variant).filter((f) => f.graded || !graded));
  }

  /** The deals of from..to that have no record yet (with `graded`, no graded record). */
  missing(variant: AtlasVariant, from: number, to: number, graded: boolean): DealRange[] {
    const files = this.chunkFiles(variant).filter((f) => f.graded || !graded);
    return gaps(from, to, files);
  }

  /**
   * Stores a finished chunk. Its records must be deals from..to in order, one each. Files of the
   * same variant this one makes redundant (inside its range, and graded only if it is) are removed
   * after it is safely in place.
   */
  writeChunk(
    variant: AtlasVariant,
    header: { from: number; to: number; settings: AtlasSettings; host?: string },
    records: readonly DealRecord[],
  ): ChunkFile {
    const { from, to, settings } = header;
    if (records.length !== to - from + 1 || records.some((r, i) => r.deal !== from + i))
      throw new Error(`chunk ${from}-${to}: the records do not cover the deals one by one`);
    let dir = join(this.root, variantDirName(variant), 'chunks');
    try {
      dir = join(this.variantDir(variant, true), 'chunks');
    } catch (e) {
      throw new StoreWriteError(dir, e);
    }
    const full: ChunkHeader = {
      format: ATLAS_FORMAT,
      variant: variant.id,
      rulesKey: rulesKey(variant.rules),
      from,
      to,
      settings,
      host: header.host ?? hostname(),
      storedAt: new Date().toISOString(),
    };
    const lines = records.map((x) => JSON.stringify(x));
    const text = [JSON.stringify({ ...full, sha256: recordsDigest(lines) }), ...lines].join('\n') + '\n';
    const name = chunkFileName(from, to, settings.grades);
    try {
      writeAtomically(join(dir, name), gzipSync(text));
    } catch (e) {
      throw new StoreWriteError(join(dir, name), e);
    }
    for (const f of this.chunkFiles(variant)) {
      if (f.name !== name && within(f, { from, to }) && (settings.grades || !f.graded))
        rmSync(join(dir, f.name), { force: true });
    }
    return { from, to, graded: settings.grades, name };
  }

  /**
   * Reads one chunk file: its header and records, checked. A file that does not read back whole is
   * renamed `*.damaged` and reported in `problems`; the result is then null.
   */
  readChunk(variant: AtlasVariant, file: ChunkFile): { header: ChunkHeader; records: DealRecord[] } | null {
    const path = join(this.variantDir(variant), 'chunks', file.name);
    const problem = (message: string) => {
      this.#setAside(path, 'chunk', message);
      return null;
    };
    let lines: string[];
    try {
      lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
    } catch (e) {
      if ((e as { code?: string }).code === 'ENOENT') return null;
      return problem(`not a gzip file (${e instanceof Error ? e.message : String(e)})`);
    }
    if (lines.at(-1) === '') lines.pop();
    let header: ChunkHeader;
    try {
      header = JSON.parse(lines[0] ?? '') as ChunkHeader;
    } catch {
      return problem('the first line is not a chunk header');
    }
    if (header.format !== ATLAS_FORMAT)
      return problem(`format ${String(header.format)}, this atlas reads format ${ATLAS_FORMAT}`);
    if (header.from !== file.from || header.to !== file.to)
      return problem(`its header says deals ${header.from}-${header.to}`);
    if (header.rulesKey !== rulesKey(variant.rules))
      return problem(`its header names other rules (${header.rulesKey})`);
    if (header.sha256 !== undefined && header.sha256 !== recordsDigest(lines.slice(1)))
      return problem('its records do not match the checksum in its header (changed since it was stored)');
    const records: DealRecord[] = [];
    for (let i = 1; i < lines.length; i++) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(lines[i] as string);
      } catch {
        return problem(`line ${i + 1} is not JSON`);
      }
      const r = parseRecord(parsed);
      if (!r.ok) return problem(`line ${i + 1}: ${r.error}`);
      if (r.value.deal !== file.from + i - 1)
        return problem(`line ${i + 1} holds deal ${r.value.deal}, expected ${file.from + i - 1}`);
      if (file.graded && r.value.verdict === 'solved' && r.value.grade === undefined)
        return problem(`line ${i + 1}: a solved deal of a graded chunk has no grade`);
      // A chunk without a checksum (stored before there was one) has its solutions replayed.
      const wrong = header.sha256 === undefined ? recordProblem(variant.rules, r.value) : null;
      if (wrong !== null) return problem(`line ${i + 1}: ${wrong}`);
      records.push(r.value);
    }
    if (records.length !== file.to - file.from + 1)
      return problem(
        `${records.length} records for ${file.to - file.from + 1} deals (the file is cut short)`,
      );
    return { header, records };
  }

  /**
   * Every record of the variant in from..to (default: all), one per deal, in deal order. Where a
   * graded and a verdicts-only file both hold a deal, the graded record is taken.
   */
  *records(variant: AtlasVariant, range?: DealRange): Generator<DealRecord> {
    const lo = range?.from ?? 1;
    const hi = range?.to ?? Number.MAX_SAFE_INTEGER;
    const files = this.chunkFiles(variant).filter((f) => f.to >= lo && f.from <= hi);
    const gradedFiles = files.filter((f) => f.graded);
    const gradedCover = mergeRanges(gradedFiles);
    // Each deal is read from one file: a graded one where there is one, else a verdicts-only one.
    const segments = [
      ...gradedFiles.map((file) => ({ file, from: file.from, to: file.to })),
      ...files
        .filter((f) => !f.graded)
        .flatMap((file) => gaps(file.from, file.to, gradedCover).map((g) => ({ file, ...g }))),
    ].sort((a, b) => a.from - b.from);
    let cachedName = '';
    let cached: DealRecord[] = [];
    let next = lo;
    for (const seg of segments) {
      if (seg.to < next) continue;
      if (cachedName !== seg.file.name) {
        cachedName = seg.file.name;
        cached = this.readChunk(variant, seg.file)?.records ?? [];
      }
      for (const r of cached) {
        if (r.deal < Math.max(next, seg.from) || r.deal > Math.min(seg.to, hi)) continue;
        yield r;
        next = r.deal + 1;
      }
    }
  }

  /** The record of one deal, or undefined. */
  record(variant: AtlasVariant, n: number): DealRecord | undefined {
    for (const r of this.records(variant, { from: n, to: n })) return r;
    return undefined;
  }

  /**
   * The verdicts-only records of from..to that a run with this full-rules budget may reuse (a graded
   * run keeps their verdicts and solutions and adds the grades): every settled one, whatever budget
   * it was stored with (a replayed win or a proof holds under any budget), and an unknown one only
   * from a budget at least as large (what ran out there runs out here). A proof found with a larger
   * budget is so never lost to a later run with the default one.
   */
  known(variant: AtlasVariant, range: DealRange, maxStates: number): DealRecord[] {
    const out: DealRecord[] = [];
    for (const f of this.chunkFiles(variant)) {
      if (f.graded || f.to < range.from || f.from > range.to) continue;
      const chunk = this.#cachedChunk(variant, f);
      if (!chunk) continue;
      const budgetAsLarge = chunk.header.settings.maxStates >= maxStates;
      for (const r of chunk.records)
        if (holds(range, r.deal) && (r.verdict !== 'unknown' || budgetAsLarge)) out.push(r);
    }
    return out;
  }

  /** The last chunk file read by `known` (consecutive chunks of a run fall in the same file). */
  #lastChunk: { name: string; dir: string; chunk: ReturnType<AtlasStore['readChunk']> } | null = null;
  #cachedChunk(variant: AtlasVariant, f: ChunkFile): ReturnType<AtlasStore['readChunk']> {
    const dir = variantDirName(variant);
    if (this.#lastChunk?.name !== f.name || this.#lastChunk.dir !== dir)
      this.#lastChunk = { name: f.name, dir, chunk: this.readChunk(variant, f) };
    return this.#lastChunk.chunk;
  }

  /**
   * The stored chunks overlapping from..to that a run solving again can settle more of: in a graded
   * run (`graded`), the graded chunks holding an unknown verdict or a grade that is only an upper
   * bound; in a verdicts-only run, the verdicts-only chunks holding an unknown verdict (a graded
   * chunk is read before them, so a verdicts-only file written beside it would never be read, and
   * its upper bounds need the searches with fewer cells). Their ranges, when they were stored, and
   * how many of their records in from..to are open so (the deals a chunk solved again searches
   * again); a chunk with none there is left out.
   */
  unsettled(
    variant: AtlasVariant,
    from: number,
    to: number,
    graded: boolean,
  ): { from: number; to: number; redo: string; open: number }[] {
    const out: { from: number; to: number; redo: string; open: number }[] = [];
    for (const f of this.chunkFiles(variant)) {
      if (f.to < from || f.from > to || graded !== f.graded) continue;
      const chunk = this.readChunk(variant, f);
      const open =
        chunk?.records.filter(
          (r) =>
            holds({ from, to }, r.deal) && (r.verdict === 'unknown' || (graded && r.grade?.exact === false)),
        ).length ?? 0;
      if (chunk && open > 0) out.push({ from: f.from, to: f.to, redo: chunk.header.storedAt, open });
    }
    return out;
  }

  /** Removes temporary files a killed writer left (older than an hour: a live writer's are younger). */
  sweep(variant: AtlasVariant): void {
    const dir = join(this.variantDir(variant), 'chunks');
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      if (!name.startsWith('.tmp-')) continue;
      const path = join(dir, name);
      if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { force: true });
    }
  }
}
