import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { es } from '@/lib/i18n/es';

const text = es.notes.studyTag;

// The field and its completion come when first opened, not with the screen that starts sessions.
const StudyTagForm = lazy(() => import('./study-tag-form').then((m) => ({ default: m.StudyTagForm })));

/**
 * «Estudiar solo una etiqueta» where a session starts: a folder's (`folderId`) or every folder's (null), folded until
 * asked for. The session takes the cards whose notes carry the tag or a tag under it, as the API's filter does
 * (`gramática` takes `gramática::verbos`). It offers every tag of the learner's notes: which have cards due is the
 * session's to say (its empty message), as the API counts tags by notes, not by due cards.
 */
export function StudyTagPicker({ folderId }: { folderId: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-5 [&::-webkit-details-marker]:hidden">
        {text.summary}
        <ChevronDown aria-hidden className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
      </summary>
      {open && (
        <Suspense
          fallback={<p className="border-t border-slate-200 p-3 text-sm text-slate-600 sm:p-4">{text.loading}</p>}
        >
          <StudyTagForm folderId={folderId} />
        </Suspense>
      )}
    </details>
  );
}
