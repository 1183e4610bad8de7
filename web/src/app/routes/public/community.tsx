import { SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { useCommunityFoldersQuery } from '@/__generated__/graphql';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { libraryFirstVariables } from '@/config/community';
import { languageOptions, levelOptions } from '@/features/community/community-options';
import { CommunityFolderSummary } from '@/features/community/components/community-folder-summary';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useToast } from '@/hooks/use-toast';
import { es } from '@/lib/i18n/es';

const text = es.community;

const sortOptions = ['relevance', 'copies', 'recent'].map((sort) => ({ value: sort, label: text.sorts[sort] ?? sort }));

/** `/comunidad`: the published folders, searched, filtered and sorted, 20 at a time ("Cargar más"). Signed out too. */
export function CommunityRoute() {
  useDocumentTitle(es.titles.community);
  const toast = useToast();
  const resultsId = useId();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState({
    frontLanguage: '',
    backLanguage: '',
    level: '',
    tag: '',
    sort: libraryFirstVariables.filters.sort as string,
  });
  const searchTerm = useDebouncedValue(search.trim(), 300);
  const tag = useDebouncedValue(filters.tag.trim(), 300);
  const { data, previousData, error, loading, fetchMore } = useCommunityFoldersQuery({
    variables: {
      search: searchTerm || null,
      filters: {
        frontLanguage: filters.frontLanguage || null,
        backLanguage: filters.backLanguage || null,
        level: filters.level || null,
        tag: tag || null,
        sort: filters.sort,
      },
    },
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const shown = data ?? previousData;
  const page = shown?.communityFolders;
  const set = (name: keyof typeof filters) => (event: { target: { value: string } }) =>
    setFilters((current) => ({ ...current, [name]: event.target.value }));

  async function loadMore() {
    if (!page?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: page.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          communityFolders: {
            ...fetchMoreResult.communityFolders,
            edges: [...previous.communityFolders.edges, ...fetchMoreResult.communityFolders.edges],
          },
        }),
      });
    } catch {
      toast({ title: text.loadMoreFailed, variant: 'destructive' });
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-1 text-slate-600">{text.description}</p>
      </div>
      <search className="flex flex-col gap-4">
        <SearchField
          label={text.search}
          placeholder={text.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <legend className="sr-only">{text.filters}</legend>
          <SelectField
            label={text.frontLanguage}
            options={languageOptions(text.any)}
            value={filters.frontLanguage}
            onChange={set('frontLanguage')}
          />
          <SelectField
            label={text.backLanguage}
            options={languageOptions(text.any)}
            value={filters.backLanguage}
            onChange={set('backLanguage')}
          />
          <SelectField
            label={text.level}
            options={levelOptions(text.any)}
            value={filters.level}
            onChange={set('level')}
          />
          <TextField
            label={text.tag}
            placeholder={text.tagPlaceholder}
            autoComplete="off"
            value={filters.tag}
            onChange={set('tag')}
          />
          <SelectField label={text.sort} options={sortOptions} value={filters.sort} onChange={set('sort')} />
        </fieldset>
      </search>
      <section aria-labelledby={resultsId} aria-busy={loading} className="flex flex-col gap-4">
        <h2 id={resultsId} className="sr-only">
          {text.results}
        </h2>
        {page ? (
          page.edges.length > 0 ? (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {page.edges.map(({ node }) => (
                  <CommunityFolderSummary key={node.id} folder={node} />
                ))}
              </ul>
              {page.pageInfo.hasNextPage && (
                <Button variant="secondary" onClick={loadMore} disabled={loadingMore} className="self-center">
                  {loadingMore ? text.loadingMore : text.loadMore}
                </Button>
              )}
            </>
          ) : (
            <EmptyState icon={SearchX} title={text.empty} />
          )
        ) : error ? (
          <p role="alert" className="text-red-600">
            {text.loadFailed}
          </p>
        ) : (
          <Skeleton label={text.loading} className="h-64" />
        )}
      </section>
    </div>
  );
}
