// @vitest-environment jsdom
/**
 * A drill's verdict and the review's texts draw card names in their suit's colour (the lessons'
 * LessonText): red for ♥ and ♦, black for ♣ and ♠, in the answer, the right answer and why.
 */
import { render } from '@testing-library/svelte';
import { describe, expect, test } from 'vitest';
import LessonText from '../LessonText.svelte';
import DrillVerdict from './DrillVerdict.svelte';

/** Each card mention drawn, as "card:colour". */
const coloured = (root: HTMLElement): string[] =>
  [...root.querySelectorAll('.suit-red, .suit-black')].map(
    (e) => `${e.textContent}:${e.classList.contains('suit-red') ? 'red' : 'black'}`,
  );

describe('card names in their suit colour', () => {
  test('the verdict of a drill missed: the answer given, the right one and why', () => {
    const { container, getByTestId } = render(DrillVerdict, {
      props: {
        graded: {
          correct: false,
          given: 'Move the 10♣ from column 7 onto the J♥.',
          expected: 'Move the J♥ to column 8.',
          why: 'It frees the 9♦ for the 10♠.',
          stars: 0,
        },
        hints: 1,
      },
    });
    expect(coloured(container)).toEqual(['10♣:black', 'J♥:red', 'J♥:red', '9♦:red', '10♠:black']);
    expect(getByTestId('verdict').textContent).toContain('1 hint taken');
    expect(getByTestId('review-note').textContent).toContain('new drill of this kind');
  });

  test('a right answer after two hints: partial, said, and its why coloured', () => {
    const { container, getByTestId } = render(DrillVerdict, {
      props: {
        graded: { correct: true, given: 'Yes', expected: 'Yes', why: 'Start with the A♦.', stars: 1 },
        hints: 2,
        inReview: true,
      },
    });
    expect(coloured(container)).toEqual(['A♦:red']);
    expect(getByTestId('verdict').textContent).toContain('2 hints taken');
    expect(getByTestId('review-note').textContent).toContain('comes back in ten minutes');
  });

  test('any text: every card symbol, 10 and T alike; words around them kept', () => {
    const { container } = render(LessonText, { props: { text: 'The Q♥ and T♦ over the 10♣, not a red 9.' } });
    expect(coloured(container)).toEqual(['Q♥:red', 'T♦:red', '10♣:black']);
    expect(container.textContent).toBe('The Q♥ and T♦ over the 10♣, not a red 9.');
  });
});
