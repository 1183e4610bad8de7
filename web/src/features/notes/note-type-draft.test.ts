import { draftOf, draftReducer } from './note-type-draft';

const basic = draftOf({
  fields: ['Anverso', 'Reverso'],
  templates: [{ name: 'Tarjeta 1', question: '{{Anverso}}', answer: '{{Reverso}}' }],
});

describe("a note type's draft", () => {
  it('remembers which saved field each one was through a rename, a move, a deletion and an addition', () => {
    let draft = draftReducer(basic, { type: 'renameField', index: 0, name: 'Palabra' });
    draft = draftReducer(draft, { type: 'addField', name: '  Ejemplo ' });
    draft = draftReducer(draft, { type: 'moveField', index: 2, by: -1 });
    draft = draftReducer(draft, { type: 'deleteField', index: 2 });
    expect(draft.fields).toEqual([
      { name: 'Palabra', from: 0 },
      { name: 'Ejemplo', from: null },
    ]);
    // The templates are the API's to rewrite for the rename: not edited, not sent.
    expect(draft.templatesEdited).toBe(false);
  });

  it('does not move past either end, nor add a field without a name', () => {
    expect(draftReducer(basic, { type: 'moveField', index: 0, by: -1 })).toBe(basic);
    expect(draftReducer(basic, { type: 'moveField', index: 1, by: 1 })).toBe(basic);
    expect(draftReducer(basic, { type: 'addField', name: '   ' })).toBe(basic);
  });

  it('keeps an edited template with the saved one it was', () => {
    const draft = draftReducer(basic, { type: 'editTemplate', index: 0, part: 'answer', text: '{{Reverso}}<br>' });
    expect(draft.templates).toEqual([
      { name: 'Tarjeta 1', question: '{{Anverso}}', answer: '{{Reverso}}<br>', from: 0 },
    ]);
    expect(draft.templatesEdited).toBe(true);
  });

  it('deletes a template, never the last one', () => {
    const two = draftOf({
      fields: ['Anverso', 'Reverso'],
      templates: [
        { name: 'Tarjeta 1', question: '{{Anverso}}', answer: '{{Reverso}}' },
        { name: 'Tarjeta 2', question: '{{Reverso}}', answer: '{{Anverso}}' },
      ],
    });
    const one = draftReducer(two, { type: 'deleteTemplate', index: 0 });
    expect(one.templates).toEqual([{ name: 'Tarjeta 2', question: '{{Reverso}}', answer: '{{Anverso}}', from: 1 }]);
    expect(draftReducer(one, { type: 'deleteTemplate', index: 0 })).toBe(one);
  });
});
