// The atlas against a real disk that fills up or cannot be written: a
// small tmpfs and a read-only bind mount where this test may mount them (root, outside a container
// that forbids it), else those tests are skipped and store.test.ts's stubbed short write stands in.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  closeSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../test-processes.ts';
import { fc } from '../test-io.ts';

const mounted: string[] = [];
const mount = (...args: string[]) => spawnSync('mount', args, { encoding: 'utf8' }).status === 0;

/** A tmpfs of `kb` KiB at a new directory, or null where mounting is not allowed. */
function smallDisk(kb: number): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-disk-'));
  if (!mount('-t', 'tmpfs', '-o', `size=${kb}k`, 'tmpfs', dir)) return null;
  mounted.push(dir);
  return dir;
}

/** `dir` made read-only (a bind mount over itself), or false where mounting is not allowed. */
function readOnly(dir: string): boolean {
  if (!mount('--bind', dir, dir)) return false;
  mounted.push(dir);
  return mount('-o', 'remount,ro,bind', dir);
}

const canMount = smallDisk(64) !== null;

afterAll(() => {
  for (const dir of mounted.reverse()) spawnSync('umount', [dir]);
});

const chunksOf = (store: string) => {
  const [variant] = readdirSync(store).filter((d) => d.startsWith('freecell-'));
  return join(store, variant!, 'chunks');
};

/** Fills the disk under `dir` to the last byte (dd stops at ENOSPC). */
const fill = (dir: string) =>
  spawnSync('dd', ['if=/dev/zero', `of=${join(dir, 'filler')}`, 'bs=4k'], { stdio: 'ignore' });

/** `fc` as a process with its standard output going to `out` (a file descriptor). */
const fcTo = (out: number, args: readonly string[]) =>
  spawnSync(process.execPath, [BIN, ...args], { stdio: ['ignore', out, 'pipe'], encoding: 'utf8' });

