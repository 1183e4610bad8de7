import { ArrowLeft, CircleCheck, FolderX, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePendingFolderReviewsQuery, usePendingReviewsQuery } from '@/__generated__/graphql';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { folderPaths, paths } from '@/config/paths';
import { StudyTagPicker } from '@/features/notes/components/study-tag-picker';
import { PendingCard } from '@/features/pending-reviews/components/pending-card';
import { type DifficultyCounts, PendingFolderCard } from '@/features/pending-reviews/components/pending-folder-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';
import { revalidateOnVisit } from '@/lib/network';

const text = es.pendingReviews;

const noCards: DifficultyCounts = { NEW: 0, HARD: 0, GOOD: 0, EASY: 0 };

function LoadingOrFailed({ failed }: { failed: boolean }) {
  return failed ? (
    <p role="alert" className="text-red-600">
      {text.loadFailed}
    </p>
  ) : (
    <Skeleton label={text.loading} className="h-64" />
  );
}

function PendingOverview() {
  const [policy] = useState(revalidateOnVisit); // what is due changes with the clock, not only with ratings;
  const { data, error } = usePendingReviewsQuery(policy);
  useDocumentTitle(es.titles.pendingReviews);
  const folders = useMemo(() => {
    if (!data) return [];
    const byFolder = new Map<string, DifficultyCounts>();
    for (const card of data.dueCards) {
      const counts = byFolder.get(card.folderId) ?? { ...noCards };
      counts[card.difficulty]++;
      byFolder.set(card.folderId, counts);
    }
    return data.folders
      .filter((folder) => folder.stats.dueCards > 0)
      .sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }))
      .map((folder) => ({ folder, byDifficulty: byFolder.get(folder.id) ?? noCards }));
  }, [data]);
  const total = folders.reduce((sum, { folder }) => sum + folder.stats.dueCards, 0);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
          {total > 0 && <p className="mt-1 text-slate-600">{text.summary(total, folders.length)}</p>}
        </div>
        {total > 0 && (
          <Link to={paths.study} className={buttonClasses('primary', 'shrink-0')}>
            <Play aria-hidden className="size-4" />
            {es.dashboard.prompt.studyAll(total)}
          </Link>
        )}
      </div>
      {total > 0 && <StudyTagPicker folderId={null} />}
      {!data ? (
        <LoadingOrFailed failed={!!error} />
      ) : folders.length === 0 ? (
        <EmptyState icon={CircleCheck} title={text.empty.title} description={text.empty.description}>
          <Link to={paths.folders} className={buttonClasses('primary')}>
            {text.empty.action}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {folders.map(({ folder, byDifficulty }) => (
            <PendingFolderCard
              key={folder.id}
              folder={folder}
              pending={folder.stats.dueCards}
              byDifficulty={byDifficulty}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function PendingFolder({ folderId }: { folderId: string }) {
  const [policy] = useState(revalidateOnVisit);
  const { data, error } = usePendingFolderReviewsQuery({ variables: { folderId }, ...policy });
  const folder = data?.folder;
  const now = new Date();
  useDocumentTitle(!data ? undefined : folder ? es.titles.pendingFolder(folder.name) : es.titles.folderNotFound);

  const back = (
    <Link
      to={paths.pendingReviews}
      className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      <ArrowLeft aria-hidden className="size-4" />
      {text.back}
    </Link>
  );

  if (!data) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <LoadingOrFailed failed={!!error} />
      </div>
    );
  }
  if (!folder) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <EmptyState
          icon={FolderX}
          title={es.folder.notFound.title}
          description={es.folder.notFound.description}
          headingLevel={1}
        />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {back}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{folder.name}</h1>
          {folder.description && <p className="mt-1 wrap-anywhere text-slate-600">{folder.description}</p>}
          <p className="mt-1 text-sm font-medium text-indigo-700">{text.pending(folder.dueCards.length)}</p>
        </div>
        {folder.dueCards.length > 0 && (
          <Link to={folderPaths.study(folder.id)} className={buttonClasses('primary', 'shrink-0')}>
            <Play aria-hidden className="size-4" />
            {text.startReview}
          </Link>
        )}
      </div>
      {folder.dueCards.length === 0 ? (
        <EmptyState icon={CircleCheck} title={text.folderEmpty} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {folder.dueCards.map((card) => (
            <PendingCard key={card.id} card={card} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function PendingReviewsRoute() {
  const { folderId } = useParams();
  return folderId ? <PendingFolder key={folderId} folderId={folderId} /> : <PendingOverview />;
}
