import { ArrowLeft, CircleCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  type StudyCard_CardFragment,
  type StudyOptions_ViewerFragment,
  useStudyAllQuery,
  useStudyAllTagQuery,
  useStudyFolderQuery,
  useStudyFolderTagQuery,
} from '@/__generated__/graphql';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LearnerFolderNotFound } from '@/components/ui/screen-states';
import { Skeleton } from '@/components/ui/skeleton';
import { folderPaths, paths } from '@/config/paths';
import {
  type CardEditor,
  type FolderStudySettings,
  type StudyMode,
  StudySession,
} from '@/features/study/components/study-session';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { es } from '@/lib/i18n/es';
import { freshOnVisit } from '@/lib/network';

const text = es.study;

const CardDialog = lazy(() =>
  import('@/features/cards/components/card-dialog').then((m) => ({ default: m.CardDialog })),
);

/** The session edits a card (a leech, from its notice) with the cards' own dialog, loaded when first opened. */
const EditCard: CardEditor = ({ card, onClose }) => (
  <Suspense>
    <CardDialog
      open
      onOpenChange={(open) => !open && onClose()}
      folderId={card.folderId}
      card={card}
      onSuccess={onClose}
    />
  </Suspense>
);

type Session = {
  cards: readonly StudyCard_CardFragment[];
  mode: StudyMode;
  folderName?: string;
  /** A folder's session limited to the cards whose notes carry this tag. */
  tag?: string;
  /** In a session over every folder, each card's folder name. */
  folderNames?: ReadonlyMap<string, string>;
  /** Each folder's study settings: sounds (or speech) as each side appears, and the languages of its sides. */
  folderSettings: ReadonlyMap<string, FolderStudySettings>;
};

const settingsOf = (folders: readonly ({ id: string } & FolderStudySettings)[]) =>
  new Map(
    folders.map(({ id, autoPlay, frontLanguage, backLanguage }) => [id, { autoPlay, frontLanguage, backLanguage }]),
  );

// A session's cards are what was due when it started: asked from the API (or, for a folder's session opened from the
// address bar, answered inside the page: screens.ts), never from an older cache — unless the browser is offline: then
// the last known due list (persisted by lib/offline) is the session.
/**
 * Loading, failure, nothing to review, or the session — whose cards stay as they were when it loaded. The learner's
 * options (`viewer`, from the same answer) may change during the session (its switches), unlike its cards; offline
 * without them, the answer is not typed.
 */
function SessionOrState({
  session,
  viewer,
  failed,
  folderId,
}: {
  session: Session | undefined;
  viewer: StudyOptions_ViewerFragment | null | undefined;
  failed: boolean;
  folderId: string | null;
}) {
  // Ratings change the cached due lists; the session keeps the list it started with (SPEC §4).
  const [fixed, setFixed] = useState(session);
  if (session && !fixed) setFixed(session);

  if (!fixed) {
    return failed ? (
      <p role="alert" className="text-red-600">
        {text.loadFailed}
      </p>
    ) : (
      <Skeleton label={text.loading} className="mx-auto h-80 w-full max-w-3xl" />
    );
  }
  const exitTo = folderId ? folderPaths.detail(folderId) : paths.home;
  if (fixed.cards.length === 0) {
    return (
      <EmptyState
        icon={CircleCheck}
        title={text.empty.title}
        description={
          !fixed.tag
            ? text.empty.description
            : folderId
              ? text.empty.tagDescription(fixed.tag)
              : text.empty.tagAllDescription(fixed.tag)
        }
        headingLevel={1}
      >
        <Link to={exitTo} className={buttonClasses('primary')}>
          <ArrowLeft aria-hidden className="size-4" />
          {folderId ? text.empty.backToFolder : text.empty.backHome}
        </Link>
      </EmptyState>
    );
  }
  return <StudySession {...fixed} folderId={folderId} exitTo={exitTo} viewer={viewer ?? undefined} editor={EditCard} />;
}

