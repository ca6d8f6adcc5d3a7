// The API documentation: TypeDoc builds it from the doc comments of the engine packages'
// published entries (typedoc.json) with no warning, and no export of those entries lacks a doc
// comment (scripts/api-docs/undocumented.mjs, by TypeScript's API: TypeDoc's own check reported
// nothing here with the nine entries together).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
describe('API documentation', { timeout: 300_000 }, () => {
  it('no export of the engine packages is undocumented', async () => {
    const script = join(ROOT, 'scripts/api-docs/undocumented.mjs');
    const { undocumented } = (await import(script)) as {
      undocumented: () => { entry: string; name: string; where: string }[];
    };
    const missing = undocumented().map((m) => `${m.entry}: ${m.name} (${m.where})`);
    expect(missing, 'exports with no doc comment: write one').toEqual([]);
  });

  it('the check finds an export with no doc comment, re-exported or not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-docs-check-'));
    try {
      writeFileSync(
        join(dir, 'a.ts'),
        '/** Documented. */\nexport const said = 1;\nexport const unsaid = 2;\n',
      );
      writeFileSync(
        join(dir, 'index.ts'),
        "export { said, unsaid } from './a.ts';\nexport type Bare = number;\n",
      );
      const { undocumented } = (await import(join(ROOT, 'scripts/api-docs/undocumented.mjs'))) as {
        undocumented: (entries: string[]) => { name: string }[];
      };
      expect(undocumented([join(dir, 'index.ts')]).map((m) => m.name)).toEqual(['unsaid', 'Bare']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
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
