import { FolderOpen, Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useDashboardQuery } from '@/__generated__/graphql';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { dashboardRefreshMs } from '@/config/refresh';
import { LearningProgress } from '@/features/dashboard/components/learning-progress';
import { ReviewPrompt } from '@/features/dashboard/components/review-prompt';
import { StatCards } from '@/features/dashboard/components/stat-cards';
import { StudyTagPicker } from '@/features/notes/components/study-tag-picker';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRefetchWhenStale, useStalePolicy } from '@/hooks/use-stale-time';
import { es } from '@/lib/i18n/es';

const text = es.dashboard;

function DashboardSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{text.loading}</span>
      <div aria-hidden className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-32 animate-pulse rounded-2xl bg-slate-200/70" />
        ))}
      </div>
      <div aria-hidden className="h-64 animate-pulse rounded-2xl bg-slate-200/70" />
    </div>
  );
}

/** Home for a signed-in learner: today's figures, refreshed every minute and on focus when stale (SPEC §7). */
export function DashboardRoute() {
  const policy = useStalePolicy('dashboard', dashboardRefreshMs.stale);
  const { data, error, refetch } = useDashboardQuery({ ...policy, pollInterval: dashboardRefreshMs.poll });
  useRefetchWhenStale('dashboard', dashboardRefreshMs.stale, { data, refetch, fetchPolicy: policy.fetchPolicy });
  const stats = data?.viewer?.stats;
  useDocumentTitle(es.titles.dashboard);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
          <p className="mt-1 text-slate-600">{text.description}</p>
        </div>
        <div className="flex gap-3">
          <Link to={paths.folders} className={buttonClasses('secondary', 'flex-1 sm:flex-none')}>
            <FolderOpen aria-hidden className="size-4" />
            {text.links.folders}
          </Link>
          <Link to={paths.store} className={buttonClasses('secondary', 'flex-1 sm:flex-none')}>
            <Store aria-hidden className="size-4" />
            {text.links.store}
          </Link>
        </div>
      </div>
      {stats ? (
        <>
          {stats.cardsDueToday > 0 && (
            <>
              <ReviewPrompt dueToday={stats.cardsDueToday} totalFolders={stats.totalFolders} />
              <StudyTagPicker folderId={null} />
            </>
          )}
          <StatCards stats={stats} />
          <LearningProgress stats={stats} />
        </>
      ) : error ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : (
        <DashboardSkeleton />
      )}
    </div>
  );
}
