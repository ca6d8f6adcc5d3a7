/**
 * The tsdown settings of a published engine package (`pnpm pack` runs them through the package's
 * `prepack` script): each entry bundled to ES module JavaScript with its type declarations in
 * dist/, the package's dependencies (other @cascade packages included) left as imports, so the
 * published packages share one copy of core. Inside the workspace the packages export their
 * TypeScript source and none of this is used.
 */
/**
 * @param {{ entry: Record<string, string>, platform?: 'neutral' | 'node' }} o `entry`: dist name →
 *   source file, e.g. `{ index: 'src/index.ts' }`; `platform`: 'neutral' for browser-safe code
 *   (the default), 'node' for packages with Node-only entries.
 */
export function libraryBuild(o) {
  return {
    entry: o.entry,
    format: 'esm',
    platform: o.platform ?? 'neutral',
    target: 'es2022',
    outDir: 'dist',
    clean: true,
    dts: true,
    fixedExtension: false,
    // A package's own dependencies stay imports; nothing else is bundled by accident.
    deps: { onlyBundle: [] },
  };
}
