/** Where the bench writes its JSON: checked before the run, so a bad path costs nothing. */
import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError } from '../errors.ts';
import { baseDirectory } from '../io.ts';

/**
 * The absolute path `path` names (relative to where the command was typed), once it is known that
 * a file can be written there: its folder exists and can be written, and it is not a folder itself
 * (nor an existing file that cannot be written). Otherwise a UsageError naming the option.
 */
export function checkOutputPath(option: string, path: string): string {
  if (path === '') throw new UsageError(`${option} needs a file name`, { hint: true });
  const full = resolve(baseDirectory(), path);
  const problem = (why: string) => new UsageError(`${option}: cannot write ${path}: ${why}`);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (stat?.isDirectory()) throw problem('it is a directory');
  const dir = dirname(full);
  const dirStat = statSync(dir, { throwIfNoEntry: false });
  if (!dirStat) throw problem(`no such directory ${dirname(path)}`);
  if (!dirStat.isDirectory()) throw problem(`${dirname(path)} is not a directory`);
  try {
    accessSync(stat ? full : dir, constants.W_OK);
  } catch {
    throw problem('permission denied');
  }
  return full;
}
