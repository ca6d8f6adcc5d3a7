/**
 * The workspace's sources as the one-place checks read them (Node only, for tests): every .ts and
 * .svelte file under packages/<name>/src and apps/<name>/src, tests and fixtures left out, and the
 * string literals in them (quotes, template literals' text around `${…}`, a Svelte template's text).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

const SKIP =
  /^packages\/testkit\/|(^|\/)(node_modules|\.svelte-kit|build|dist)(\/|$)|\.test\.ts$|test-|fixture/;

/** Repository-relative paths of the sources (`packages/words/src/errors.ts`). */
export function sourceFiles(): string[] {
  const out: string[] = [];
  for (const top of ['packages', 'apps']) {
    for (const name of readdirSync(join(ROOT, top))) {
      const src = join(ROOT, top, name, 'src');
      let entries: string[];
      try {
        entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
      } catch {
        continue;
      }
      for (const e of entries) {
        const path = relative(ROOT, join(src, e)).split('\\').join('/');
        if (/\.(ts|svelte)$/.test(path) && !SKIP.test(path)) out.push(path);
      }
    }
  }
  return out.sort();
}

export interface Literal {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/** The string literals of TypeScript source, through the compiler's own scanner. */
function scriptLiterals(file: string, code: string, lineOffset: number): Literal[] {
  const out: Literal[] = [];
  const sf = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const visit = (node: ts.Node, thrown: boolean): void => {
    if (thrown) return; // a programmer error's message (`throw new RangeError('…')`) is for developers
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 + lineOffset;
      out.push({ file, line, text: node.text });
    }
    ts.forEachChild(node, (child) => visit(child, ts.isThrowStatement(node)));
  };
  visit(sf, false);
  return out;
}

/**
 * The string literals of a file: each quoted string and each piece of a template literal between its
 * `${…}` parts; in a .svelte file also the script's, each attribute's value and each run of markup
 * text between tags and `{…}` expressions.
 */
export function literals(file: string): Literal[] {
  const src = readFileSync(join(ROOT, file), 'utf8');
  if (!file.endsWith('.svelte')) return scriptLiterals(file, src, 0);
  const lineAt = (i: number) => src.slice(0, i).split('\n').length;
  const out: Literal[] = [];
  for (const m of src.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = m[1] ?? '';
    out.push(...scriptLiterals(file, body, lineAt(m.index + m[0].indexOf(body)) - 1));
  }
  const markup = src.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<!--[\s\S]*?-->/g, (c) =>
    c.replace(/[^\n]/g, ' '),
  );
  for (const m of markup.matchAll(/\s[\w:-]+="([^"{}]*)"/g))
    out.push({ file, line: lineAt(m.index), text: m[1] ?? '' });
  for (const m of markup.matchAll(/(?:>|\})([^<>{}]+)(?=<|\{)/g)) {
    const text = (m[1] ?? '').replace(/\s+/g, ' ').trim();
    if (text !== '') out.push({ file, line: lineAt(m.index), text });
  }
  return out;
}

/** Words in a literal: runs of letters (a sentence has several, an identifier or a class list one). */
export const wordCount = (text: string): number => (text.match(/[A-Za-z’']+/g) ?? []).length;

/**
 * A literal that reads as a sentence or a clause for people: at least `min` words of lower-case
 * letters separated by spaces, not a path, a class list, a selector or a code.
 */
export function isProse(text: string, min = 4): boolean {
  const t = text.trim();
  if (wordCount(t) < min) return false;
  if (/^[\w./@:#-]+$/.test(t)) return false; // one token: a path, a key, a code
  if (/[{};=]|=>|\bfunction\b|\bimport\b/.test(t)) return false; // code or CSS in a string
  // Most of its words are ordinary lower-case words.
  const words = t.split(/\s+/);
  const plain = words.filter((w) => /^[a-z][a-z’',.:;!?()–—-]*$/.test(w)).length;
  return words.length >= min && plain * 2 >= words.length;
}
