import { BookOpenCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';
import { MainContent, SkipLink } from './main-content';

/** The public account screens: the product name above a card with the screen's title, form and links. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <SkipLink />
      <MainContent className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 py-12 text-slate-900">
        <Link
          to={paths.home}
          className="mb-8 flex items-center gap-2 rounded-lg text-2xl font-extrabold tracking-tight text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <BookOpenCheck aria-hidden className="size-8" />
          {es.appName}
        </Link>
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description && <p className="mt-2 text-slate-600">{description}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </MainContent>
    </>
  );
}
