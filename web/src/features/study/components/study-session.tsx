import { type ComponentType, useCallback, useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Rating, StudyCard_CardFragment, StudyOptions_ViewerFragment } from '@/__generated__/graphql';
import { useCardPostpone } from '@/hooks/use-card-postpone';
import { type SuspendableCard, useCardSuspension } from '@/hooks/use-card-suspension';
import { useToast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/errors';
import { es } from '@/lib/i18n/es';
import { initialSession, ratingOf, sessionReducer, shownCard } from '../session-state';
import { shuffled } from '../summary';
import { useSessionKeys, useUndoShortcut } from '../use-session-keys';
import { useSessionRecorder } from '../use-session-recorder';
import { AnswerActions } from './answer-actions';
import { CardSides, playerOf } from './card-sides';
import { LeechNotice } from './leech-notice';
import { SessionHeader } from './session-header';
import { FirstSessionHint, PracticeHint } from './session-hints';
import { SessionProgress } from './session-progress';
import { SessionSummary } from './session-summary';
import { ShownCardActions } from './shown-card-actions';
import { StudyOptions } from './study-options';
import { AnswerInput, AnswerResult } from './typed-answer';

const text = es.study;

export type StudyMode = 'study' | 'practice';

/** A folder's study settings (its `autoPlay` and the BCP-47 languages its sides are read aloud in). */
export type FolderStudySettings = { autoPlay: boolean; frontLanguage: string | null; backLanguage: string | null };

/** What edits a card from the session (the leech notice's "Editar la carta"); the app gives the cards' dialog. */
export type CardEditor = ComponentType<{ card: StudyCard_CardFragment; onClose: () => void }>;

/** The server caps a review's duration at a day (a tab left open overnight). */
const MAX_DURATION_MS = 86_400_000;

/**
 * A study session over `cards`, fixed when the session starts (SPEC §4): question, then the answer
 * (Space, Enter or the button), then a rating (1, 2, 3 or the buttons). A rating is impossible before
 * the answer shows. After the last card, a summary; "study again" restarts with a new server session.
 * "Deshacer" (Ctrl+Z / Cmd+Z) takes back the last rating: the card is asked again and the counts go back.
 * With "Escribir la respuesta" the learner types first; Enter checks (and shows the answer), then Enter confirms the
 * rating the check suggests — never rated without them. A side in a language has a button that reads it aloud.
 * What the screen remembers changes in `sessionReducer` (../session-state); this component talks to the server.
 */
export function StudySession({
  cards,
  mode,
  folderId,
  folderName,
  tag,
  folderNames,
  folderSettings,
  viewer,
  exitTo,
  editor: Editor,
}: {
  cards: readonly StudyCard_CardFragment[];
  mode: StudyMode;
  folderId: string | null;
  folderName?: string;
  /** A folder's session limited to the cards whose notes carry this tag. */
  tag?: string;
  /** A session over every folder: each card says which folder it comes from. */
  folderNames?: ReadonlyMap<string, string>;
  /** Each folder's study settings: sounds (or speech) as each side appears, the languages of its sides. */
  folderSettings?: ReadonlyMap<string, FolderStudySettings>;
  /** The learner's study options ("Escribir la respuesta"); until they come, the answer is not typed. */
  viewer?: StudyOptions_ViewerFragment;
  exitTo: string;
  editor: CardEditor;
}) {
  const toast = useToast();
  const navigate = useNavigate();
  const { start, record, undo } = useSessionRecorder(folderId);
  const { setSuspended, busy: suspending } = useCardSuspension();
  const { postpone, busy: postponing } = useCardPostpone();
  const [state, dispatch] = useReducer(sessionReducer, { cards, mode }, initialSession);
  const { deck, round, index, revealed, counts, last, undoing, typed, check } = state;
  const answerInput = useRef<HTMLInputElement>(null);
  const shownAt = useRef(Date.now());
  const started = useRef(false);

  const card = shownCard(state);
  const settings = card ? folderSettings?.get(card.folderId) : undefined;
  const typing = !!viewer?.studySettings.typeAnswers;
  const distinguishEnye = viewer?.studySettings.distinguishEnye ?? true;

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

  const reveal = useCallback(() => dispatch({ type: 'reveal' }), []);
  const checkAnswer = useCallback(() => dispatch({ type: 'check', distinguishEnye }), [distinguishEnye]);

  const rate = useCallback(
    (rating: Rating) => {
      const outcome = ratingOf(state, rating);
      if (!outcome) return;
      const rated = record({
        ...outcome,
        rating,
        durationMs: Math.min(Date.now() - shownAt.current, MAX_DURATION_MS),
      });
      // The next round asks this card with the intervals its new state gives (the rating's answer carries them).
      rated.then((answer) => {
        if (answer) dispatch({ type: 'answered', card: answer.card, becameLeech: answer.becameLeech });
      });
      dispatch({ type: 'rate', rating, rated });
      shownAt.current = Date.now();
      if (outcome.completed) toast({ title: text.completed, description: text.completedDescription(deck.length) });
    },
    [state, deck.length, record, toast],
  );

  const undoLast = useCallback(async () => {
    if (!last || undoing) return;
    dispatch({ type: 'undoStarted' });
    try {
      const before = await undo(last.rated);
      dispatch({ type: 'undone', last, before });
      shownAt.current = Date.now();
    } catch (error) {
      dispatch({ type: 'undoFailed' });
      toast({ title: text.undoFailed, description: errorMessage(error), variant: 'destructive' });
    }
  }, [last, undoing, undo, toast]);

  useUndoShortcut(!!last, undoLast);
  useSessionKeys({ active: !!card, revealed, typing, check, onReveal: reveal, onCheck: checkAnswer, onRate: rate });

  function restart() {
    dispatch({ type: 'restart', shuffle: shuffled });
    shownAt.current = Date.now();
    start();
  }

  /** The card leaves the session once suspended or postponed to tomorrow. */
  function leave(id: string) {
    dispatch({ type: 'left', id });
    shownAt.current = Date.now();
  }

  async function suspendCard(suspended: SuspendableCard) {
    if (await setSuspended(suspended, true)) leave(suspended.id);
  }

  async function postponeShown() {
    if (card && (await postpone(card.id))) leave(card.id);
  }

  const exit = () => navigate(exitTo);
  const firstRound = round === 1;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <SessionHeader
        mode={mode}
        folderName={folderName}
        tag={tag}
        canUndo={!!last}
        undoing={undoing}
        onUndo={() => void undoLast()}
        finished={!card}
        onExit={exit}
      />
      {mode === 'practice' && firstRound && card && <PracticeHint tag={tag} />}
      {state.firstSession && firstRound && card && <FirstSessionHint />}

      {card ? (
        <>
          <SessionProgress index={index} total={deck.length} />
          <CardSides
            key={`${round}:${index}`}
            card={card}
            revealed={revealed}
            folderName={folderNames?.get(card.folderId)}
            settings={settings}
          />
          {typing && (
            <div className="flex flex-col gap-3">
              <AnswerInput
                ref={answerInput}
                value={typed}
                onChange={(value) => dispatch({ type: 'type', typed: value })}
                onCheck={checkAnswer}
                checked={revealed}
              />
              <AnswerResult check={check} />
            </div>
          )}
          <AnswerActions
            card={card}
            revealed={revealed}
            typing={typing}
            check={check}
            onReveal={reveal}
            onRate={rate}
          />
          <ShownCardActions
            canPostpone={!!card.nextReviewAt}
            postponing={postponing}
            onPostpone={() => void postponeShown()}
            suspending={suspending}
            onSuspend={() => void suspendCard(card)}
          />
          {viewer && <StudyOptions viewer={viewer} />}
          <p className="text-center text-xs text-slate-500 max-md:hidden">
            {typing ? text.typedKeyboardHint : text.keyboardHint}
          </p>
        </>
      ) : (
        <SessionSummary
          counts={counts}
          reviewed={state.reviewed}
          firstRound={firstRound}
          onRestart={restart}
          onDone={exit}
        />
      )}
      <LeechNotice
        leech={state.leech}
        threshold={viewer?.studySettings.leechThreshold ?? 8}
        suspending={suspending}
        onClose={() => dispatch({ type: 'leechClosed' })}
        onSuspend={(leech) => {
          dispatch({ type: 'leechClosed' });
          void suspendCard(leech);
        }}
        onEdit={() => dispatch({ type: 'editLeech' })}
      />
      {state.editing && <Editor card={state.editing} onClose={() => dispatch({ type: 'editorClosed' })} />}
    </div>
  );
}
