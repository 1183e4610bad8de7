import { BarChart3, ChevronDown, Download, FilePlus, Play, SearchX, Tags, Upload } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { type CardItem_CardFragment, useFolderQuery } from '@/__generated__/graphql';
import { DownloadLink } from '@/components/download-link';
import { BackLink } from '@/components/ui/back-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MoreMenu, moreMenuItemClasses } from '@/components/ui/more-menu';
import { LearnerFolderNotFound, ScreenLoading } from '@/components/ui/screen-states';
import { SearchField } from '@/components/ui/search-field';
import { Switch } from '@/components/ui/switch';
import { apiPaths, folderPaths, paths } from '@/config/paths';
import { CardList } from '@/features/cards/components/card-list';
import { FolderCommunity } from '@/features/community/components/folder-community';
import { FolderDirections } from '@/features/folders/components/folder-directions';
import { FolderIcon } from '@/features/folders/components/folder-icon';
import { FolderStatsPanel } from '@/features/folders/components/folder-stats-panel';
import { FolderStudySettings } from '@/features/folders/components/folder-study-settings';
import { useFolderCardPages } from '@/features/folders/use-folder-card-pages';
import { StudyTagPicker } from '@/features/notes/components/study-tag-picker';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';
import { revalidateOnVisit } from '@/lib/network';

// The card form (zod, react-hook-form) is fetched when first opened, not with the folder.
const CardDialog = lazy(() =>
  import('@/features/cards/components/card-dialog').then((m) => ({ default: m.CardDialog })),
);

const text = es.folder;

