import type { CardDifficulty } from '@/__generated__/graphql';
import { es } from '@/lib/i18n/es';

/** SPEC §2: easy green, good yellow, hard red, new grey. */
export const difficultyColors: Record<CardDifficulty, string> = {
  EASY: 'bg-emerald-500',
  GOOD: 'bg-yellow-400',
  HARD: 'bg-red-500',
  NEW: 'bg-slate-400',
};

/** A card's last rating: a coloured dot and its label (Fácil, Medio, Difícil, Nueva). */
export function Difficulty({ difficulty, showLabel = true }: { difficulty: CardDifficulty; showLabel?: boolean }) {
  const label = es.difficulty[difficulty];
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-slate-600">
      <span
        data-difficulty={difficulty}
        className={`size-2.5 shrink-0 rounded-full ${difficultyColors[difficulty]}`}
        {...(showLabel ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
      />
      {showLabel && label}
    </span>
  );
}
