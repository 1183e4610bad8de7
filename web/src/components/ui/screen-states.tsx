import { ArrowLeft, FolderX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BackLink } from '@/components/ui/back-link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';

/** A screen whose data has not come yet: its way back, then a skeleton, or an alert when loading failed. */
export function ScreenLoading({
  backTo,
  back,
  failed,
  loading,
  loadFailed,
}: {
  backTo: string;
  back: string;
  failed: boolean;
  loading: string;
  loadFailed: string;
}) {
  return (
    <div className="flex flex-col gap-6">
      <BackLink to={backTo}>{back}</BackLink>
      {failed ? (
        <p role="alert" className="text-red-600">
          {loadFailed}
        </p>
      ) : (
        <Skeleton label={loading} className="h-64" />
      )}
    </div>
  );
}

/** A folder that does not exist (or is someone else's, which looks the same): what happened, and a way back. */
export function FolderNotFound({
  title,
  description,
  backTo,
  back,
}: {
  title: string;
  description: string;
  backTo: string;
  back: string;
}) {
  return (
    <EmptyState icon={FolderX} title={title} description={description} headingLevel={1}>
      <Link to={backTo} className={buttonClasses('primary')}>
        <ArrowLeft aria-hidden className="size-4" />
        {back}
      </Link>
    </EmptyState>
  );
}

/** One of the learner's folders that does not exist (or is another learner's), as `/folders/{id}` and its screens say it. */
export function LearnerFolderNotFound() {
  const { title, description, back } = es.folder.notFound;
  return <FolderNotFound title={title} description={description} backTo={paths.folders} back={back} />;
}
