import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import { badInput, DomainError, notFound } from '../../core/errors';
import type { Services } from '../../core/services';
import { validate } from '../../core/validate';
import { type Query, query, transaction } from '../../db/raw';
import { throttle } from '../accounts/throttle';
import { getFolder } from '../folders/folder.service';
import { mediaUsedInFolder } from '../media/media.service';
import { COMMUNITY_MAX_CARDS, communityMessages, PUBLISH_LIMIT, publishSchema } from './community.schema';
import { type PublicationView, publicationColumns, withoutRowId } from './community.service';

// An author's side of the community: publishing a folder (again) as a snapshot, and taking it out.

const slugAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** `verbos-irregulares-7k3f`: the title without accents or symbols, then four random characters. */
export function slugFor(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = Array.from({ length: 4 }, () => slugAlphabet[randomInt(slugAlphabet.length)]).join('');
  return `${base || 'carpeta'}-${suffix}`;
}

async function freeSlug(tx: Query, title: string): Promise<string> {
  for (;;) {
    const slug = slugFor(title);
    const taken = await tx('select 1 from community_folders where slug = $1', [slug]);
    if (taken.length === 0) return slug;
  }
}

async function publicationRow(run: Query, userId: number, folderId: number): Promise<PublicationView | null> {
  const [row] = await run<PublicationView & { rowId: number }>(
    `select ${publicationColumns} from community_folders cf left join users u on u.id = cf.author_id
      where cf.source_folder_id = $1 and cf.author_id = $2`,
    [folderId, userId],
  );
  return row ? withoutRowId(row) : null;
}

/**
 * The notes of the folder's cards into community folder `id`'s snapshot (DESIGN §16), in the publication's
 * transaction: the note types they use (matched by the author's type, as the author has them now), the notes (matched
 * by guid; `changed_version` set to `version` when their fields, tags or type changed, or when new), and nothing of
 * what the folder no longer holds.
 */
async function snapshotNotes(tx: Query, id: number, userId: number, folderId: number, version: number) {
  const used = `select distinct n.id, n.guid, n.fields, n.tags, n.note_type_id
                  from cards c join notes n on n.id = c.note_id and n.user_id = c.user_id
                 where c.user_id = $3 and c.folder_id = $2`;
  await tx(
    `insert into community_note_types (community_folder_id, source_note_type_id, name, kind, fields, templates, builtin)
     select $1, nt.id, nt.name, nt.kind, nt.fields, nt.templates, nt.builtin
       from note_types nt where nt.user_id = $3 and nt.id in (select note_type_id from (${used}) u)
     on conflict (community_folder_id, source_note_type_id) do update
        set name = excluded.name, kind = excluded.kind, fields = excluded.fields, templates = excluded.templates,
            builtin = excluded.builtin`,
    [id, folderId, userId],
  );
  await tx(
    `with src as (${used})
     insert into community_notes (community_folder_id, community_note_type_id, fields, tags, guid, changed_version)
     select $1, cnt.id, src.fields, src.tags, src.guid, $4
       from src join community_note_types cnt on cnt.community_folder_id = $1 and cnt.source_note_type_id = src.note_type_id
     on conflict (community_folder_id, guid) do update
        set fields = excluded.fields, tags = excluded.tags, community_note_type_id = excluded.community_note_type_id,
            changed_version = case when community_notes.fields = excluded.fields and community_notes.tags = excluded.tags
                                        and community_notes.community_note_type_id = excluded.community_note_type_id
                                   then community_notes.changed_version else excluded.changed_version end`,
    [id, folderId, userId, version],
  );
  await tx(
    `delete from community_notes cn where cn.community_folder_id = $1
        and not exists (select 1 from (${used}) src where src.guid = cn.guid)`,
    [id, folderId, userId],
  );
  await tx(
    `delete from community_note_types cnt where cnt.community_folder_id = $1
        and not exists (select 1 from community_notes cn where cn.community_note_type_id = cnt.id)`,
    [id],
  );
}

/** What a change to a published folder needs: the time, and the public answers to forget once it is committed. */
export type PublicationDeps = Pick<Services, 'clock' | 'publicAnswers'>;

/**
 * Publishes one of the actor's folders, or publishes it again: the community folder becomes a snapshot of its cards
 * now, with their notes, note types and tags (a republication keeps each card's key, marks the cards whose text changed with the new version, adds the new
 * ones and drops the deleted ones), and of the media those cards show. Needs the author's public name; refused for
 * an empty folder, past `COMMUNITY_MAX_CARDS`, and past `PUBLISH_LIMIT` a day. A folder an operator hid stays
 * hidden. Answers the author's view of the publication.
 */
