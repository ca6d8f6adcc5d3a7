/** Reading an exported atlas directory back (Node): its index.json and a variant's file, or why they cannot be read. */
import { err, ok, type Result } from '@cascade/core';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExportedIndex } from './format.ts';
import { parseAtlasIndex, parseVariantAtlas, type VariantAtlas } from './reader.ts';

const why = (e: unknown) => (e instanceof Error ? e.message : String(e));

function readJson(path: string): Result<unknown, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    return err(`${path} cannot be read (${why(e)})`);
  }
  try {
    return ok(JSON.parse(text));
  } catch (e) {
    return err(`${path} is not JSON (${why(e)})`);
  }
}

/** The directory's index.json, null when there is none, or why it cannot be read. */
export function readIndexIn(dir: string): Result<ExportedIndex | null, string> {
  const path = join(dir, 'index.json');
  if (!existsSync(path)) return ok(null);
  const json = readJson(path);
  if (!json.ok) return json;
  const index = parseAtlasIndex(json.value);
  return index.ok ? index : err(`${path}: ${index.error}`);
}

/** A variant's file in the directory, read back, or why it cannot be. */
export function readVariantIn(dir: string, file: string): Result<VariantAtlas, string> {
  const path = join(dir, file);
  const json = readJson(path);
  if (!json.ok) return json;
  const atlas = parseVariantAtlas(json.value);
  return atlas.ok ? atlas : err(`${path}: ${atlas.error}`);
}
