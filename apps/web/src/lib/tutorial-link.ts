/**
 * Links into the tutorial app (apps/tutorial): its base URL comes from PUBLIC_TUTORIAL_URL at build
 * time. The seed variants have a course each (`/learn/ID`), house rules a generated one
 * (`/house/CODE`); the other variants start at the tutorial's home.
 */
export const TUTORIAL_URL: string = __TUTORIAL_URL__;

const COURSES: ReadonlySet<string> = new Set(['freecell', 'challenge', 'inverted', 'ephemeral', 'selective']);

export function tutorialUrl(
  variant: { id: string; houseRules?: boolean },
  base: string = TUTORIAL_URL,
): string {
  if (COURSES.has(variant.id)) return `${base}/learn/${variant.id}`;
  if (variant.houseRules) return `${base}/house/${encodeURIComponent(variant.id)}`;
  return `${base}/`;
}
