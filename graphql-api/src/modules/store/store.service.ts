import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { conflict, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { query, transaction } from '../../db/raw';
import { Card } from '../cards/card.entity';
import { type CopyDeps, copyInto } from '../community/community.copies';
import { type CommunityFolderRow, viewColumns, visible } from '../community/community.service';
import { Folder } from '../folders/folder.entity';
import { basicNote, builtinNoteType } from '../notes/note.service';
import type { NoteType } from '../notes/note-type.entity';
import { type SeedCard, type SeedLanguages, sampleFolders } from './store.samples';
import { importSchema, STORE_CARDS_MAX, STORE_TEMPLATES_MAX, storeMessages } from './store.schema';

/** Names (lower-cased) among `names` that the user already has as folders: one query. */
async function existingFolderNames(em: EntityManager, userId: number, names: string[]): Promise<Set<string>> {
  const rows = await em.execute<{ name: string }[]>(
    'select lower(name) as name from folders where user_id = ? and lower(name) in (?)',
    [userId, names.map((name) => name.toLowerCase())],
  );
  return new Set(rows.map((row) => row.name));
}

/** Serialises one user's imports, so two at the same moment cannot both create the same folder. */
async function lockUser(em: EntityManager, userId: number) {
  await em.execute('select pg_advisory_xact_lock(hashtext(?), ?)', ['repaso:folders', userId]);
}

function createFolderWithCards(
  em: EntityManager,
  userId: number,
  basic: NoteType,
  {
    name,
    description,
    cards,
    frontLanguage,
    backLanguage,
  }: { name: string; description: string; cards: SeedCard[] } & SeedLanguages,
) {
  const folder = em.create(Folder, { name, description, frontLanguage, backLanguage, user: userId });
  for (const { front, back } of cards)
    em.create(Card, { front, back, folder, user: userId, note: basicNote(em, userId, folder, basic, front, back) });
  return folder;
}

/** The SPEC's store levels for the CEFR levels of Repaso's community folders. */
const storeLevels: Record<string, string> = {
  A1: 'Principiante',
  A2: 'Elemental',
  B1: 'Intermedio',
  B2: 'Intermedio alto',
  C1: 'Avanzado',
  C2: 'Avanzado',
};

type StoreFolderRow = CommunityFolderRow & { storeKey: string };

/** Repaso's own community folders the store shows (`store_key`), visible ones only, in their order (one statement). */
async function storeFolders(em: EntityManager): Promise<StoreFolderRow[]> {
  return query<StoreFolderRow>(
    em,
    `select ${viewColumns}, cf.store_key as "storeKey"
       from community_folders cf left join users u on u.id = cf.author_id
      where cf.store_key is not null and cf.author_id is null and ${visible}
      order by cf.id limit $1`,
    [STORE_TEMPLATES_MAX],
  );
}

/**
 * The store: a curated view of the community, Repaso's own folders (SPEC §2's five), each with its cards (one
 * statement each) and marked when the user already has a folder of that name.
 */
export async function listStoreTemplates(em: EntityManager, actor: Actor) {
  const userId = requireUserId(actor);
  const folders = await storeFolders(em);
  const cards = await query<{ folderId: number; front: string; back: string }>(
    em,
    `select f.id as "folderId", c.front, c.back
       from unnest($1::int[]) as f(id)
       cross join lateral (
         select front, back, position from community_cards where community_folder_id = f.id order by position limit $2) c
      order by f.id, c.position`,
    [folders.map((folder) => folder.rowId), STORE_CARDS_MAX],
  );
  const taken = await existingFolderNames(
    em,
    userId,
    folders.map((folder) => folder.title),
  );
  return folders.map((folder) => ({
    id: folder.storeKey,
    name: folder.title,
    description: folder.description,
    level: storeLevels[folder.level ?? ''] ?? 'Principiante',
    frontLanguage: folder.frontLanguage ?? '',
    backLanguage: folder.backLanguage ?? '',
    cards: cards.filter((card) => card.folderId === folder.rowId).map(({ front, back }) => ({ front, back })),
    alreadyImported: taken.has(folder.title.toLowerCase()),
  }));
}

/**
 * Copies one of the store's folders into the user's folders through the community's copy (so it stays current when
 * Repaso publishes a new version); a folder of that name already there is a 409 that creates nothing.
 */
export async function importStoreTemplate(em: EntityManager, actor: Actor, input: unknown, deps: CopyDeps) {
  const userId = requireUserId(actor);
  const { templateData } = validate(importSchema, input);
  const source = (await storeFolders(em)).find((folder) => folder.storeKey === templateData.id);
  if (!source) throw notFound(storeMessages.templateNotFound);
  const folderId = await transaction(em, async (tx) => {
    await tx('select pg_advisory_xact_lock(hashtext($1), $2)', ['repaso:folders', userId]);
    const [existing] = await tx('select 1 from folders where user_id = $1 and lower(name) = lower($2)', [
      userId,
      source.title,
    ]);
    if (existing) throw conflict(storeMessages.alreadyImported(source.title));
    return copyInto(em, tx, userId, source, deps);
  });
  const folder = await em.findOneOrFail(Folder, { id: folderId, user: userId }, { refresh: true });
  return { folder, folderName: folder.name, cardCount: source.cardCount, folderId };
}

const sampleDataMessage = (folderCount: number, cardCount: number) =>
  folderCount === 0
    ? 'Los datos de ejemplo ya estaban cargados'
    : `Se han creado ${folderCount} ${folderCount === 1 ? 'carpeta' : 'carpetas'} con ${cardCount} cartas de ejemplo`;

/** Loads the sample language folders; a second time creates nothing (folders matched by name). */
export async function seedSampleData(em: EntityManager, actor: Actor) {
  const userId = requireUserId(actor);
  return em.transactional(async (tx) => {
    await lockUser(tx, userId);
    const taken = await existingFolderNames(
      tx,
      userId,
      sampleFolders.map((sample) => sample.name),
    );
    const missing = sampleFolders.filter((sample) => !taken.has(sample.name.toLowerCase()));
    const basic = await builtinNoteType(tx, userId, 'basic');
    const folders = missing.map((sample) => createFolderWithCards(tx, userId, basic, sample));
    await tx.flush();
    const cardCount = missing.reduce((sum, sample) => sum + sample.cards.length, 0);
    return { folders, folderCount: folders.length, cardCount, message: sampleDataMessage(folders.length, cardCount) };
  });
}
