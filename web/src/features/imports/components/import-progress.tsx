import { useApolloClient } from '@apollo/client/react';
import { CheckCircle2, FolderOpen, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import { type ImportJobQuery, type ImportStatus, useImportJobQuery, useViewerQuery } from '@/__generated__/graphql';
import { Button, buttonClasses } from '@/components/ui/button';
import { folderPaths } from '@/config/paths';
import { forgetImported } from '@/lib/cache-lists';
import { formatCount } from '@/lib/format';
import { es } from '@/lib/i18n/es';

const text = es.imports;

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 500;

type Job = NonNullable<ImportJobQuery['importJob']>;
type Report = NonNullable<Job['report']>;

const finished = (status: ImportStatus | undefined) => status === 'done' || status === 'failed';

/**
 * One import from the moment it is queued: a progress bar while the job runs (polled through GraphQL), then its
 * report, or the server's reason when it failed (nothing was imported then).
 */
export function ImportProgress({
  jobId,
  folderNames,
  onRetry,
  onAnother,
}: {
  jobId: string;
  /** Folder names by id, to name the report's links (the folder list is fetched again when the import ends). */
  folderNames: ReadonlyMap<string, string>;
  onRetry: () => void;
  onAnother: () => void;
}) {
  const { data, stopPolling } = useImportJobQuery({
    variables: { id: jobId },
    pollInterval: IMPORT_POLL_MS,
    fetchPolicy: 'network-only',
  });
  const job = data?.importJob ?? null;
  const status = job?.status;
  const { cache } = useApolloClient();
  // The signed-in frame has already asked who this is: its figures are the ones to drop.
  const viewer = useViewerQuery({ fetchPolicy: 'cache-only' }).data?.viewer;
  const titleId = useId();

  useEffect(() => {
    if (finished(status)) stopPolling();
  }, [status, stopPolling]);

  const folderIds = job?.report?.folderIds;
  useEffect(() => {
    if (status === 'done' && folderIds) forgetImported(cache, folderIds, viewer?.id);
  }, [status, folderIds, cache, viewer?.id]);

  if (status === 'failed') {
    return (
      <section
        aria-labelledby={titleId}
        className="flex flex-col gap-4 rounded-2xl border border-red-200 bg-red-50 p-5"
      >
        <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold text-red-900">
          <TriangleAlert aria-hidden className="size-5" />
          {text.failedTitle}
        </h2>
        <p role="alert" className="wrap-anywhere text-red-800">
          {job?.error}
        </p>
        <Button variant="secondary" onClick={onRetry} className="self-stretch sm:self-start">
          <RotateCcw aria-hidden className="size-4" />
          {text.retry}
        </Button>
      </section>
    );
  }

  if (status === 'done' && job?.report) {
    return <ImportReport report={job.report} folderNames={folderNames} onAnother={onAnother} />;
  }

  const total = job?.total ?? null;
  const processed = job?.processed ?? 0;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {text.progressTitle}
        {job?.fileName && (
          <span className="block text-sm font-normal wrap-anywhere text-slate-600">{job.fileName}</span>
        )}
      </h2>
      {total === null ? (
        <progress aria-label={text.progressLabel} aria-valuetext={text.queued} className="import-progress w-full" />
      ) : (
        <progress
          aria-label={text.progressLabel}
          aria-valuetext={text.progressText(processed, total)}
          value={processed}
          max={Math.max(total, 1)}
          className="import-progress w-full"
        />
      )}
      <p className="text-sm text-slate-600" aria-live="polite">
        {total === null ? text.queued : text.progress(processed, total)}
      </p>
    </section>
  );
}

/** What the import did, with a link to each folder it wrote to. */
function ImportReport({
  report,
  folderNames,
  onAnother,
}: {
  report: Report;
  folderNames: ReadonlyMap<string, string>;
  onAnother: () => void;
}) {
  const titleId = useId();
  // Always the folders and cards; the rest only when the import had any (a CSV has no history, media or suspension).
  const figures: [string, number][] = (
    [
      [text.report.foldersCreated, report.foldersCreated, true],
      [text.report.cardsCreated, report.cardsCreated, true],
      [text.report.cardsUpdated, report.cardsUpdated, false],
      [text.report.cardsUnchanged, report.cardsUnchanged, false],
      [text.report.reviewsImported, report.reviewsImported, false],
      [text.report.suspendedCards, report.suspendedCards, false],
      [text.report.mediaImported, report.mediaImported, false],
      [text.report.duplicatesSkipped, report.duplicatesSkipped, true],
      [text.report.mediaSkipped, report.mediaSkipped, false],
    ] as const
  )
    .filter(([, value, always]) => always || value > 0)
    .map(([label, value]) => [label, value]);
  const problems = [
    { title: text.report.notesSkipped, items: report.notesSkipped },
    { title: text.report.mediaProblems, items: report.mediaProblems },
  ].filter((problem) => problem.items.length > 0);

  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-emerald-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} role="status" className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
        <CheckCircle2 aria-hidden className="size-5 text-emerald-700" />
        {text.doneTitle}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{formatCount(value)}</dd>
          </div>
        ))}
      </dl>
      {problems.map((problem) => (
        <div key={problem.title}>
          <h3 className="font-semibold">{problem.title}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {problem.items.map((skip) => (
              <li key={skip.reason} className="wrap-anywhere">
                {skip.reason}: <strong>{formatCount(skip.count)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {report.folderIds.length > 0 && (
        <div>
          <h3 className="font-semibold">{text.report.folders}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {report.folderIds.map((id) => {
              const name = folderNames.get(id) ?? text.report.unnamedFolder(id);
              return (
                <li key={id}>
                  <Link
                    to={folderPaths.detail(id)}
                    className={buttonClasses('secondary', 'w-full justify-start sm:w-auto')}
                  >
                    <FolderOpen aria-hidden className="size-4 shrink-0" />
                    <span className="min-w-0 wrap-anywhere">{text.report.openFolder(name)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      <Button variant="secondary" onClick={onAnother} className="self-stretch sm:self-start">
        {text.another}
      </Button>
    </section>
  );
}
