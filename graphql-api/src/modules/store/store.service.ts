import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { conflict, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { query, transaction } from '../../db/raw';
import { type CopyDeps, copyInto } from '../community/community.copies';
import { type CommunityFolderRow, viewColumns, visible } from '../community/community.service';
import { Folder } from '../folders/folder.entity';
import { insertNotes } from '../notes/note.write';
import { findBuiltinNoteType } from '../notes/note-type.service';
import { sampleFolders } from './store.samples';
import { importSchema, STORE_CARDS_MAX, STORE_TEMPLATES_MAX, storeMessages } from './store.schema';

/** Names (lower-cased) among `names` that the user already has as folders: one query. */
async function existingFolderNames(em: EntityManager, userId: number, names: string[]): Promise<Set<string>> {
  const rows = await em.execute<{ name: string }[]>(
    'select lower(name) as name from folders where user_id = ? and lower(name) in (?)',
    [userId, names.map((name) => name.toLowerCase())],
  );
  return new Set(rows.map((row) => row.name));
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

/**
 * Loads the sample language folders; a second time creates nothing (folders matched by name). Each card is a "Básica"
 * note of the learner's built-in type whose fields are its two sides, written and rendered by the note writer: one
 * statement for the folders, then one for a folder's notes and one for their cards.
 */
export async function seedSampleData(em: EntityManager, actor: Actor) {
  const userId = requireUserId(actor);
  const created = await transaction(em, async (tx) => {
    await tx('select pg_advisory_xact_lock(hashtext($1), $2)', ['repaso:folders', userId]);
    const taken = new Set(
      (
        await tx<{ name: string }>(
          'select lower(name) as name from folders where user_id = $1 and lower(name) = any($2)',
          [userId, sampleFolders.map((sample) => sample.name.toLowerCase())],
        )
      ).map((row) => row.name),
    );
    const missing = sampleFolders.filter((sample) => !taken.has(sample.name.toLowerCase()));
    if (missing.length === 0) return [];
    const folders = await tx<{ id: number; name: string }>(
      `insert into folders (name, description, user_id, front_language, back_language)
       select f.name, f.description, $1, f.front_language, f.back_language
         from jsonb_to_recordset($2::jsonb) as f(n int, name text, description text, front_language text, back_language text)
        order by f.n
       returning id, name`,
      [
        userId,
        JSON.stringify(
          missing.map((sample, n) => ({
            n,
            name: sample.name,
            description: sample.description,
            front_language: sample.frontLanguage,
            back_language: sample.backLanguage,
          })),
        ),
      ],
    );
    const ids = new Map(folders.map((folder) => [folder.name, folder.id]));
    const basic = await findBuiltinNoteType(tx, userId, 'basic');
    const written = missing.map((sample) => ({ id: ids.get(sample.name) as number, cards: sample.cards }));
    for (const { id, cards } of written)
      await insertNotes(
        tx,
        userId,
        id,
        basic,
        cards.map(({ front, back }) => ({ fields: [front, back] })),
      );
    return written.map(({ id, cards }) => ({ id, cards: cards.length }));
  });
  const byId = new Map(
    (await em.find(Folder, { id: created.map((folder) => folder.id), user: userId })).map((folder) => [
      folder.id,
      folder,
    ]),
  );
  const folders = created.map((folder) => byId.get(folder.id) as Folder);
  const cardCount = created.reduce((sum, folder) => sum + folder.cards, 0);
  return { folders, folderCount: folders.length, cardCount, message: sampleDataMessage(folders.length, cardCount) };
}
