import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { conflict, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { type SeedCard, type SeedLanguages, sampleFolders } from '../../db/seed/sample-data';
import { storeTemplates } from '../../db/seed/store-templates';
import { Card } from '../cards/card.entity';
import { Folder } from '../folders/folder.entity';
import { importSchema, storeMessages } from './store.schema';

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
  {
    name,
    description,
    cards,
    frontLanguage,
    backLanguage,
  }: { name: string; description: string; cards: SeedCard[] } & SeedLanguages,
) {
  const folder = em.create(Folder, { name, description, frontLanguage, backLanguage, user: userId });
  for (const { front, back } of cards) em.create(Card, { front, back, folder });
  return folder;
}

/** The store's templates, each marked when the user already has a folder of that name. */
export async function listStoreTemplates(em: EntityManager, actor: Actor) {
  const taken = await existingFolderNames(
    em,
    requireUserId(actor),
    storeTemplates.map((template) => template.name),
  );
  return storeTemplates.map((template) => ({ ...template, alreadyImported: taken.has(template.name.toLowerCase()) }));
}

/** Copies a store template into the user's folders; a folder of that name already there is a 409. */
export async function importStoreTemplate(em: EntityManager, actor: Actor, input: unknown) {
  const userId = requireUserId(actor);
  const { templateData } = validate(importSchema, input);
  const template = storeTemplates.find((candidate) => candidate.id === templateData.id);
  if (!template) throw notFound(storeMessages.templateNotFound);
  return em.transactional(async (tx) => {
    await lockUser(tx, userId);
    if ((await existingFolderNames(tx, userId, [template.name])).size > 0) {
      throw conflict(storeMessages.alreadyImported(template.name));
    }
    const folder = createFolderWithCards(tx, userId, template);
    await tx.flush();
    return { folder, folderName: folder.name, cardCount: template.cards.length, folderId: folder.id };
  });
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
    const folders = missing.map((sample) => createFolderWithCards(tx, userId, sample));
    await tx.flush();
    const cardCount = missing.reduce((sum, sample) => sum + sample.cards.length, 0);
    return { folders, folderCount: folders.length, cardCount, message: sampleDataMessage(folders.length, cardCount) };
  });
}
