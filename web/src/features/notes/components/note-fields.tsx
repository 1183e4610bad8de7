import { es } from '@/lib/i18n/es';
import { NoteFieldEditor } from './note-field-editor';

/** The fields a cloze type's templates read with `{{cloze:Campo}}`: where gaps make cards. */
export function clozeFieldNames(templates: readonly { question: string }[]): string[] {
  return templates.flatMap(({ question }) => [...question.matchAll(/\{\{cloze:([^}]+)\}\}/g)].map((match) => match[1]));
}

/**
 * A note's fields as its type names them, in the type's order; the fields a cloze type makes cards of offer the
 * «Hueco» tool (the numbers count across all the fields, as Anki counts).
 */
export function NoteFields({
  noteType,
  values,
  onChange,
  error,
}: {
  /** `kind`: standard or cloze (the API's words). */
  noteType: { kind: string; fields: readonly string[]; templates: readonly { question: string }[] };
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** One message for the fields (the API's), shown under the first. */
  error?: string;
}) {
  const fieldValues = noteType.fields.map((_, index) => values[index] ?? '');
  const clozeFields = noteType.kind === 'cloze' ? clozeFieldNames(noteType.templates) : [];
  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">{es.notes.editor.fieldsLegend}</legend>
      {noteType.fields.map((name, index) => (
        <NoteFieldEditor
          key={name}
          label={name}
          value={fieldValues[index]}
          cloze={clozeFields.includes(name)}
          noteFields={fieldValues}
          error={index === 0 ? error : undefined}
          onChange={(value) => onChange(fieldValues.map((kept, at) => (at === index ? value : kept)))}
        />
      ))}
    </fieldset>
  );
}
