/** The deal of the day's calendar page. */
export const CALENDAR_TITLE = 'Deal of the day calendar — Cascade';
/** Says: "Deal of the day calendar and achievements" */
export const CALENDAR_LINK = 'Deal of the day calendar and achievements';
/** Says: "Every day one winnable … deal, the same for everyone (a day runs midnight to midnight UTC). Win … days of a…" (the parts marked … are the facts it is given). */
export const calendarIntro = (
  variant: string,
  badge: { readonly bronze: number; readonly silver: number },
): string =>
  `Every day one winnable ${variant} deal, the same for everyone (a day runs midnight to midnight UTC). Win ${badge.bronze} days of a month for bronze, ${badge.silver} for silver, every day for gold.`;
