import { BookOpenCheck, Brain, CalendarClock, ChartLine, FolderOpen, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { MainContent, SkipLink } from '@/components/layouts/main-content';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';

const text = es.landing;

const features: { icon: LucideIcon; title: string; description: string }[] = [
  { icon: Brain, ...text.features.algorithm },
  { icon: CalendarClock, ...text.features.scheduling },
  { icon: ChartLine, ...text.features.progress },
  { icon: FolderOpen, ...text.features.organization },
];

const buttonBase =
  'inline-flex items-center justify-center rounded-xl px-6 py-3 text-base font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2';

function GetStartedLink({ className }: { className: string }) {
  return (
    <Link to={paths.register} className={`${buttonBase} ${className}`}>
      {text.getStarted}
    </Link>
  );
}

export function LandingPage() {
  useDocumentTitle(es.titles.landing);
  return (
    <>
      <SkipLink />
      <MainContent className="bg-slate-50 text-slate-900">
        <section
          aria-labelledby="landing-title"
          className="bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-700 px-6 py-20 text-white sm:py-28"
        >
          <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
            <BookOpenCheck className="size-14 rounded-2xl bg-white/15 p-3" />
            <h1 id="landing-title" className="mt-6 text-5xl font-extrabold tracking-tight sm:text-6xl">
              {es.appName}
            </h1>
            <p className="mt-4 text-xl font-semibold text-balance sm:text-2xl">{text.tagline}</p>
            <p className="mt-6 max-w-2xl text-lg text-pretty text-indigo-50">{text.description}</p>
            <div className="mt-10 flex w-full flex-col gap-4 sm:w-auto sm:flex-row">
              <GetStartedLink className="bg-white text-indigo-700 hover:bg-indigo-50 focus-visible:outline-white" />
              <Link
                to={paths.login}
                className={`${buttonBase} border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white`}
              >
                {text.signIn}
              </Link>
            </div>
            <p className="mt-8 text-sm font-medium text-indigo-50">{text.socialProof}</p>
          </div>
        </section>

        <section aria-labelledby="features-title" className="px-6 py-20">
          <div className="mx-auto max-w-6xl">
            <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-balance">
              {text.featuresTitle}
            </h2>
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {features.map(({ icon: Icon, title, description }) => (
                <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <Icon className="size-10 rounded-xl bg-indigo-50 p-2 text-indigo-700" />
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-slate-600">{description}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="closing-title" className="bg-slate-900 px-6 py-20 text-center text-white">
          <div className="mx-auto max-w-2xl">
            <h2 id="closing-title" className="text-3xl font-bold tracking-tight text-balance">
              {text.closingTitle}
            </h2>
            <p className="mt-4 text-lg text-slate-300">{text.closingDescription}</p>
            <GetStartedLink className="mt-8 bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-400" />
          </div>
        </section>
      </MainContent>
      <footer className="border-t border-slate-800 bg-slate-900 px-6 py-8 text-sm text-slate-300">
        <nav aria-label={text.legal.label} className="mx-auto flex max-w-6xl flex-wrap justify-center gap-x-6 gap-y-2">
          <Link
            to={paths.privacyPolicy}
            className="rounded underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400"
          >
            {text.legal.privacyPolicy}
          </Link>
          <Link
            to={paths.termsOfService}
            className="rounded underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400"
          >
            {text.legal.termsOfService}
          </Link>
        </nav>
      </footer>
    </>
  );
}
