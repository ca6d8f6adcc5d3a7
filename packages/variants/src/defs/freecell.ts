// !! BROWSER SAFE !!
import { defineVariant } from '../variant.ts';

/** The root of the catalogue: FREECELL_RULES unchanged. */
export const freecell = defineVariant({
  id: 'freecell',
  name: 'FreeCell',
  rules: {},
  meta: {
    short: 'The classic: four free cells, build down in alternate colours.',
    description:
      'Eight columns dealt face up, four free cells and four foundations. Build the columns down in alternate colours and the foundations up by suit from Ace to King. Almost every deal can be won.',
    difficulty: 'medium',
    source: 'Microsoft FreeCell (its deal numbers)',
  },
});
