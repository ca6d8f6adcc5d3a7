/** The page's deal atlas (one per page load), at static/atlas/ as the app is served. */
import { asset } from '$app/paths';
import { AtlasClient } from './atlas.ts';

export { winRateSentence, winRateShare } from './atlas.ts';

let shared: AtlasClient | null = null;
export const pageAtlas = (): AtlasClient => (shared ??= new AtlasClient({ root: asset('/atlas') }));
