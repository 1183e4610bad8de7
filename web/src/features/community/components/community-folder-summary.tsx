import { Link } from 'react-router-dom';
import type { CommunityFolderSummary_FolderFragment } from '@/__generated__/graphql';
import { communityFolderPath } from '@/config/paths';
import { es } from '@/lib/i18n/es';
import { languageName } from '../community-options';

const text = es.community;

/** One published folder in the library's results: its title (the link), author, languages, level and figures. */
export function CommunityFolderSummary({ folder }: { folder: CommunityFolderSummary_FolderFragment }) {
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg leading-snug font-semibold wrap-anywhere">
          <Link
            to={communityFolderPath(folder.slug)}
            className="rounded text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {folder.title}
          </Link>
        </h3>
        {folder.level && (
          <span className="shrink-0 rounded-full bg-violet-50 px-2.5 py-1 text-xs font-semibold text-violet-800 ring-1 ring-violet-200 ring-inset">
            <span className="sr-only">{text.level}: </span>
            {folder.level}
          </span>
        )}
      </div>
      <p className="text-sm text-slate-600">{text.by(folder.authorName)}</p>
      <p className="text-sm text-slate-700">
        {text.languages(languageName(folder.frontLanguage), languageName(folder.backLanguage))}
      </p>
      {folder.tags.length > 0 && (
        <ul aria-label={text.tags} className="flex flex-wrap gap-1.5">
          {folder.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-auto text-xs font-medium text-slate-600">
        {text.cards(folder.cardCount)} · {text.copies(folder.copiesCount)}
      </p>
    </li>
  );
}
