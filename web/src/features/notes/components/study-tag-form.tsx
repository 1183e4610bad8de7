import { Play } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useStudyTagPickerQuery } from '@/__generated__/graphql';
import { buttonClasses } from '@/components/ui/button';
import { folderPaths } from '@/config/paths';
import { es } from '@/lib/i18n/es';
import { TagInput } from './tag-input';

const text = es.notes.studyTag;

/**
 * The open «Estudiar solo una etiqueta»: one of the learner's tags, completed as in the note editor (another one
 * replaces it), and the link to the session limited to it. The tags are asked of the API as it opens, the cached
 * ones shown meanwhile (a note saved since may bring new ones). Intro in the empty field starts the session.
 */
export function StudyTagForm({ folderId }: { folderId: string | null }) {
  const navigate = useNavigate();
  const { data } = useStudyTagPickerQuery({ fetchPolicy: 'cache-and-network' });
  const [tag, setTag] = useState<string | null>(null);

  function start(event: FormEvent) {
    event.preventDefault();
    if (tag) navigate(folderPaths.studyTag(folderId, tag));
  }

  return (
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
  );
}
