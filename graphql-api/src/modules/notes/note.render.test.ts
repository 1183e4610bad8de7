import { type NoteTypeTemplates, renderNoteCards } from './note.render';

const answer = (field: string) => `{{FrontSide}}\n\n<hr id=answer>\n\n{{${field}}}`;
const forward = { name: 'Tarjeta 1', question: '{{Anverso}}', answer: answer('Reverso') };
const basic: NoteTypeTemplates = {
  name: 'Básica',
  kind: 'standard',
  fields: ['Anverso', 'Reverso'],
  templates: [forward],
};
const reversed: NoteTypeTemplates = {
  ...basic,
  name: 'Básica y al revés',
  templates: [forward, { name: 'Tarjeta 2', question: '{{Reverso}}', answer: answer('Anverso') }],
};
const optional: NoteTypeTemplates = {
  name: 'Básica con reverso opcional',
  kind: 'standard',
  fields: ['Anverso', 'Reverso', 'Añadir reverso'],
  templates: [
    forward,
    { name: 'Tarjeta 2', question: '{{#Añadir reverso}}{{Reverso}}{{/Añadir reverso}}', answer: answer('Anverso') },
  ],
};
const cloze: NoteTypeTemplates = {
  name: 'Huecos',
  kind: 'cloze',
  fields: ['Texto', 'Extra'],
  templates: [{ name: 'Huecos', question: '{{cloze:Texto}}', answer: '{{cloze:Texto}}\n\n{{Extra}}' }],
};

describe('renderNoteCards', () => {
  it('renders a "Básica" note as one card of its two fields, Markdown kept', () => {
    expect(renderNoteCards(basic, ['**el perro**', 'the *dog*'])).toEqual([
      { ord: 0, front: '**el perro**', back: 'the *dog*' },
    ]);
  });

  it('renders "Básica y al revés" as both directions', () => {
    expect(renderNoteCards(reversed, ['sol', 'sun'])).toEqual([
      { ord: 0, front: 'sol', back: 'sun' },
      { ord: 1, front: 'sun', back: 'sol' },
    ]);
  });

  it('renders the second card of "Básica con reverso opcional" only when its field is filled', () => {
    expect(renderNoteCards(optional, ['sol', 'sun', ''])).toEqual([{ ord: 0, front: 'sol', back: 'sun' }]);
    expect(renderNoteCards(optional, ['sol', 'sun', 'sí'])).toEqual([
      { ord: 0, front: 'sol', back: 'sun' },
      { ord: 1, front: 'sun', back: 'sol' },
    ]);
  });

  it('renders "Huecos" as one card per ordinal, hints shown, several deletions of one ordinal one card', () => {
    const cards = renderNoteCards(cloze, [
      '{{c1::Madrid}} es la capital de {{c2::España::país}} y {{c1::Lisboa}} la de Portugal',
      'Geografía',
    ]);
    expect(cards.map((card) => card.ord)).toEqual([0, 1]);
    // Markdown of what shows: bold `[...]` and `[país]` (brackets escaped, not a link).
    expect(cards[0].front).toBe('**\\[...\\]** es la capital de España y **\\[...\\]** la de Portugal');
    expect(cards[1].front).toBe('Madrid es la capital de **\\[país\\]** y Lisboa la de Portugal');
    expect(cards[1].back).toContain('**España**');
    expect(cards[1].back).toContain('Geografía');
  });
});
