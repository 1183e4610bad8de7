import { useId, useState } from 'react';
import { useNoteTypesQuery } from '@/__generated__/graphql';
import { BackLink } from '@/components/ui/back-link';
import { SectionCard } from '@/components/ui/section-card';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { AddNoteType } from '@/features/notes/components/add-note-type';
import { NoteTypeEditor } from '@/features/notes/components/note-type-editor';
import { TagsSection } from '@/features/notes/components/tags-section';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

const text = es.noteTypes;

/** The learner's note types (DESIGN §16): the built-ins and their own, each edited here; a new one is a copy. */
export function NoteTypesRoute() {
  const { data, error } = useNoteTypesQuery({ fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  useDocumentTitle(es.titles.noteTypes);
  const [chosen, setChosen] = useState<string | null>(null);
  const listId = useId();
  const noteTypes = data?.noteTypes ?? [];
  const noteType = noteTypes.find((type) => type.id === chosen) ?? noteTypes[0];

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <BackLink to={paths.settings}>{text.back}</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-1 text-slate-600">{text.description}</p>
      </div>
      {error && !data ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : !noteType ? (
        <Skeleton label={text.loading} className="h-64" />
      ) : (
        <>
          <section aria-labelledby={listId} className="grid gap-3">
            <h2 id={listId} className="text-lg font-semibold">
              {text.listTitle}
            </h2>
            <ul className="grid gap-1 text-sm text-slate-700">
              {noteTypes.map((type) => (
                <li key={type.id}>
                  <span className="font-medium">{type.name}</span> · {text.summary(type.fields.length, type.noteCount)}
                </li>
              ))}
            </ul>
          </section>
          <SectionCard title={text.addTitle}>
            <AddNoteType noteTypes={noteTypes} onAdded={setChosen} />
          </SectionCard>
          <SectionCard title={text.editTitle}>
            <div className="grid gap-6">
              <SelectField
                label={text.choose}
                value={noteType.id}
                options={noteTypes.map((type) => ({ value: type.id, label: type.name }))}
                onChange={(event) => setChosen(event.target.value)}
              />
              {/* A new editor for each type, its draft from that type. */}
              <NoteTypeEditor key={noteType.id} noteType={noteType} />
            </div>
          </SectionCard>
          <SectionCard title={es.notes.tagsSection.title}>
            <TagsSection tags={data?.tags ?? []} />
          </SectionCard>
        </>
      )}
    </div>
  );
}
