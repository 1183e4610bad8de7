import { Link } from 'react-router-dom';
import { MainContent, SkipLink } from '@/components/layouts/main-content';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

export function NotFoundRoute() {
  const text = es.notFound;
  useDocumentTitle(es.titles.notFound);
  return (
    <>
      <SkipLink />
      <MainContent className="grid min-h-dvh place-items-center bg-slate-50 px-6 text-center text-slate-900">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">{text.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{text.description}</p>
          <Link
            to={paths.home}
            className="mt-8 inline-flex rounded-xl bg-indigo-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {es.common.backHome}
          </Link>
        </div>
      </MainContent>
    </>
  );
}
