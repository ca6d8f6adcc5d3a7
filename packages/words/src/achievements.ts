/** The achievements (the calendar page): each one's title and how it is earned. */
export const ACHIEVEMENT_TEXT = {
  'no-undo': { title: 'No going back', how: 'Win a game without undoing a move.' },
  'no-hints': { title: 'On your own', how: 'Win a game without a hint or the solution.' },
  'fewer-cells': {
    title: 'Cells to spare',
    how: 'Win a game never using all the free cells the rules give.',
  },
  expert: { title: 'Expert', how: 'Win a deal the atlas grades Expert.' },
  'ten-in-a-row': { title: 'Ten in a row', how: 'Win ten games in a row.' },
} as const;
