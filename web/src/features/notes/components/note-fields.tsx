import { es } from '@/lib/i18n/es';
import { NoteFieldEditor } from './note-field-editor';

/**
 * A note's fields as its type names them, in the type's order; a cloze type's fields offer the «Hueco» tool (the
 * numbers count across all of them, as Anki counts).
 */
export function NoteFields({
  noteType,
  values,
  onChange,
  error,
}: {
  /** `kind`: standard or cloze (the API's words). */
  noteType: { kind: string; fields: readonly string[] };
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** One message for the fields (the API's), shown under the first. */
  error?: string;
}) {
  const fieldValues = noteType.fields.map((_, index) => values[index] ?? '');
  return (
    <fieldset className="grid gap-4">
      <legend className="sr-only">{es.notes.editor.fieldsLegend}</legend>
      {noteType.fields.map((name, index) => (
        <NoteFieldEditor
          key={name}
          label={name}
          value={fieldValues[index]}
          cloze={noteType.kind === 'cloze'}
          noteFields={fieldValues}
          error={index === 0 ? error : undefined}
          onChange={(value) => onChange(fieldValues.map((kept, at) => (at === index ? value : kept)))}
        />
      ))}
    </fieldset>
  );
}
