import { Flag, LogIn } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useCommunityFolderQuery } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { FolderNotFound, ScreenLoading } from '@/components/ui/screen-states';
import { communityFolderPath, loginThenBack, paths } from '@/config/paths';
import { languageName } from '@/features/community/community-options';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useViewer } from '@/hooks/use-viewer';
import { es } from '@/lib/i18n/es';
import { formatLongDate } from '@/lib/long-date';

// What only a signed-in learner uses (the report form, the copy) comes with the viewer, not with a visitor's page.
const CopyCommunityFolderButton = lazy(() =>
  import('@/features/community/components/copy-community-folder-button').then((m) => ({
    default: m.CopyCommunityFolderButton,
  })),
);
const ReportDialog = lazy(() =>
  import('@/features/community/components/report-dialog').then((m) => ({ default: m.ReportDialog })),
);

const text = es.community;

/**
 * `/comunidad/<slug>`: a published folder's public page (signed out too): its description (Markdown, as cards are
 * rendered), author, licence, figures and first 20 cards; "Añadir a mis carpetas" and "Denunciar" for a learner,
 * a link to sign in and come back for a visitor.
 */
export function CommunityFolderRoute() {
  const { slug = '' } = useParams();
  const { data, error } = useCommunityFolderQuery({ variables: { slug } });
  const { viewer } = useViewer();
  const [reporting, setReporting] = useState(false);
  // Kept once opened, so that closing it animates and gives focus back.
  const reportUsed = useRef(false);
  if (reporting) reportUsed.current = true;
  const cardsId = useId();
  const folder = data?.communityFolder;
  useDocumentTitle(!data ? undefined : folder ? folder.title : es.titles.communityFolderNotFound);

  if (!data) {
    return (
      <ScreenLoading
        backTo={paths.community}
        back={text.backToCommunity}
        failed={Boolean(error)}
        loading={text.loading}
        loadFailed={text.loadFailed}
      />
    );
  }

  if (!folder) {
    return (
      <FolderNotFound
        title={text.notFound.title}
        description={text.notFound.description}
        backTo={paths.community}
        back={text.backToCommunity}
      />
    );
  }

  const facts: [string, string][] = [
    [text.languagesLabel, text.languages(languageName(folder.frontLanguage), languageName(folder.backLanguage))],
    [text.level, folder.level ?? text.noLevel],
    [text.licence, text.licences[folder.licence] ?? folder.licence],
    [text.updated, formatLongDate(folder.updatedAt)],
  ];

  return (
    <article className="flex flex-col gap-6">
      <BackLink to={paths.community}>{text.backToCommunity}</BackLink>
      <header className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{folder.title}</h1>
          <p className="mt-1 text-slate-600">{text.by(folder.authorName)}</p>
          <p className="mt-1 text-sm font-medium text-slate-600">
            {text.cards(folder.cardCount)} · {text.copies(folder.copiesCount)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          {viewer ? (
            <>
              <Button variant="secondary" onClick={() => setReporting(true)}>
                <Flag aria-hidden className="size-4" />
                {text.report.open}
              </Button>
              <Suspense>
                <CopyCommunityFolderButton slug={folder.slug} title={folder.title} />
              </Suspense>
            </>
          ) : (
            <Link to={loginThenBack(communityFolderPath(folder.slug))} className={buttonClasses('primary')}>
              <LogIn aria-hidden className="size-4" />
              {text.signInToAdd}
            </Link>
          )}
        </div>
      </header>
      {folder.description && (
        <CardContent markdown={folder.description} className="rounded-2xl border border-slate-200 bg-white p-5" />
      )}
      <dl className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-slate-500">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
        {folder.tags.length > 0 && (
          <div>
            <dt className="font-medium text-slate-500">{text.tags}</dt>
            <dd className="text-slate-900">{folder.tags.join(', ')}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby={cardsId} className="flex flex-col gap-3">
        <h2 id={cardsId} className="text-lg font-semibold">
          {text.previewTitle(folder.previewCards.length, folder.cardCount)}
        </h2>
        <ol className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
          {folder.previewCards.map((card) => (
            <li key={card.key} className="grid gap-1 p-4 sm:grid-cols-2 sm:gap-4">
              <CardContent markdown={card.front} label={`${text.front}: `} className="font-medium text-slate-900" />
              <CardContent markdown={card.back} label={`${text.back}: `} className="text-slate-700" />
            </li>
          ))}
        </ol>
      </section>
      {viewer && reportUsed.current && (
        <Suspense>
          <ReportDialog open={reporting} onOpenChange={setReporting} slug={folder.slug} />
        </Suspense>
      )}
    </article>
  );
}
