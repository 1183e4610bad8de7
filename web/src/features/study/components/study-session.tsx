import { CalendarPlus, Check, Eye, LogOut, Pause, Pencil, Undo2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Rating, StudyCard_CardFragment, StudyOptions_ViewerFragment } from '@/__generated__/graphql';
import { CardContent } from '@/components/card-content/card-content';
import { NeedsConnection } from '@/components/offline/needs-connection';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { useCardPostpone } from '@/hooks/use-card-postpone';
import { type SuspendableCard, useCardSuspension } from '@/hooks/use-card-suspension';
import { useToast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/errors';
import { es } from '@/lib/i18n/es';
import { type AnswerCheck, checkTypedAnswer } from '@/lib/typed-answer';
import { noRatings, type RatingCounts, shuffled } from '../summary';
import { type Rated, useSessionRecorder } from '../use-session-recorder';
import { RatingButtons, ratingKeys } from './rating-buttons';
import { SessionSummary } from './session-summary';
import { SpeakButton } from './speak-button';
import { StudyOptions } from './study-options';
import { AnswerInput, AnswerResult } from './typed-answer';

const text = es.study;

const CardDialog = lazy(() =>
  import('@/features/cards/components/card-dialog').then((m) => ({ default: m.CardDialog })),
);

export type StudyMode = 'study' | 'practice';

/** A folder's study settings (its `autoPlay` and the BCP-47 languages its sides are read aloud in). */
export type FolderStudySettings = { autoPlay: boolean; frontLanguage: string | null; backLanguage: string | null };

/**
 * What plays a side aloud: its first sound, else (a side with a language) the button that reads it, when this device
 * has a voice for it.
 */
function playerOf(side: 'front' | 'back'): HTMLButtonElement | null {
  const element = document.querySelector(`[data-card-side="${side}"]`);
  return (
    element?.querySelector<HTMLButtonElement>('[data-card-audio]') ??
    element?.querySelector<HTMLButtonElement>('[data-card-speak]:not(:disabled)') ??
    null
  );
}

/** The server caps a review's duration at a day (a tab left open overnight). */
const MAX_DURATION_MS = 86_400_000;

/** Keys typed into a field, or pressed on a control that has its own Space/Enter, are not the session's. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"], [role="alertdialog"]')) return true;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return (key === ' ' || key === 'Enter') && !!target.closest('button, a[href], [role="button"]');
}

/** The session's last rating, the only one "Deshacer" can take back. */
type LastRating = { card: StudyCard_CardFragment; rating: Rating; index: number; rated: Promise<Rated> };

/** Puts a newer state of a card in the deck, so the next round's buttons show the intervals it now has. */
const withCard = (card: StudyCard_CardFragment) => (deck: readonly StudyCard_CardFragment[]) =>
  deck.map((item) => (item.id === card.id ? card : item));

/**
 * A study session over `cards`, fixed when the session starts (SPEC §4): question, then the answer
 * (Space, Enter or the button), then a rating (1, 2, 3 or the buttons). A rating is impossible before
 * the answer shows. After the last card, a summary; "study again" restarts with a new server session.
 * "Deshacer" (Ctrl+Z / Cmd+Z) takes back the last rating: the card is asked again and the counts go back.
 * With "Escribir la respuesta" the learner types first; Enter checks (and shows the answer), then Enter confirms the
 * rating the check suggests — never rated without them. A side in a language has a button that reads it aloud.
 */
export function StudySession({
  cards: initialCards,
  mode,
  folderId,
  folderName,
  folderNames,
  folderSettings,
  viewer,
  exitTo,
}: {
  cards: readonly StudyCard_CardFragment[];
  mode: StudyMode;
  folderId: string | null;
  folderName?: string;
  /** A session over every folder: each card says which folder it comes from. */
  folderNames?: ReadonlyMap<string, string>;
  /** Each folder's study settings: sounds (or speech) as each side appears, the languages of its sides. */
  folderSettings?: ReadonlyMap<string, FolderStudySettings>;
  /** The learner's study options ("Escribir la respuesta"); until they come, the answer is not typed. */
  viewer?: StudyOptions_ViewerFragment;
  exitTo: string;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const { start, record, undo } = useSessionRecorder(folderId);
  const { setSuspended, busy: suspending } = useCardSuspension();
  const { postpone, busy: postponing } = useCardPostpone();
  // The card a rating just made a leech: said once, with the offer to edit or suspend it (then `editing`).
  const [leech, setLeech] = useState<StudyCard_CardFragment | null>(null);
  const [editing, setEditing] = useState<StudyCard_CardFragment | null>(null);
  const [deck, setDeck] = useState(initialCards);
  const [round, setRound] = useState(1);
  // A session of never-rated cards (a learner's first, or a new folder's): the buttons' meanings are said above the
  // card, since they decide what the scheduler learns (DESIGN §5). Fixed when the session starts.
  const [firstSession] = useState(() => mode === 'study' && initialCards.every((item) => item.reviewCount === 0));
  const [index, setIndex] = useState(0);
  const [revealed, setRevealed] = useState(false);
  const [counts, setCounts] = useState<RatingCounts>(noRatings);
  const [reviewed, setReviewed] = useState<StudyCard_CardFragment[]>([]);
  const [last, setLast] = useState<LastRating | null>(null);
  const [undoing, setUndoing] = useState(false);
  const [typed, setTyped] = useState('');
  const [check, setCheck] = useState<AnswerCheck | null>(null);
  const answerInput = useRef<HTMLInputElement>(null);
  const shownAt = useRef(Date.now());
  const started = useRef(false);

  const finished = index >= deck.length;
  const card = finished ? null : deck[index];
  const settings = card ? folderSettings?.get(card.folderId) : undefined;
  const typing = !!viewer?.studySettings.typeAnswers;
  const distinguishEnye = viewer?.studySettings.distinguishEnye ?? true;

  /** Back to a question: the answer hidden, nothing typed. */
  const hideAnswer = useCallback(() => {
    setRevealed(false);
    setTyped('');
    setCheck(null);
  }, []);

  // One server session per round (a ref, so React's development double effects do not open two).
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);

  // A folder that says so plays the front's sound when a card appears and the back's when it is revealed, or reads
  // the side aloud when it has no sound but a language (a browser may refuse the very first before any key or tap:
  // the button is there).
  const plays = !!settings?.autoPlay;
  const showing = card ? `${round}:${index}:${card.id}:${revealed ? 'back' : 'front'}` : null;
  useEffect(() => {
    if (!plays || !showing) return;
    playerOf(showing.endsWith('back') ? 'back' : 'front')?.click();
  }, [plays, showing]);

  // Typing the answer, the field has the focus as each question appears (after the question's own focus).
  useEffect(() => {
    if (typing && showing?.endsWith('front')) answerInput.current?.focus();
  }, [typing, showing]);

  const checkAnswer = useCallback(() => {
    if (!card || revealed) return;
    setCheck(checkTypedAnswer(typed, card.back, { distinguishEnye }));
    setRevealed(true);
  }, [card, revealed, typed, distinguishEnye]);

  // Focus follows the session: each new question (its element is keyed by card), then the answer.
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);

  const rate = useCallback(
    (rating: Rating) => {
      if (!card || !revealed) return;
      const nextCounts = { ...counts, [rating]: counts[rating] + 1 };
      const completed = index + 1 === deck.length;
      const rated = record({
        card,
        rating,
        durationMs: Math.min(Date.now() - shownAt.current, MAX_DURATION_MS),
        counts: nextCounts,
        completed,
      });
      // The next round asks this card with the intervals its new state gives (the rating's answer carries them).
      rated.then((answer) => {
        if (!answer) return;
        setDeck(withCard(answer.card));
        if (answer.becameLeech) setLeech(answer.card);
      });
      setLast({ card, rating, index, rated });
      setCounts(nextCounts);
      setReviewed((list) => [...list, card]);
      hideAnswer();
      setIndex(index + 1);
      shownAt.current = Date.now();
      if (completed) toast({ title: text.completed, description: text.completedDescription(deck.length) });
    },
    [card, revealed, counts, index, deck.length, record, toast, hideAnswer],
  );

  const undoLast = useCallback(async () => {
    if (!last || undoing) return;
    setUndoing(true);
    try {
      const before = await undo(last.rated);
      setDeck(withCard(before ?? last.card));
      setCounts((current) => ({ ...current, [last.rating]: Math.max(0, current[last.rating] - 1) }));
      setReviewed((list) => list.slice(0, -1));
      setIndex(last.index);
      hideAnswer();
      setLast(null);
      shownAt.current = Date.now();
    } catch (error) {
      toast({ title: text.undoFailed, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setUndoing(false);
    }
  }, [last, undoing, undo, toast, hideAnswer]);

  useEffect(() => {
    if (!last) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.shiftKey || !(event.ctrlKey || event.metaKey)) return;
      if (event.key.toLowerCase() !== 'z' || event.repeat || ownsKey(event.target, event.key)) return;
      event.preventDefault();
      void undoLast();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [last, undoLast]);

  useEffect(() => {
    if (finished) return;
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
          if (typing) checkAnswer();
          else setRevealed(true);
        }
        return;
      }
      if (check && event.key === 'Enter' && !event.repeat) {
        // The learner confirms the rating the check suggests.
        event.preventDefault();
        rate(check.suggested);
        return;
      }
      const rating = ratingKeys.find(({ key }) => key === event.key)?.rating;
      if (rating && !event.repeat) {
        event.preventDefault();
        rate(rating);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [finished, revealed, rate, typing, check, checkAnswer]);

  function restart() {
    // The first "study again" shuffles; later ones keep the order of the round just studied.
    setDeck((current) => (round === 1 ? shuffled(current) : current));
    setRound(round + 1);
    setIndex(0);
    hideAnswer();
    setCounts(noRatings);
    setReviewed([]);
    setLast(null);
    shownAt.current = Date.now();
    start();
  }

  /**
   * The card shown leaves the session when it is suspended or postponed to tomorrow; the next one takes its place.
   * A card already rated (a leech, from its notice) leaves the rest of the deck with the session where it is.
   */
  function leaveSession(id: string) {
    const at = deck.findIndex((item) => item.id === id);
    setDeck((current) => current.filter((item) => item.id !== id));
    if (at >= 0 && at < index) setIndex(index - 1);
    if (card?.id === id) hideAnswer();
    shownAt.current = Date.now();
  }

  async function suspendCard(suspended: SuspendableCard) {
    if (await setSuspended(suspended, true)) leaveSession(suspended.id);
  }

  async function postponeShown() {
    if (card && (await postpone(card.id))) leaveSession(card.id);
  }

  const exit = () => navigate(exitTo);
  const percent = Math.round((Math.min(index, deck.length) / deck.length) * 100);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
            {mode === 'practice' ? text.practiceTitle : text.studyTitle}
          </h1>
          {folderName && <p className="mt-1 truncate text-slate-600">{folderName}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-2">
          {last && (
            <Button
              variant="secondary"
              onClick={() => void undoLast()}
              disabled={undoing}
              aria-keyshortcuts="Control+Z Meta+Z"
            >
              <Undo2 aria-hidden className="size-4" />
              {undoing ? text.undoing : text.undo}
            </Button>
          )}
          {!finished && (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" className="shrink-0">
                  <LogOut aria-hidden className="size-4" />
                  {text.exit}
                </Button>
              }
              title={text.exitTitle}
              description={text.exitConfirm}
              confirmLabel={text.exit}
              onConfirm={exit}
            />
          )}
        </div>
      </div>
      {mode === 'practice' && round === 1 && !finished && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{text.practiceHint}</p>
      )}
      {firstSession && round === 1 && !finished && (
        <section
          aria-labelledby="first-session-hint"
          className="rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-950"
        >
          <h2 id="first-session-hint" className="font-medium">
            {text.firstSessionHint.title}
          </h2>
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5">
            {text.firstSessionHint.items.map(({ rating, meaning }) => (
              <div key={rating} className="flex gap-1">
                <dt className="font-semibold">{rating}:</dt>
                <dd>{meaning}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {card ? (
        <>
          <div>
            <div className="flex items-center justify-between text-sm font-medium text-slate-600">
              <span>{text.progress(index + 1, deck.length)}</span>
              <span>{text.percent(percent)}</span>
            </div>
            <div
              role="progressbar"
              aria-label={text.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full rounded-full bg-indigo-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
          </div>

          <article
            key={`${round}:${index}`}
            className="flex min-h-64 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <div
              ref={focusOnMount}
              tabIndex={-1}
              data-card-side="front"
              className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center outline-none sm:p-10"
            >
              {folderNames?.has(card.folderId) && (
                <p className="line-clamp-1 max-w-full text-sm font-medium wrap-anywhere text-indigo-700">
                  <span className="sr-only">{text.folderLabel}</span>
                  {folderNames.get(card.folderId)}
                </p>
              )}
              <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.question}</p>
              <CardContent markdown={card.front} className="max-w-full text-2xl font-semibold sm:text-3xl" />
              {settings?.frontLanguage && (
                <SpeakButton markdown={card.front} lang={settings.frontLanguage} label={es.speech.listenFront} />
              )}
            </div>
            {revealed && (
              <div
                ref={focusOnMount}
                tabIndex={-1}
                data-card-side="back"
                className="flex flex-col items-center gap-2 border-t border-slate-100 p-6 text-center outline-none sm:p-8"
              >
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{text.answer}</p>
                <CardContent markdown={card.back} className="max-w-full text-xl text-indigo-800 sm:text-2xl" />
                {settings?.backLanguage && (
                  <SpeakButton markdown={card.back} lang={settings.backLanguage} label={es.speech.listenBack} />
                )}
              </div>
            )}
          </article>

          {typing && (
            <div className="flex flex-col gap-3">
              <AnswerInput
                ref={answerInput}
                value={typed}
                onChange={setTyped}
                onCheck={checkAnswer}
                checked={revealed}
              />
              <AnswerResult check={check} />
            </div>
          )}
          {revealed ? (
            <div className="flex flex-col gap-3">
              {check && (
                <Button onClick={() => rate(check.suggested)} aria-keyshortcuts="Enter" className="py-3.5 text-base">
                  <Check aria-hidden className="size-5" />
                  {text.typed.confirm(text.ratings[check.suggested])}
                  <kbd
                    aria-hidden
                    className="ml-1 rounded-md border border-white/40 px-1.5 font-mono text-xs max-sm:hidden"
                  >
                    {text.typed.confirmKeys}
                  </kbd>
                </Button>
              )}
              <RatingButtons intervals={card.nextIntervals} onRate={rate} suggested={check?.suggested} />
            </div>
          ) : typing ? null : (
            <Button onClick={() => setRevealed(true)} aria-keyshortcuts="Space Enter" className="py-3.5 text-base">
              <Eye aria-hidden className="size-5" />
              {text.showAnswer}
              <kbd
                aria-hidden
                className="ml-1 rounded-md border border-white/40 px-1.5 font-mono text-xs max-sm:hidden"
              >
                {text.showAnswerKeys}
              </kbd>
            </Button>
          )}
          <div className="flex justify-center">
            <div className="flex flex-wrap justify-center gap-2">
              {card.nextReviewAt && (
                <NeedsConnection>
                  <Button variant="secondary" onClick={() => void postponeShown()} disabled={postponing}>
                    <CalendarPlus aria-hidden className="size-4" />
                    {es.cards.postpone.studyAction}
                  </Button>
                </NeedsConnection>
              )}
              <Button variant="secondary" onClick={() => void suspendCard(card)} disabled={suspending}>
                <Pause aria-hidden className="size-4" />
                {es.cards.suspension.studyAction}
              </Button>
            </div>
          </div>
          {viewer && <StudyOptions viewer={viewer} />}
          <p className="text-center text-xs text-slate-500 max-md:hidden">
            {typing ? text.typedKeyboardHint : text.keyboardHint}
          </p>
        </>
      ) : (
        <SessionSummary
          counts={counts}
          reviewed={reviewed}
          firstRound={round === 1}
          onRestart={restart}
          onDone={exit}
        />
      )}
      <Dialog
        open={!!leech}
        onOpenChange={(open) => !open && setLeech(null)}
        title={es.cards.leech.title}
        description={es.cards.leech.description(viewer?.studySettings.leechThreshold ?? 8)}
      >
        {leech && (
          <div className="flex flex-col gap-4">
            <CardContent markdown={leech.front} clamp={2} className="font-medium text-slate-900" />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => setLeech(null)}>
                {es.cards.leech.keep}
              </Button>
              <Button
                variant="secondary"
                disabled={suspending}
                onClick={() => {
                  setLeech(null);
                  void suspendCard(leech);
                }}
              >
                <Pause aria-hidden className="size-4" />
                {es.cards.leech.suspend}
              </Button>
              <NeedsConnection>
                <Button
                  onClick={() => {
                    setLeech(null);
                    setEditing(leech);
                  }}
                >
                  <Pencil aria-hidden className="size-4" />
                  {es.cards.leech.edit}
                </Button>
              </NeedsConnection>
            </div>
          </div>
        )}
      </Dialog>
      {editing && (
        <Suspense>
          <CardDialog
            open
            onOpenChange={(open) => !open && setEditing(null)}
            folderId={editing.folderId}
            card={editing}
            onSuccess={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
