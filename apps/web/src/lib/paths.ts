/** Links inside the app, through SvelteKit's resolve (base-path aware). */
import { resolve } from '$app/paths';
import type { ResolvedPathname } from '$app/types';

/** `/play/ID/N`: deal N of variant ID (a catalogue id or a house-rules string, both URL-safe). */
export const playPath = (variant: string, deal: number): ResolvedPathname =>
  resolve('/play/[variant]/[deal]', { variant, deal: String(deal) });
