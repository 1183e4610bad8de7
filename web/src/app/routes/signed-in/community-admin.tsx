import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCommunityReportsQuery } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { communityFolderPath } from '@/config/paths';
import { ReportActions } from '@/features/community/components/report-actions';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorMessage } from '@/lib/errors';
import { es } from '@/lib/i18n/es';

const text = es.community.admin;

/** `/admin/comunidad` (operators): open reports, oldest first, each to hide its folder or dismiss. */
export function CommunityAdminRoute() {
  useDocumentTitle(es.titles.communityAdmin);
  const { data, error, fetchMore } = useCommunityReportsQuery({ fetchPolicy: 'cache-and-network' });
  const page = data?.communityReports;

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-1 text-slate-600">{text.description}</p>
      </div>
      {page ? (
        page.reports.length > 0 ? (
          <>
            <ul className="flex flex-col gap-4">
              {page.reports.map((report) => (
                <li
                  key={report.id}
                  className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:flex-row md:items-start md:justify-between"
                >
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold wrap-anywhere">
                      <Link
                        to={communityFolderPath(report.folder.slug)}
                        className="text-indigo-800 underline-offset-2 hover:underline"
                      >
                        {report.folder.title}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600">{es.community.by(report.folder.authorName)}</p>
                    <p className="mt-2 font-medium">{es.community.report.reasons[report.reason] ?? report.reason}</p>
                    <p className="text-sm whitespace-pre-wrap text-slate-700 wrap-anywhere">
                      {report.text || text.noText}
                    </p>
                    <p className="mt-1 text-xs text-slate-500">
                      {text.reportedAt} {new Date(report.createdAt).toLocaleString('es-ES')}
                    </p>
                  </div>
                  <ReportActions report={report} />
                </li>
              ))}
            </ul>
            {page.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                onClick={() =>
                  fetchMore({
                    variables: { after: page.reports.at(-1)?.id },
                    updateQuery: (previous, { fetchMoreResult }) => ({
                      communityReports: {
                        ...fetchMoreResult.communityReports,
                        reports: [...previous.communityReports.reports, ...fetchMoreResult.communityReports.reports],
                      },
                    }),
                  })
                }
              >
                {text.loadMore}
              </Button>
            )}
          </>
        ) : (
          <EmptyState icon={ShieldCheck} title={text.empty} />
        )
      ) : error ? (
        <p role="alert" className="text-red-600">
          {errorMessage(error) ?? text.loadFailed}
        </p>
      ) : (
        <Skeleton label={text.loading} className="h-64" />
      )}
    </div>
  );
}
