import { Eye, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CardDifficulty } from '@/__generated__/graphql';
import { buttonClasses } from '@/components/ui/button';
import { difficultyColors } from '@/components/ui/difficulty-dot';
import { folderPaths } from '@/config/paths';
import { es } from '@/lib/i18n/es';

const text = es.pendingReviews;

export type DifficultyCounts = Record<CardDifficulty, number>;

const badgeOrder: CardDifficulty[] = ['NEW', 'HARD', 'GOOD', 'EASY'];

/** A folder with due cards: how many, by difficulty, and the ways to see or review them. */
export function PendingFolderCard({
  folder,
  pending,
  byDifficulty,
}: {
  folder: { id: string; name: string };
  pending: number;
  byDifficulty: DifficultyCounts;
}) {
  const badges = badgeOrder.filter((difficulty) => byDifficulty[difficulty] > 0);
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h2 className="line-clamp-2 text-lg font-semibold wrap-anywhere">{folder.name}</h2>
        <p className="mt-0.5 text-sm font-medium text-indigo-700">{text.pending(pending)}</p>
      </div>
      {badges.length > 0 && (
        <ul aria-label={text.badgesLabel} className="flex flex-wrap gap-2">
          {badges.map((difficulty) => (
            <li
              key={difficulty}
              className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
            >
              <span aria-hidden className={`size-2 rounded-full ${difficultyColors[difficulty]}`} />
              {text.badges[difficulty](byDifficulty[difficulty])}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-auto flex flex-col gap-2 sm:flex-row">
        <Link
          to={folderPaths.pendingReviews(folder.id)}
          aria-label={text.viewCardsLabel(folder.name)}
          className={buttonClasses('secondary', 'sm:flex-1')}
        >
          <Eye aria-hidden className="size-4" />
          {text.viewCards}
        </Link>
        <Link
          to={folderPaths.study(folder.id)}
          aria-label={text.startReviewLabel(folder.name)}
          className={buttonClasses('primary', 'sm:flex-1')}
        >
          <Play aria-hidden className="size-4" />
          {text.startReview}
        </Link>
      </div>
    </li>
  );
}
