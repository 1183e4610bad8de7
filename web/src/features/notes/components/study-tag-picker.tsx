import { ChevronDown, Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStudyTagPickerQuery } from '@/__generated__/graphql';
import { buttonClasses } from '@/components/ui/button';
import { folderPaths } from '@/config/paths';
import { es } from '@/lib/i18n/es';
import { TagInput } from './tag-input';

const text = es.notes.studyTag;

/**
 * "Estudiar solo una etiqueta" where a session starts: a folder's (`folderId`) or every folder's (null). The learner
 * picks one of their tags, completed as in the note editor (another one replaces it), and studies only the cards whose
 * notes carry it or a tag under it, as the API's filter takes it (`gramática` takes `gramática::verbos`). Which tags
 * have cards due is the session's to say (its empty message): the API lists tags by notes, not by due cards. The tags
 * are asked of the API once the learner opens it, the cached ones shown meanwhile (a note saved since may bring new ones).
 */
export function StudyTagPicker({ folderId }: { folderId: string | null }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { data } = useStudyTagPickerQuery({ skip: !open, fetchPolicy: 'cache-and-network' });
  const [tag, setTag] = useState<string | null>(null);

  // Intro in the empty field (the tag taken) starts the session.
  function start(event: FormEvent) {
    event.preventDefault();
    if (tag) navigate(folderPaths.studyTag(folderId, tag));
  }

  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="group rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-5 [&::-webkit-details-marker]:hidden">
        {text.summary}
        <ChevronDown aria-hidden className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" />
      </summary>
      <form
        onSubmit={start}
        className="flex flex-col gap-3 border-t border-slate-200 p-3 sm:flex-row sm:items-start sm:p-4"
      >
        <div className="min-w-0 flex-1">
          <TagInput
            tags={tag ? [tag] : []}
            onChange={(tags) => setTag(tags.at(-1) ?? null)}
            known={data?.tags.map((known) => known.tag) ?? []}
            wording={text}
          />
        </div>
        {tag && (
          <Link
            to={folderPaths.studyTag(folderId, tag)}
            className={buttonClasses('primary', 'min-w-0 wrap-anywhere sm:mt-7')}
          >
            <Play aria-hidden className="size-4 shrink-0" />
            {text.start(tag)}
          </Link>
        )}
      </form>
    </details>
  );
}
