import { useEffect } from 'react';
import type { Rating } from '@/__generated__/graphql';
import type { AnswerCheck } from '@/lib/typed-answer';
import { playerOf } from './components/card-sides';
import { ratingKeys } from './components/rating-buttons';

/** Keys typed into a field, or pressed on a control that has its own Space/Enter, are not the session's. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return (key === ' ' || key === 'Enter') && !!target.closest('button, a[href], [role="button"]');
}

/** Ctrl+Z (Cmd+Z) takes back the last rating, while there is one. */
export function useUndoShortcut(canUndo: boolean, undo: () => void) {
  useEffect(() => {
    if (!canUndo) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return;
      if (event.key.toLowerCase() !== 'z' || event.repeat || ownsKey(event.target, event.key)) return;
      event.preventDefault();
      undo();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canUndo, undo]);
}

/**
 * The session's keys while a card is asked: Space or Enter shows the answer (typing, Enter checks it), then 1, 2 or
 * 3 rate (after a check, Enter confirms the rating it suggests); R plays the side shown last again.
 */
export function useSessionKeys({
  active,
  revealed,
  typing,
  check,
  onReveal,
  onCheck,
  onRate,
}: {
  active: boolean;
  revealed: boolean;
  typing: boolean;
  check: AnswerCheck | null;
  onReveal: () => void;
  onCheck: () => void;
  onRate: (rating: Rating) => void;
}) {
  useEffect(() => {
    if (!active) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownsKey(event.target, event.key)) return;
      if (event.key.toLowerCase() === 'r' && !event.repeat) {
        // R plays the sound of the side shown last again, or reads it aloud again (DESIGN §15).
        const player = playerOf(revealed ? 'back' : 'front');
        if (player) {
          event.preventDefault();
          player.click();
        }
        return;
      }
      if (!revealed) {
        // Before the answer only Space and Enter count: the rating keys do nothing. Typing, Enter checks.
        if (typing ? event.key === 'Enter' : event.key === ' ' || event.key === 'Enter') {
          event.preventDefault();
          if (typing) onCheck();
          else onReveal();
        }
        return;
      }
      if (check && event.key === 'Enter' && !event.repeat) {
        // The learner confirms the rating the check suggests.
        event.preventDefault();
        onRate(check.suggested);
        return;
      }
      const rating = ratingKeys.find(({ key }) => key === event.key)?.rating;
      if (rating && !event.repeat) {
        event.preventDefault();
        onRate(rating);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, revealed, typing, check, onReveal, onCheck, onRate]);
}
