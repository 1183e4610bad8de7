import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStatisticsQuery } from '@/__generated__/graphql';
import { StatisticsView } from '@/features/statistics/components/statistics-view';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';
import { revalidateOnVisit } from '@/lib/network';

const text = es.statistics;

/** `/stats` (issue 13): all folders, or one (`?folderId=`), chosen in a selector; one query for the screen. */
export function StatsRoute() {
  useDocumentTitle(es.titles.stats);
  const [params, setParams] = useSearchParams();
  const folderId = params.get('folderId');
  const selectId = useId();
  // The figures change with the clock and with ratings made elsewhere; a page reloaded online starts from the copy
  // persisted for offline use, which must not stand for the API's answer.
  const [policy] = useState(revalidateOnVisit);
  const { data, error, loading } = useStatisticsQuery({ variables: { folderId, range: 'YEAR' }, ...policy });
  const statistics = data?.viewer?.statistics;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
          <p className="mt-1 text-slate-600">{text.description}</p>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
            {text.scopeLabel}
          </label>
          <select
            id={selectId}
            value={folderId ?? ''}
            onChange={(event) => setParams(event.target.value ? { folderId: event.target.value } : {})}
            className="w-full min-w-0 truncate rounded-xl border border-slate-300 bg-white px-3 py-2 md:w-72"
          >
            <option value="">{text.allFolders}</option>
            {(data?.folders ?? []).map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {statistics ? (
        <StatisticsView statistics={statistics} />
      ) : error ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : loading ? (
        <div role="status" className="h-96 animate-pulse rounded-2xl bg-slate-200/60">
          <span className="sr-only">{text.loading}</span>
        </div>
      ) : (
        <p role="alert" className="text-slate-700">
          {text.folderMissing}
        </p>
      )}
    </div>
  );
}
