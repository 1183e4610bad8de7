import { FolderPlus, FolderSearch, Upload } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFoldersQuery } from '@/__generated__/graphql';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { FolderCard } from '@/features/folders/components/folder-card';
import { SampleDataButton } from '@/features/folders/components/sample-data-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';
import { revalidateOnVisit } from '@/lib/network';

const text = es.folders;

// The form (zod, react-hook-form) is fetched when first opened, not with the list.
const FolderDialog = lazy(() =>
  import('@/features/folders/components/folder-dialog').then((m) => ({ default: m.FolderDialog })),
);

/** Lower case without accents, so "ingles" finds "Inglés". */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const compareDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

export function FoldersRoute() {
  // Folders change on the learner's other devices too; a page reloaded online starts from the copy persisted for
  // offline use, which must not stand for the API's answer.
  const [policy] = useState(() => revalidateOnVisit('Folders'));
  const { data, error } = useFoldersQuery(policy);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  // Kept once opened, so that closing it animates and gives focus back as before.
  const dialogUsed = useRef(false);
  if (creating) dialogUsed.current = true;
  useDocumentTitle(es.titles.folders);

  // Most recently changed first, as the API lists them; the cache keeps that order as folders change. ISO times
  // compare as plain strings: `localeCompare` would build ICU's collator (about 60 ms on a phone) for nothing.
  const folders = useMemo(() => {
    const query = fold(search.trim());
    return [...(data?.folders ?? [])]
      .filter((folder) => query === '' || fold(folder.name).includes(query))
      .sort((a, b) => compareDesc(a.updatedAt, b.updatedAt) || Number(b.id) - Number(a.id));
  }, [data, search]);
  const now = new Date();
  const hasFolders = (data?.folders.length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
          <p className="mt-1 text-slate-600">{text.description}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
          <Link to={paths.import} className={buttonClasses('secondary')}>
            <Upload aria-hidden className="size-4" />
            {es.imports.open}
          </Link>
          <NeedsConnection>
            <Button onClick={() => setCreating(true)}>
              <FolderPlus aria-hidden className="size-4" />
              {text.newFolder}
            </Button>
          </NeedsConnection>
        </div>
      </div>

      {hasFolders && (
        <SearchField
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-sm"
        />
      )}

      {error && !data ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : !data ? (
        <Skeleton label={text.loading} className="h-48" />
      ) : !hasFolders ? (
        <EmptyState icon={FolderPlus} title={text.empty.title} description={text.empty.description}>
          <SampleDataButton />
          <NeedsConnection>
            <Button variant="secondary" onClick={() => setCreating(true)}>
              {text.empty.createFolder}
            </Button>
          </NeedsConnection>
        </EmptyState>
      ) : folders.length === 0 ? (
        <EmptyState icon={FolderSearch} title={text.noResults(search.trim())} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {folders.map((folder) => (
            <FolderCard key={folder.id} folder={folder} now={now} />
          ))}
        </ul>
      )}

      {dialogUsed.current && (
        <Suspense>
          <FolderDialog open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
    </div>
  );
}
