// deploy/systemd (Docker's daemon cannot run on these machines, so systemd units): each
// unit passes `systemd-analyze verify` with nothing to say, the options the units give fc exist,
// and the Redis settings file starts a real redis-server with the queue's settings.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { fc } from '../test-io.ts';
import { freePort, Proc } from '../test-processes.ts';

const DIR = fileURLToPath(new URL('../../../../deploy/systemd/', import.meta.url));
const units = readdirSync(DIR).filter((f) => f.endsWith('.service'));
const hasAnalyze = spawnSync('sh', ['-c', 'command -v systemd-analyze']).status === 0;
// Under CI a missing systemd-analyze fails instead of skipping (apt-get install systemd).
const skip = !hasAnalyze && !process.env.CI;

/** The units copied to a fresh folder, a template as its instance 1 (verify wants an instance). */
function copies(transform: (name: string, text: string) => string = (_n, t) => t): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-units-'));
  return units.map((u) => {
    const path = join(dir, u.replace('@.service', '@1.service'));
    writeFileSync(path, transform(u, readFileSync(join(DIR, u), 'utf8')));
    return path;
  });
}
const verify = (paths: readonly string[]) =>
  spawnSync('systemd-analyze', ['verify', ...paths], { encoding: 'utf8' });

const procs: Proc[] = [];
afterEach(async () => {
  await Promise.all(procs.splice(0).map((p) => p.stop('SIGKILL')));
});

describe('deploy/systemd', { timeout: 60_000 }, () => {
  it('has the Redis, worker, dashboard and run units', () => {
    expect(units.sort()).toEqual([
      'cascade-atlas-dashboard.service',
      'cascade-atlas-redis.service',
      'cascade-atlas-run.service',
      'cascade-atlas-worker@.service',
    ]);
  });

  it.skipIf(skip)('every unit passes systemd-analyze verify, with no warning', () => {
    const r = verify(copies());
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it.skipIf(skip)('the check can fail: an unknown key and a missing program are reported', () => {
    const bad = copies((name, text) =>
      name.startsWith('cascade-atlas-worker')
        ? text.replace('KillSignal=SIGTERM', 'KillSignal=SIGTERM\nGraceSeconds=60')
        : text.replace('/usr/bin/redis-server', '/usr/bin/no-such-redis-server'),
    );
    const r = verify(bad);
    expect(r.stderr).toMatch(/Unknown key 'GraceSeconds'/);
    expect(r.stderr).toMatch(/no-such-redis-server is not executable/);
    expect(r.status).not.toBe(0);
  });

  it("every option a unit gives fc is one of its command's options", async () => {
    for (const u of units) {
      const exec = /^ExecStart=\/usr\/bin\/(?:env )?(\S+) (.*)$/m.exec(readFileSync(join(DIR, u), 'utf8'));
      if (exec?.[1] !== 'fc') continue;
      const words = (exec[2] ?? '').split(/\s+/);
      const command = words.slice(0, 2);
      const help = await fc([...command, '--help']);
      for (const option of words.filter((w) => w.startsWith('--')))
        expect(help.stdout, `${u}: ${option}`).toContain(`${option} `);
    }
  });

  it('redis.conf starts a redis-server with noeviction and the append-only file flushed every second', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-redis-conf-'));
    const conf = readFileSync(join(DIR, 'redis.conf'), 'utf8').replace(/^dir .*$/m, `dir ${dir}`);
    writeFileSync(join(dir, 'redis.conf'), conf);
    writeFileSync(join(dir, 'atlas.acl'), 'user default on nopass ~* &* +@all\n');
    const port = await freePort();
    // The address, the port and the files made local; TLS off (the recipe test covers it).
    const server = new Proc('redis-server', [
      join(dir, 'redis.conf'),
      '--tls-port',
      '0',
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--aclfile',
      join(dir, 'atlas.acl'),
    ]);
    procs.push(server);
    await server.waitFor(/Ready to accept connections/, 15_000);
    const get = (key: string) =>
      spawnSync('redis-cli', ['-p', String(port), 'config', 'get', key], { encoding: 'utf8' }).stdout.trim();
    expect(get('maxmemory-policy')).toBe('maxmemory-policy\nnoeviction');
    expect(get('appendonly')).toBe('appendonly\nyes');
    expect(get('appendfsync')).toBe('appendfsync\neverysec');
    const st = await fc(['atlas', 'status', '--queue', `redis://127.0.0.1:${port}`]);
    expect(st.code).toBe(0);
  });
});
