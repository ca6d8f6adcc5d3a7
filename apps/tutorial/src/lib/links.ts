/** Links into the game app (apps/web): its base URL comes from PUBLIC_GAME_URL at build time. */
export const GAME_URL: string = __GAME_URL__;

/** "Play a real deal": the game app's /play/<variant>/<deal>. */
export function playUrl(variant: string, deal: number, base: string = GAME_URL): string {
  return `${base}/play/${encodeURIComponent(variant)}/${deal}`;
}

/** "Play a real deal" at the end of a course: a link, or (href null) why there is none yet. */
export interface RealDeal {
  readonly href: string | null;
  readonly label: string;
}
