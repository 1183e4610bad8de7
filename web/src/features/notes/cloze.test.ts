import { clozeNumbers, clozePreview, clozeText, nextClozeNumber, wrapInCloze } from './cloze';

describe('the «Hueco» tool', () => {
  it('reads the numbers written across the fields, shared ones too', () => {
    expect(clozeNumbers(['{{c2::a}} {{c1,3::b}}', 'extra {{c7::c}}', '{{c0::d}}'])).toEqual([1, 2, 3, 7]);
  });

  it('gives a new gap the number after the highest, or keeps the highest', () => {
    expect(nextClozeNumber(['sin huecos'], false)).toBe(1);
    expect(nextClozeNumber(['sin huecos'], true)).toBe(1);
    expect(nextClozeNumber(['{{c1::a}} {{c3::b}}'], false)).toBe(4);
    expect(nextClozeNumber(['{{c1::a}} {{c3::b}}'], true)).toBe(3);
  });

  it('wraps the selection and leaves the cursor before the closing braces, where a hint is typed', () => {
    const value = 'Madrid es la capital de España';
    const edit = wrapInCloze(value, 0, 6, 1);
    expect(edit.value).toBe('{{c1::Madrid}} es la capital de España');
    expect(edit.value.slice(0, edit.cursor)).toBe('{{c1::Madrid');
  });

  it('puts an empty gap at the cursor when nothing is selected', () => {
    const edit = wrapInCloze('hola ', 5, 5, 2);
    expect(edit).toEqual({ value: 'hola {{c2::}}', cursor: 11 });
  });
});

describe('the preview of a cloze field', () => {
  it('makes one card per number, its gaps asked (with their hints) and revealed, as the server marks them', () => {
    expect(
      clozePreview('{{c1::Madrid}} es la capital de {{c2::España::país}} y {{c1::Lisboa}} la de Portugal'),
    ).toEqual([
      {
        front: '**\\[...\\]** es la capital de España y **\\[...\\]** la de Portugal',
        back: '**Madrid** es la capital de España y **Lisboa** la de Portugal',
      },
      {
        front: 'Madrid es la capital de **\\[país\\]** y Lisboa la de Portugal',
        back: 'Madrid es la capital de **España** y Lisboa la de Portugal',
      },
    ]);
  });

  it('makes no card of a text without gaps', () => {
    expect(clozePreview('sin huecos')).toEqual([]);
  });
});

describe('a cloze field as a list reads it', () => {
  it('shows each gap as its text, without braces, numbers or hints', () => {
    expect(clozeText('{{c1::Madrid::capital}} es la capital de {{c2,3::España}}.')).toBe(
      'Madrid es la capital de España.',
    );
    expect(clozeText('El **{{c1::perro}}** ladra')).toBe('El **perro** ladra');
  });

  it('opens gaps inside gaps, and leaves a text without gaps as it is', () => {
    expect(clozeText('{{c1::la {{c2::gran}} ciudad}}')).toBe('la gran ciudad');
    expect(clozeText('sin huecos {{no es un hueco}}')).toBe('sin huecos {{no es un hueco}}');
  });
});
