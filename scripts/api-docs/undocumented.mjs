#!/usr/bin/env node
// Lists every exported symbol of the engine packages' published entries that has no doc comment
// (`/** … */` on its declaration), one `package/entry: name (file:line)` a line; exits 1 if any.
// The same entries as typedoc.json. TypeDoc's own validation.notDocumented checks only a single
// entry point reliably here (with the nine together it reported nothing, an undocumented export
// added on purpose included), so the rule is checked with TypeScript's API, by symbol.
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(join(root, 'packages/core/package.json'));
const ts = require('typescript');

/** The entry points, as typedoc.json lists them. */
export function entryPoints() {
  return JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')).entryPoints.map((e) => join(root, e));
}

/** Undocumented exports of the given entry files: `{ entry, name, where }`. */
export function undocumented(entries = entryPoints()) {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'typedoc.tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  const program = ts.createProgram({ rootNames: entries, options: config.options });
  const checker = program.getTypeChecker();
  const missing = [];
  for (const entry of entries) {
    const file = program.getSourceFile(entry);
    const mod = file && checker.getSymbolAtLocation(file);
    if (!mod) throw new Error(`${entry}: not a module`);
    for (const exported of checker.getExportsOfModule(mod)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const documented =
        symbol.getDocumentationComment(checker).length > 0 ||
        (symbol.declarations ?? []).some((d) => ts.getJSDocCommentsAndTags(d).length > 0);
      if (documented) continue;
      const decl = symbol.declarations?.[0];
      const sf = decl?.getSourceFile();
      const line = sf && decl ? sf.getLineAndCharacterOfPosition(decl.getStart()).line + 1 : 0;
      missing.push({
        entry: relative(root, entry),
        name: exported.name,
        where: sf ? `${relative(root, sf.fileName)}:${line}` : '?',
      });
    }
  }
  return missing;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const missing = undocumented();
  for (const m of missing) console.log(`${m.entry}: ${m.name} (${m.where})`);
  console.log(`${missing.length} undocumented export${missing.length === 1 ? '' : 's'}`);
  process.exitCode = missing.length === 0 ? 0 : 1;
  void dirname;
}
