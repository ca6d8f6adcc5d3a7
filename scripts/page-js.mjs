// The JavaScript a prerendered page loads at once, gzipped (level 9, as lighthouse.mjs counts it): the
// scripts its HTML links or imports, and their static imports, followed through the build's files.
// Workers and dynamic imports (code loaded later) are not counted. No browser needed.
//
//   node scripts/page-js.mjs <build dir> <page.html>…   (FILES=1 lists each file)
//   node scripts/page-js.mjs apps/tutorial/build learn/freecell/send-home.html index.html
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const [build, ...pages] = process.argv.slice(2);
if (!build || pages.length === 0) {
  console.error('usage: node scripts/page-js.mjs <build dir> <page.html>…');
  process.exit(2);
}
for (const page of pages) {
  const file = join(build, page);
  const html = readFileSync(file, 'utf8');
  const queue = [...html.matchAll(/(?:href=|import\()\s*"([^"]+\.js)"/g)].map((m) =>
    resolve(dirname(file), m[1]),
  );
  const seen = new Set();
  let raw = 0;
  let gz = 0;
  while (queue.length > 0) {
    const f = queue.pop();
    if (seen.has(f) || !existsSync(f)) continue;
    seen.add(f);
    const body = readFileSync(f);
    const size = gzipSync(body, { level: 9 }).length;
    raw += body.length;
    gz += size;
    if (process.env.FILES) console.log(`    ${f.split('/').pop()} ${size}`);
    const statics = /(?:^|[;\s}])import\s*(?:[\w{},\s*$]+from\s*)?["']([^"']+\.js)["']/g;
    for (const m of body.toString().matchAll(statics)) queue.push(resolve(dirname(f), m[1]));
  }
  console.log(
    `${page}: ${seen.size} files, ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw)`,
  );
}