describe('fc atlas on a disk that fills up or cannot be written', { timeout: 120_000 }, () => {
  it.skipIf(!canMount)(
    'a full disk mid-run: exit 2 naming the chunk, no chunk in place cut short; the disk grown, the same command finishes',
    async () => {
      const disk = smallDisk(60)!;
      const store = join(disk, 'st');
      const args = `atlas run --from 1 --to 1500 --no-grades --chunk 250 --jobs 1 --no-progress --store ${store}`;
      const full = await fc(args);
      expect(full.code).toBe(2);
      expect(full.stderr).toMatch(
        /^error: --store .*: cannot write .*\/chunks\/\d{10}-\d{10}\.v\.jsonl\.gz: no space left on the device\n$/,
      );
      const names = readdirSync(chunksOf(store));
      // Every file in place reads back whole, and no temporary file is left.
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(name).toMatch(/^\d{10}-\d{10}\.v\.jsonl\.gz$/);
        expect(() => gunzipSync(readFileSync(join(chunksOf(store), name)))).not.toThrow();
      }
      expect(mount('-o', 'remount,size=1m', disk)).toBe(true);
      const again = await fc(args);
      expect(again.code).toBe(0);
      expect(again.stderr).toBe('');
      expect(again.stdout).toMatch(/^FreeCell, deals 1–1500: 1500 in the store, /);
      expect(again.stdout).not.toMatch(/have no record/);

      // Export onto the full disk: one line, exit 2, no temporary file left.
      fill(disk);
      const exp = await fc(`atlas export --out ${join(disk, 'exp')} --store ${store}`);
      expect(exp).toMatchObject({ code: 2, stdout: '' });
      expect(exp.stderr).toMatch(/^error: --out .*: cannot write .*: no space left on the device\n$/);
      expect(existsSync(join(disk, 'exp')) ? readdirSync(join(disk, 'exp')) : []).toEqual([]);
    },
  );

  it('standard output on a full disk (/dev/full): one line, exit 2, for every kind of command', () => {
    const full = openSync('/dev/full', 'w');
    try {
      for (const args of [['deal', '1'], ['solve', '--deal', '1', '--json'], ['--help']]) {
        const r = fcTo(full, args);
        expect({ args, status: r.status, stderr: r.stderr }).toEqual({
          args,
          status: 2,
          stderr: 'fc: cannot write the output: no space left on the device\n',
        });
      }
    } finally {
      closeSync(full);
    }
  });

  it('a store on a file (/dev/null/x): refused at once, before anything is solved', async () => {
    const refused = {
      code: 2,
      stdout: '',
      stderr: expect.stringMatching(
        /^error: --store \/dev\/null\/x: cannot write \/dev\/null\/x\/freecell-\w+\/chunks: a file is in the way of a directory\n$/,
      ) as string,
    };
    expect(await fc('atlas run --from 1 --to 1000000 --no-progress --store /dev/null/x')).toEqual(refused);
    // Before the queue is even looked at (nothing listens on port 1).
    expect(
      await fc('atlas run --from 1 --to 1000 --no-progress --queue redis://127.0.0.1:1 --store /dev/null/x'),
    ).toEqual(refused);
  });

  it('a damaged variant.json: set aside and said so; the next run writes it again, and export works', async () => {
    const store = mkdtempSync(join(tmpdir(), 'atlas-variant-json-'));
    const atlas = (args: string) => fc(`${args} --store ${store}`);
    expect((await atlas('atlas run --from 1 --to 3 --no-grades --no-progress')).code).toBe(0);
    const [dir] = readdirSync(store);
    const file = join(store, dir!, 'variant.json');
    writeFileSync(file, '{garbage\n');
    const first = await atlas(`atlas export --out ${join(store, 'exp')}`);
    expect(first.code).toBe(1);
    expect(first.stderr).toMatch(
      /^warning: .*variant\.json: not JSON \(.*\); set aside as \.damaged \(fc atlas run writes it again\)\n/,
    );
    expect(existsSync(`${file}.damaged`)).toBe(true);
    const run = await atlas('atlas run --from 1 --to 3 --no-grades --no-progress');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/nothing to solve: all 3 deals were already stored/);
    const out = await atlas(`atlas export --out ${join(store, 'exp')}`);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^freecell\.json .* deals 1–3 /);
  });

  it('a chunk changed since it was stored (a solution replaced): set aside, and the run solves it again', async () => {
    const store = mkdtempSync(join(tmpdir(), 'atlas-tampered-'));
    const atlas = (args: string) => fc(`${args} --store ${store}`);
    expect((await atlas('atlas run --from 1199 --to 1201 --no-grades --no-progress')).code).toBe(0);
    const [name] = readdirSync(chunksOf(store));
    const path = join(chunksOf(store), name!);
    const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
    writeFileSync(
      path,
      gzipSync(
        lines
          .map((l) => (l.includes('"deal":1200') ? l.replace(/"fast":"[^"]*"/, '"fast":"12 34 56"') : l))
          .join('\n'),
      ),
    );
    const show = await atlas('atlas show --deal 1200');
    expect(show.code).toBe(1);
    expect(show.stderr).toMatch(/its records do not match the checksum in its header/);
    const run = await atlas('atlas run --from 1199 --to 1201 --no-grades --no-progress');
    expect(run.stdout).toMatch(
      /^FreeCell, deals 1199–1201: 3 in the store, 3 won .*\nsolved here: 3 deals in 1 chunk/,
    );
  });

  it.skipIf(!canMount)('a read-only store or export directory: said so, not "no such file"', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-ro-'));
    const store = join(dir, 'st');
    expect((await fc(`atlas run --from 1 --to 2 --no-grades --no-progress --store ${store}`)).code).toBe(0);
    const [name] = readdirSync(chunksOf(store));
    writeFileSync(join(chunksOf(store), name!), 'not gzip');
    mkdirSync(join(dir, 'elsewhere'));
    expect(readOnly(dir)).toBe(true);
    const summary = await fc(`atlas summary --store ${store}`);
    expect(summary.stderr).toMatch(
      /^warning: .*\.v\.jsonl\.gz: not a gzip file .*; it could not be set aside \(read-only file system\): its deals count as missing until it is moved away\n/,
    );
    const run = await fc(`atlas run --from 1 --to 2 --no-grades --no-progress --store ${join(dir, 'new')}`);
    expect(run).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/: read-only file system\n$/) as string,
    });
    const good = mkdtempSync(join(tmpdir(), 'atlas-ro-good-'));
    expect((await fc(`atlas run --from 1 --to 2 --no-grades --no-progress --store ${good}`)).code).toBe(0);
    const out = await fc(`atlas export --out ${join(dir, 'exp')} --store ${good}`);
    expect(out).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/: read-only file system\n$/) as string,
    });
    rmSync(good, { recursive: true });
  });
});
