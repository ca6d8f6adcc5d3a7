import type { UserWorkspaceConfig } from 'vitest/config';

export interface AppUnitTestOptions {
  /** The project's name in reports ('web', 'tutorial'). */
  readonly name: string;
  /** `[svelte(), svelteTesting()]`. */
  readonly plugins: UserWorkspaceConfig['plugins'];
  /** Compile-time constants (the other app's address). */
  readonly define?: Record<string, string>;
  /** Per test, ms (the tutorial's engine-backed tests need longer). */
  readonly testTimeout: number;
}

/** The vitest project of the app whose vitest.config.ts is at `configUrl` (its `import.meta.url`). */
export function appUnitTests(configUrl: string, o: AppUnitTestOptions): UserWorkspaceConfig;
