// The note types screen's unsaved fields and templates: each field and template remembers which saved one it was
// (`from`, its index), so that the API keeps the notes' text of a renamed or moved field and the cards of a kept
// template, and deletes only what the learner took out.

export type DraftField = { name: string; from: number | null };
export type DraftTemplate = { name: string; question: string; answer: string; from: number | null };
/**
 * `templatesEdited`: the templates are sent only once the learner changed them; otherwise the API rewrites the saved
 * ones itself for renamed fields.
 */
export type Draft = { fields: DraftField[]; templates: DraftTemplate[]; templatesEdited: boolean };

export type DraftAction =
  | { type: 'renameField'; index: number; name: string }
  | { type: 'moveField'; index: number; by: -1 | 1 }
  | { type: 'deleteField'; index: number }
  | { type: 'addField'; name: string }
  | { type: 'editTemplate'; index: number; part: 'question' | 'answer'; text: string }
  | { type: 'deleteTemplate'; index: number }
  | { type: 'reset'; draft: Draft };

/** The draft of a saved type: every field and template kept as it is. */
export function draftOf(noteType: {
  fields: readonly string[];
  templates: readonly { name: string; question: string; answer: string }[];
}): Draft {
  return {
    fields: noteType.fields.map((name, index) => ({ name, from: index })),
    templates: noteType.templates.map(({ name, question, answer }, index) => ({ name, question, answer, from: index })),
    templatesEdited: false,
  };
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'renameField':
      return {
        ...draft,
        fields: draft.fields.map((field, at) => (at === action.index ? { ...field, name: action.name } : field)),
      };
    case 'moveField': {
      const to = action.index + action.by;
      if (to < 0 || to >= draft.fields.length) return draft;
      const fields = [...draft.fields];
      [fields[action.index], fields[to]] = [fields[to], fields[action.index]];
      return { ...draft, fields };
    }
    case 'deleteField':
      return { ...draft, fields: draft.fields.filter((_, at) => at !== action.index) };
    case 'addField':
      return action.name.trim()
        ? { ...draft, fields: [...draft.fields, { name: action.name.trim(), from: null }] }
        : draft;
    case 'editTemplate':
      return {
        ...draft,
        templatesEdited: true,
        templates: draft.templates.map((template, at) =>
          at === action.index ? { ...template, [action.part]: action.text } : template,
        ),
      };
    case 'deleteTemplate':
      // A type keeps one template at least (the API refuses none).
      if (draft.templates.length <= 1) return draft;
      return { ...draft, templatesEdited: true, templates: draft.templates.filter((_, at) => at !== action.index) };
    case 'reset':
      return action.draft;
  }
}

/** What saving (or previewing) a draft sends: its fields, and its templates once they were edited. */
export function draftInput(draft: Draft) {
  return { fields: draft.fields, ...(draft.templatesEdited ? { templates: draft.templates } : {}) };
}
