import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useImportFoldersQuery, useImportNoteTypesQuery } from '@/__generated__/graphql';
import { ImportForm, type StartedImport } from '@/features/imports/components/import-form';
import { ImportProgress } from '@/features/imports/components/import-progress';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

const text = es.imports;

/**
 * `/import` (`?folderId=N` to import into that folder): the form with its preview, then the job's progress and
 * report. Papaparse comes with this screen's chunk only.
 */
export function ImportRoute() {
  const [params] = useSearchParams();
  const { data } = useImportFoldersQuery();
  const { data: types } = useImportNoteTypesQuery();
  const [started, setStarted] = useState<StartedImport | null>(null);
  // A new form after "another import"; the same choices after a failure ("try again").
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(es.titles.import);

  const folders = useMemo(() => data?.folders ?? [], [data]);
  const folderNames = useMemo(() => {
    const names = new Map(folders.map((folder) => [folder.id, folder.name]));
    return names;
  }, [folders]);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-1 text-slate-600">{text.description}</p>
      </div>
      <div className={started ? 'hidden' : undefined}>
        <ImportForm
          key={formKey}
          folders={folders}
          noteTypes={types?.noteTypes ?? []}
          initialFolderId={params.get('folderId')}
          onStarted={setStarted}
        />
      </div>
      {started && (
        <ImportProgress
          jobId={started.jobId}
          folderNames={folderNames}
          onRetry={() => setStarted(null)}
          onAnother={() => {
            setStarted(null);
            setFormKey((key) => key + 1);
          }}
        />
      )}
    </div>
  );
}