export async function publishFolder(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  input: unknown,
  { clock, publicAnswers }: PublicationDeps,
): Promise<PublicationView> {
  const userId = requireUserId(actor);
  const folder = await getFolder(em, actor, folderId);
  const data = validate(publishSchema, input);
  const [author] = await query<{ public_name: string | null }>(em, 'select public_name from users where id = $1', [
    userId,
  ]);
  if (!author?.public_name) throw badInput([{ path: 'publicName', message: communityMessages.publicNameRequired }]);
  if (folder.cardCount === 0) throw badInput([{ path: 'folderId', message: communityMessages.emptyFolder }]);
  if (folder.cardCount > COMMUNITY_MAX_CARDS) {
    throw badInput([{ path: 'folderId', message: communityMessages.tooManyCards(COMMUNITY_MAX_CARDS) }]);
  }
  await throttle(em, clock.now(), [[PUBLISH_LIMIT, String(userId)]]).catch((error: unknown) => {
    if (error instanceof DomainError && error.retryAfterSeconds) {
      const hours = Math.max(1, Math.ceil(error.retryAfterSeconds / 3600));
      throw new DomainError(
        'RATE_LIMITED',
        429,
        communityMessages.publishRateLimited(hours),
        undefined,
        error.retryAfterSeconds,
      );
    }
    throw error;
  });
  const hashes = await mediaUsedInFolder(em, userId, folderId);
  const now = clock.now();
  const publication = await transaction(em, async (tx) => {
    // One publication of a folder at a time: two at once would both take a version.
    await tx('select pg_advisory_xact_lock(hashtext($1), $2)', ['repaso:publish', folderId]);
    const [existing] = await tx<{ id: number; version: number }>(
      'select id, version from community_folders where source_folder_id = $1 for update',
      [folderId],
    );
    const values = [
      data.title,
      data.description,
      data.frontLanguage ?? folder.frontLanguage,
      data.backLanguage ?? folder.backLanguage,
      data.level,
      data.tags,
      data.licence,
      now,
    ];
    let id: number;
    let version: number;
    if (existing) {
      id = existing.id;
      version = existing.version + 1;
      await tx(
        `update community_folders set title = $2, description = $3, front_language = $4, back_language = $5,
                level = $6, tags = $7, licence = $8, updated_at = $9, version = $10, unpublished_at = null
          where id = $1`,
        [id, ...values, version],
      );
    } else {
      version = 1;
      [{ id }] = await tx<{ id: number }>(
        `insert into community_folders (slug, author_id, source_folder_id, title, description, front_language,
                back_language, level, tags, licence, published_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11) returning id`,
        [await freeSlug(tx, data.title), userId, folderId, ...values],
      );
    }
    await snapshotNotes(tx, id, userId, folderId, version);
    await tx(
      `with src as (
         select c.id, c.front, c.back, cn.id as note_id, c.template_ord,
                (row_number() over (order by c.created_at, c.id) - 1)::int as position
           from cards c left join notes n on n.id = c.note_id and n.user_id = c.user_id
           left join community_notes cn on cn.community_folder_id = $1 and cn.guid = n.guid
          where c.user_id = $4 and c.folder_id = $2),
       gone as (
         delete from community_cards cc where cc.community_folder_id = $1
            and (cc.source_card_id is null or not exists (select 1 from src where src.id = cc.source_card_id))),
       kept as (
         update community_cards cc set position = src.position, front = src.front, back = src.back,
                note_id = src.note_id, template_ord = src.template_ord, changed_version = case when cc.front = src.front and cc.back = src.back then cc.changed_version
                                       else $3 end
           from src where cc.community_folder_id = $1 and cc.source_card_id = src.id)
       insert into community_cards (community_folder_id, position, card_key, source_card_id, front, back, changed_version,
              note_id, template_ord)
       select $1, src.position, left(replace(gen_random_uuid()::text, '-', ''), 16), src.id, src.front, src.back, $3,
              src.note_id, src.template_ord
         from src
        where not exists (select 1 from community_cards cc where cc.community_folder_id = $1 and cc.source_card_id = src.id)`,
      [id, folderId, version, userId],
    );
    await tx(
      `update community_folders set card_count = (select count(*) from community_cards where community_folder_id = $1)
        where id = $1`,
      [id],
    );
    await tx('delete from community_media where community_folder_id = $1', [id]);
    await tx(
      `insert into community_media (community_folder_id, media_id)
       select $1, id from media where user_id = $2 and sha256 = any($3::text[])`,
      [id, userId, hashes],
    );
    return (await publicationRow(tx, userId, folderId)) as PublicationView;
  });
  await publicAnswers.forget();
  return publication;
}

/**
 * Takes one of the actor's folders out of the community: its page and search answer as if it never existed, copies
 * already made stay with their learners. Publishing it again brings it back under the same address.
 */
export async function unpublishFolder(
  em: EntityManager,
  actor: Actor,
  folderId: number,
  { clock, publicAnswers }: PublicationDeps,
) {
  const userId = requireUserId(actor);
  await getFolder(em, actor, folderId);
  const publication = await transaction(em, async (tx) => {
    const rows = await tx<{ id: number }>(
      `update community_folders set unpublished_at = $3
        where source_folder_id = $1 and author_id = $2 and unpublished_at is null returning id`,
      [folderId, userId, clock.now()],
    );
    if (rows.length === 0) throw notFound(communityMessages.notPublished);
    // Its media are the author's own again: deleted with the last card of theirs that uses them.
    await tx('delete from community_media where community_folder_id = $1', [rows[0].id]);
    return (await publicationRow(tx, userId, folderId)) as PublicationView;
  });
  await publicAnswers.forget();
  return publication;
}
