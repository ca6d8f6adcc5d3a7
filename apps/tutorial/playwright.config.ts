import { appTestConfig } from '@cascade/testkit/playwright';

// The shared set-up (Debian's Chromium, `vite preview` of the build). Run `pnpm --filter @cascade/tutorial build`
// first (turbo's e2e task does).
export default appTestConfig({ name: 'tutorial', port: 4174 });
