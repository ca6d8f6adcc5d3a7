// The API documentation (issue 52): TypeDoc builds it from the doc comments of the engine packages'
// published entries (typedoc.json) with no warning, and no export of those entries lacks a doc
// comment beyond the ones still listed in scripts/api-docs/undocumented.txt, a list that may only
// shrink (an export documented must leave it; a new export must come documented).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const listed = readFileSync(join(ROOT, 'scripts/api-docs/undocumented.txt'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '');

describe('API documentation', { timeout: 300_000 }, () => {
  it('no export of the engine packages is undocumented, but those still listed', async () => {
    const script = join(ROOT, 'scripts/api-docs/undocumented.mjs');
    const { undocumented } = (await import(script)) as {
      undocumented: () => { entry: string; name: string; where: string }[];
    };
    const missing = undocumented().map((m) => `${m.entry}: ${m.name}`);
    const unlisted = missing.filter((m) => !listed.includes(m));
    expect(unlisted, 'exports with no doc comment: write one').toEqual([]);
    const documented = listed.filter((l) => !missing.includes(l));
    expect(documented, 'documented now: take them off scripts/api-docs/undocumented.txt').toEqual([]);
  });

  it('TypeDoc builds the API docs with no warning', () => {
    const out = mkdtempSync(join(tmpdir(), 'api-docs-'));
    try {
      const r = spawnSync('pnpm', ['exec', 'typedoc', '--out', out], { cwd: ROOT, encoding: 'utf8' });
      expect(r.stdout + r.stderr).not.toMatch(/\[warning\]|\[error\]/);
      expect(r.status).toBe(0);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toMatch(/Cascade/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
