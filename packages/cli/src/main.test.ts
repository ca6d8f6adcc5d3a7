import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import { COMMANDS } from './commands/index.ts';
import { run } from './main.ts';
import { fc } from './test-io.ts';

describe('fc (program level)', () => {
  it('--help lists every command on stdout and exits 0', async () => {
    const r = await fc('--help');
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^Usage: fc \[options\] \[command\]/);
    for (const c of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^  ${c.name}\\b`, 'm'));
    expect(r.stdout).toContain('Exit codes: 0 success; 1 a negative answer');
  });

  it('--version prints the package version', async () => {
    expect(await fc('--version')).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('no command: usage on stderr, exit 2', async () => {
    const r = await fc([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: fc \[options\] \[command\]/);
  });

  it('an unknown command: exit 2 with a suggestion and where to look', async () => {
    expect(await fc('dael 1')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: unknown command 'dael'\n(Did you mean deal?)\n(run 'fc --help' for the list of commands)\n",
    });
  });

  it('an unknown option: exit 2 with a suggestion and the command help hint', async () => {
    expect(await fc('deal 1 --varient inverted')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: unknown option '--varient'\n(Did you mean --variant?)\n(run 'fc deal --help' for usage and examples)\n",
    });
  });

  it('an option without its value: exit 2', async () => {
    expect(await fc('deal 1 --variant')).toEqual({
      code: 2,
      stdout: '',
      stderr:
        "error: option '--variant <id>' argument missing\n(run 'fc deal --help' for usage and examples)\n",
    });
  });

  it.each(COMMANDS.map((c) => c.name))('fc %s --help: usage and examples on stdout, exit 0', async (name) => {
    const r = await fc([name, '--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(new RegExp(`^Usage: fc ${name} `));
    expect(r.stdout).toMatch(new RegExp(`\\nExamples:\\n  # .+\\n  \\$ fc ${name}\\b`));
  });

  it('fc help <command> is the same as fc <command> --help', async () => {
    expect(await fc('help verify')).toEqual(await fc('verify --help'));
  });

  it('a bug in fc, not a user error, is an internal error: exit 70 with the stack', async () => {
    let stderr = '';
    const code = await run(['variants'], {
      cwd: process.cwd(),
      stdout: {
        write: () => {
          throw new Error('disk on fire');
        },
      },
      stderr: { write: (s: string) => (stderr += s) },
      stdin: () => Promise.resolve(''),
      readFile: () => Promise.reject(new Error('unused')),
    });
    expect(code).toBe(70);
    expect(stderr).toMatch(/^fc: internal error \(please report it\): Error: disk on fire\n\s+at /);
  });
});