function FolderStudy({ folderId }: { folderId: string }) {
  const [policy] = useState(() => freshOnVisit('StudyFolder'));
  const { data, error } = useStudyFolderQuery({ variables: { folderId }, ...policy });
  const folder = data?.folder;
  useDocumentTitle(!data ? undefined : folder ? es.titles.studyFolder(folder.name) : es.titles.folderNotFound);
  if (data && !folder)
    // As `/folders/{id}` says it.
    return <LearnerFolderNotFound />;
  const session = folder ? folderSession(folder) : undefined;
  return <SessionOrState session={session} viewer={data?.viewer} failed={!!error} folderId={folderId} />;
}

type StudiedFolder = { id: string; name: string } & FolderStudySettings & {
    studyCards: { practice: boolean; cards: readonly StudyCard_CardFragment[] };
  };

/** The cards the API chose for the folder's session: its due cards, or, with nothing due, practice over its cards. */
const folderSession = ({ studyCards, ...folder }: StudiedFolder, tag?: string): Session => ({
  cards: studyCards.cards,
  mode: studyCards.practice ? 'practice' : 'study',
  folderName: folder.name,
  tag,
  folderSettings: settingsOf([folder]),
});

/** "Estudiar" limited to a tag (`/study/:folderId?tag=verbo`): the folder's cards whose notes carry it. */
function FolderTagStudy({ folderId, tag }: { folderId: string; tag: string }) {
  const [policy] = useState(freshOnVisit);
  const { data, error } = useStudyFolderTagQuery({ variables: { folderId, tag }, ...policy });
  const folder = data?.folder;
  useDocumentTitle(!data ? undefined : folder ? es.titles.studyFolderTag(folder.name, tag) : es.titles.folderNotFound);
  if (data && !folder) return <LearnerFolderNotFound />;
  const session = folder ? folderSession(folder, tag) : undefined;
  return <SessionOrState session={session} viewer={data?.viewer} failed={!!error} folderId={folderId} />;
}

type AllFolders = {
  dueCards: readonly StudyCard_CardFragment[];
  folders: readonly ({ id: string; name: string } & FolderStudySettings)[];
};

/** Every folder's due cards (with `tag`, those whose notes carry it), each saying its folder. */
const allFoldersSession = ({ dueCards, folders }: AllFolders, tag?: string): Session => ({
  cards: dueCards,
  mode: 'study',
  tag,
  folderNames: new Map(folders.map((folder) => [folder.id, folder.name])),
  folderSettings: settingsOf(folders),
});

function AllFoldersStudy() {
  const [policy] = useState(freshOnVisit);
  const { data, error } = useStudyAllQuery(policy);
  useDocumentTitle(es.titles.study);
  const session = data && allFoldersSession(data);
  return <SessionOrState session={session} viewer={data?.viewer} failed={!!error} folderId={null} />;
}

/** "Estudiar" over every folder limited to a tag (`/study?tag=verbo`); nothing due with it says so, no practice. */
function AllFoldersTagStudy({ tag }: { tag: string }) {
  const [policy] = useState(freshOnVisit);
  const { data, error } = useStudyAllTagQuery({ variables: { tag }, ...policy });
  useDocumentTitle(es.titles.studyTag(tag));
  const session = data && allFoldersSession(data, tag);
  return <SessionOrState session={session} viewer={data?.viewer} failed={!!error} folderId={null} />;
}

export function StudyRoute() {
  const { folderId } = useParams();
  const tag = useSearchParams()[0].get('tag')?.trim();
  // A new folder (or tag) is a new session.
  if (folderId && tag) return <FolderTagStudy key={`${folderId}\n${tag}`} folderId={folderId} tag={tag} />;
  if (folderId) return <FolderStudy key={folderId} folderId={folderId} />;
  return tag ? <AllFoldersTagStudy key={tag} tag={tag} /> : <AllFoldersStudy />;
}
