import { useStoreQuery } from '@/__generated__/graphql';
import { Skeleton } from '@/components/ui/skeleton';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { StoreTemplateCard } from '@/features/store/components/store-template-card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

const text = es.store;

export function StoreRoute() {
  const { data, error } = useStoreQuery();
  useDocumentTitle(es.titles.store);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{text.title}</h1>
        <p className="mt-1 text-slate-600">{text.description}</p>
        <TextLink to={paths.community} className="mt-2 inline-block">
          {text.community}
        </TextLink>
      </div>
      {data ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {data.storeTemplates.map((template) => (
            <StoreTemplateCard key={template.id} template={template} />
          ))}
        </ul>
      ) : error ? (
        <p role="alert" className="text-red-600">
          {text.loadFailed}
        </p>
      ) : (
        <Skeleton label={text.loading} className="h-64" />
      )}
    </div>
  );
}
