import { clozeExpectedAnswer, clozeGapIndexes, clozeHint } from './cloze-sides';

// The sides the server stores for the "Huecos" note `La **capital** de {{c1::España}} es {{c2::Madrid::ciudad}}, y la
// de {{c1::Francia}} París` (Extra: `Geografía **básica**`), as its renderer writes them (notes/note.render.ts).
const first = {
  front: 'La **capital** de **\\[...\\]** es Madrid, y la de **\\[...\\]** París',
  back: 'La **capital** de **España** es Madrid, y la de **Francia** París\n\nGeografía **básica**',
};
const second = {
  front: 'La **capital** de España es **\\[ciudad\\]**, y la de Francia París',
  back: 'La **capital** de España es **Madrid**, y la de Francia París\n\nGeografía **básica**',
};

describe('a cloze card read from its stored sides', () => {
  it('finds the gaps among the bold runs of the question, past a bold word of the learner; the other numbers show their text', () => {
    expect(clozeGapIndexes(first.front)).toEqual([1, 2]);
    expect(clozeGapIndexes(second.front)).toEqual([1]);
    expect(clozeGapIndexes('la **casa** \\[x\\]')).toEqual([]);
  });

  it('asks for the texts revealed where the question has gaps, joined as Anki joins them', () => {
    expect(clozeExpectedAnswer(first.front, first.back)).toBe('España, Francia');
    expect(clozeExpectedAnswer(second.front, second.back)).toBe('Madrid');
  });

  it('expects the whole answer of a card that has no gap', () => {
    expect(clozeExpectedAnswer('the **bill**', 'la cuenta')).toBeNull();
  });

  it("reads a gap's hint, none for the plain gap", () => {
    expect(clozeHint('[ciudad]')).toBe('ciudad');
    expect(clozeHint('[...]')).toBeNull();
  });
});
