import { render, screen } from '@testing-library/react';
import { preloadCardMarkdown } from '@/components/card-content/card-content';
import { card } from '@/testing/fixtures';
import { CardSides } from './card-sides';

// The first card of the "Huecos" note `{{c1::Madrid}} es la **capital** de {{c1::España::país}}`, as the server's
// renderer stores it (notes/note.render.ts).
const cloze = card({
  id: '1',
  front: '**\\[...\\]** es la **capital** de **\\[país\\]**',
  back: '**Madrid** es la **capital** de **España**',
});

// Formatted sides render once the Markdown renderer (a chunk of its own) has come: here it has.
beforeAll(() => preloadCardMarkdown());

describe('CardSides with a cloze card', () => {
  it('marks each gap asked and says «hueco», with its hint, to screen readers', () => {
    const { container } = render(<CardSides card={cloze} revealed={false} />);
    const gaps = container.querySelectorAll('mark');
    expect([...gaps].map((gap) => gap.textContent)).toEqual(['[...]hueco', '[país]hueco, pista: país']);
    // The brackets are for the eye; the words are what a screen reader says.
    expect(gaps[0].querySelector('[aria-hidden]')).toHaveTextContent('[...]');
    expect(screen.getByText('hueco, pista: país')).toHaveClass('sr-only');
    // The learner's own bold word is not a gap.
    expect(screen.getByText('capital').tagName).toBe('STRONG');
  });

  it('marks the texts revealed on the answer, where the gaps were', () => {
    const { container } = render(<CardSides card={cloze} revealed />);
    const answer = container.querySelector('[data-card-side="back"]') as HTMLElement;
    expect([...answer.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'respuesta del hueco: Madrid',
      'respuesta del hueco: España',
    ]);
    expect(answer.querySelector('strong')).toHaveTextContent('capital');
  });

  it('marks nothing on a card that is not a cloze', () => {
    const { container } = render(
      <CardSides card={card({ id: '2', front: 'the **bill**', back: 'la cuenta' })} revealed />,
    );
    expect(container.querySelector('mark')).toBeNull();
  });
});
