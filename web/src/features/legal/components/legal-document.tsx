import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MainContent, SkipLink } from '@/components/layouts/main-content';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

/** A legal text from the catalog: in a section, a string is a paragraph and a list of strings a bulleted list. */
export type LegalText = {
  title: string;
  updated: string;
  intro: string;
  sections: readonly { title: string; content: readonly (string | readonly string[])[] }[];
};

export function LegalDocument({ text }: { text: LegalText }) {
  useDocumentTitle(text.title);
  return (
    <>
      <SkipLink />
      <MainContent className="min-h-dvh bg-slate-50 px-4 py-10 text-slate-900 sm:py-16">
        <article className="mx-auto max-w-3xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {es.common.backHome}
          </Link>
          <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{text.title}</h1>
          <p className="mt-2 text-sm text-slate-500">{text.updated}</p>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{text.intro}</p>
          {text.sections.map((section, index) => (
            <section key={section.title} className="mt-10">
              <h2 className="text-xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              {section.content.map((block) =>
                typeof block === 'string' ? (
                  <p key={block} className="mt-3 leading-relaxed text-slate-700">
                    {block}
                  </p>
                ) : (
                  <ul key={block[0]} className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-slate-700">
                    {block.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </MainContent>
    </>
  );
}
