/** Finding a deal: what the game says when the atlas cannot help and the engine checked deals instead. */
export const noDealShownWinnable = (variant: string): string =>
  `No deal of ${variant} tried could be shown winnable in the time allowed: this one may not be winnable.`;
/** Says: "Every one of the … deals of … tried is lost from the start: these rules may leave no deal winnable." (the parts marked … are the facts it is given). */
export const everyDealLost = (tried: number, variant: string): string =>
  `Every one of the ${tried} deals of ${variant} tried is lost from the start: these rules may leave no deal winnable.`;
/** `why` the atlas could not help, then what was done instead. */
export const dealCheckedHere = (why: string): string =>
  `${why}, so this deal was checked here instead: it can be won.`;
/** Says: "…, so its difficulty is not known: here is a deal checked winnable." (the parts marked … are the facts it is given). */
export const levelUnknownChecked = (why: string): string =>
  `${why}, so its difficulty is not known: here is a deal checked winnable.`;
/** A link that names no game (the play page's title then). */
export const LINK_OPENS_NO_GAME = 'This link does not open a game';
