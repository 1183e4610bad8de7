import { ArrowRight, BellRing, Play } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { es } from '@/lib/i18n/es';

const text = es.dashboard.prompt;

/** SPEC §2: shown when cards are due today, leading to a session over all of them, or to the pending reviews. */
export function ReviewPrompt({ dueToday, totalFolders }: { dueToday: number; totalFolders: number }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl bg-indigo-600 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <BellRing aria-hidden className="size-10 shrink-0 rounded-xl bg-white/15 p-2" />
      <div className="flex-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {text.title}
        </h2>
        <p className="mt-1 text-indigo-100">{text.description(dueToday, totalFolders)}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={paths.study}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-white px-4 py-2.5 text-sm font-semibold text-indigo-700 shadow-sm transition hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Play aria-hidden className="size-4" />
          {text.studyAll(dueToday)}
        </Link>
        <Link
          to={paths.pendingReviews}
          className="inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold text-white ring-1 ring-white/60 transition ring-inset hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {text.action}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </section>
  );
}