export function FolderRoute() {
  const { id = '' } = useParams();
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search.trim(), 300);
  // «Sanguijuelas»: the folder's leeches only, on both the first page and the pages after it.
  const [leechesOnly, setLeechesOnly] = useState(false);
  // As the folder list: the folder and its first page asked again on each visit (the later pages come as the learner
  // scrolls).
  const [policy] = useState(() => revalidateOnVisit('Folder'));
  const { data, previousData, error, loading } = useFolderQuery({
    variables: { id, search: searchTerm || null, leech: leechesOnly },
    ...policy,
  });
  // While a new search loads, the previous cards of the same folder stay on screen.
  const shown = data ?? (previousData?.folder?.id === id ? previousData : undefined);
  const folder = shown?.folder;
  useDocumentTitle(!shown ? undefined : folder ? folder.name : es.titles.folderNotFound);
  const toast = useToast();
  // The pages after the first come as the learner scrolls, each one its own query (a page costs the same at the end
  // of a 20 000-card folder as at its start).
  const pages = useFolderCardPages({
    folderId: id,
    search: searchTerm || null,
    leech: leechesOnly,
    firstPage: data?.folder?.cards,
    onError: () => toast({ title: text.loadMoreFailed, variant: 'destructive' }),
  });
  const [dialog, setDialog] = useState<{ open: boolean; card: CardItem_CardFragment | null }>({
    open: false,
    card: null,
  });
  // One function for every card, so that a card the list renders again with the same props is not (CardItem).
  const editCard = useCallback((card: CardItem_CardFragment) => setDialog({ open: true, card }), []);
  // Kept once opened, so that closing it animates and gives focus back as before.
  const dialogUsed = useRef(false);
  if (dialog.open) dialogUsed.current = true;
  const cardsTitleId = useId();
  const leechSwitchId = useId();
  const noCardsId = useId();
  const now = new Date();

  if (!shown) {
    return (
      <ScreenLoading
        backTo={paths.folders}
        back={text.back}
        failed={Boolean(error)}
        loading={text.loading}
        loadFailed={text.loadFailed}
      />
    );
  }

  if (!folder) {
    return <LearnerFolderNotFound />;
  }

  const searching = searchTerm !== '';
  const filtering = searching || leechesOnly;
  const hasCards = folder.stats.totalCards > 0;
  // The previous search's first page, until this one's answer comes.
  const cards = data ? pages.cards : folder.cards.edges.map((edge) => edge.node);
  const hasNextPage = data ? pages.hasNextPage : folder.cards.pageInfo.hasNextPage;
  const openCreate = () => setDialog({ open: true, card: null });

  return (
    // Closer on a phone, where the cards come after six blocks and must start within a screen and a half.
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <BackLink to={paths.folders}>{text.back}</BackLink>
        <SearchField
          label={text.searchCards}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:w-80"
        />
      </div>

      {/*
        On a phone: the title with the menu beside it, then adding and studying side by side above the figures and the
        cards; wider, all on one row.
      */}
      <div className="grid grid-cols-[1fr_auto] items-start gap-3 sm:grid-cols-[1fr_auto_auto]">
        <div className="flex min-w-0 items-start gap-3">
          <FolderIcon name={folder.name} />
          <div className="min-w-0">
            <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{folder.name}</h1>
            {folder.description && <p className="mt-1 wrap-anywhere text-slate-600">{folder.description}</p>}
          </div>
        </div>
        {/* What a learner does now and then; adding and studying stay in reach, above the cards on a phone. */}
        <MoreMenu label={text.moreActions} className="sm:order-last">
          <Link to={folderPaths.notes(folder.id)} className={moreMenuItemClasses}>
            <Tags aria-hidden className="size-4" />
            {es.notes.list.open}
          </Link>
          <Link to={folderPaths.stats(folder.id)} className={moreMenuItemClasses}>
            <BarChart3 aria-hidden className="size-4" />
            {es.frame.tabs.stats}
          </Link>
          <DownloadLink href={apiPaths.folderCsv(folder.id)} className={moreMenuItemClasses}>
            <Download aria-hidden className="size-4" />
            {text.exportCsv}
          </DownloadLink>
          <DownloadLink href={apiPaths.folderApkg(folder.id)} className={moreMenuItemClasses}>
            <Download aria-hidden className="size-4" />
            {text.exportApkg}
          </DownloadLink>
          <Link
            to={folderPaths.import(folder.id)}
            aria-label={es.imports.openIntoFolder(folder.name)}
            className={moreMenuItemClasses}
          >
            <Upload aria-hidden className="size-4" />
            {es.imports.open}
          </Link>
        </MoreMenu>
        <div className="col-span-2 grid grid-cols-2 gap-3 sm:col-span-1 sm:flex">
          <Button variant="secondary" onClick={openCreate}>
            <FilePlus aria-hidden className="size-4" />
            {text.addCard}
          </Button>
          {hasCards ? (
            <Link to={folderPaths.study(folder.id)} className={buttonClasses('primary')}>
              <Play aria-hidden className="size-4" />
              {text.startReview}
            </Link>
          ) : (
            <Button disabled aria-describedby={noCardsId}>
              <Play aria-hidden className="size-4" />
              {text.startReview}
            </Button>
          )}
        </div>
      </div>
      {!hasCards && (
        <p id={noCardsId} className="-mt-3 text-sm text-slate-500 sm:text-right">
          {text.noCardsToStudy}
        </p>
      )}
      {hasCards && <StudyTagPicker key={folder.id} folderId={folder.id} />}

      <FolderStatsPanel folder={folder} />
      <FolderCommunity folder={folder} />
      <details className="group rounded-2xl border border-slate-200 bg-white shadow-sm">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-5 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="block font-semibold">{text.options.title}</span>
            <span className="block text-sm text-slate-600">{text.options.hint}</span>
          </span>
          <ChevronDown aria-hidden className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
        </summary>
        <div className="flex flex-col gap-4 border-t border-slate-200 p-3 sm:p-4">
          <FolderStudySettings folder={folder} />
          <FolderDirections folder={folder} />
        </div>
      </details>

      <section aria-labelledby={cardsTitleId} aria-busy={loading} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={cardsTitleId} className="text-lg font-semibold">
            {text.cardsTitle}
          </h2>
          {!filtering && hasNextPage && (
            <p className="text-sm text-slate-500">{text.shown(cards.length, folder.stats.totalCards)}</p>
          )}
          {hasCards && (
            <div className="flex items-center gap-2">
              <Switch id={leechSwitchId} checked={leechesOnly} onCheckedChange={setLeechesOnly} />
              <label htmlFor={leechSwitchId} className="text-sm text-slate-700">
                {text.leechesOnly}
              </label>
            </div>
          )}
        </div>
        {cards.length > 0 ? (
          <CardList
            cards={cards}
            // The folder's figures follow every mutation; a filtered list's count comes with its first page.
            total={Math.max(filtering ? folder.cards.totalCount : folder.stats.totalCards, cards.length)}
            now={now}
            onEdit={editCard}
            hasNextPage={hasNextPage}
            loadingMore={pages.loadingMore}
            onLoadMore={pages.loadMore}
          />
        ) : searching ? (
          <EmptyState
            icon={SearchX}
            title={leechesOnly ? text.noLeechResults(searchTerm) : text.noResults(searchTerm)}
          />
        ) : leechesOnly ? (
          <EmptyState icon={SearchX} title={text.noLeeches} />
        ) : (
          <EmptyState icon={FilePlus} title={text.empty.title} description={text.empty.description}>
            <Button onClick={openCreate}>
              <FilePlus aria-hidden className="size-4" />
              {text.addCard}
            </Button>
          </EmptyState>
        )}
      </section>

      {dialogUsed.current && (
        <Suspense>
          <CardDialog
            open={dialog.open}
            onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
            folderId={folder.id}
            bothDirections={folder.bothDirections}
            card={dialog.card}
            onSuccess={() => setDialog((current) => ({ ...current, open: false }))}
          />
        </Suspense>
      )}
    </div>
  );
}
