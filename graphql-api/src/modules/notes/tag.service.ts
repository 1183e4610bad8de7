import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, requireUserId } from '../../core/actor';
import type { Clock } from '../../core/clock';
import { badInput, notFound } from '../../core/errors';
import { validate } from '../../core/validate';
import { query, transaction } from '../../db/raw';
import { noteInputMessages, renameTagSchema, tagNotesSchema } from './note.schema';
import { normalizeTag, normalizeTags } from './note.write';

/** A tag of the learner's notes (its first spelling) and how many notes carry it. */
export type TagCount = { tag: string; notes: number };

/** Every tag on the learner's notes, once whatever its case, with how many notes carry it, by name. */
export function listTags(em: EntityManager, actor: Actor): Promise<TagCount[]> {
  return query<TagCount>(
    em,
    `select min(t.tag) as tag, count(distinct n.id)::int as notes
       from notes n, unnest(n.tags) as t(tag)
      where n.user_id = $1
      group by lower(t.tag)
      order by lower(min(t.tag))`,
    [requireUserId(actor)],
  );
}

// A note's tags after a rename: each tag equal to `$from` or under it (`from::…`, case-insensitive) gets `$to` in
// place of that prefix; then each tag once, case-insensitively, in its first place.
const renamedTags = `array(
  select tag from (
    select distinct on (lower(tag)) tag, i from (
      select case when lower(t.tag) = lower($2) or lower(t.tag) like lower($3) || '::%' escape '\\'
                  then $4 || substr(t.tag, length($2) + 1) else t.tag end as tag, t.i
        from unnest(n.tags) with ordinality as t(tag, i)) renamed
    order by lower(tag), i) once
  order by i)`;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SQL: note `n` carries the tag `$2` or one under it (case-insensitive). */
const carriesTag = `exists (select 1 from unnest(n.tags) as t(tag)
  where lower(t.tag) = lower($2) or lower(t.tag) like lower($3) || '::%' escape '\\')`;

/**
 * Renames a tag and every tag under it (`gramática` → `lengua::gramática` also renames `gramática::verbos`) on all
 * the learner's notes; 404 when no note carries it. Answers how many notes changed.
 */
export async function renameTag(em: EntityManager, actor: Actor, input: unknown, clock: Clock) {
  const userId = requireUserId(actor);
  const parsed = validate(renameTagSchema, input);
  const from = normalizeTag(parsed.from, 'from');
  const to = normalizeTag(parsed.to, 'to');
  if (from === null) throw badInput([{ path: 'from', message: noteInputMessages.tagRequired }]);
  if (to === null) throw badInput([{ path: 'to', message: noteInputMessages.tagRequired }]);
  return transaction(em, async (run) => {
    const rows = await run<{ folder_id: number }>(
      `update notes n set tags = ${renamedTags}, updated_at = $5
        where n.user_id = $1 and ${carriesTag}
       returning n.folder_id`,
      [userId, from, likeEscape(from), to, clock.now()],
    );
    if (rows.length === 0) throw notFound(noteInputMessages.tagNotFound);
    return { notes: rows.length, folderIds: [...new Set(rows.map((row) => row.folder_id))] };
  });
}

/** Takes a tag and every tag under it off all the learner's notes; 404 when no note carries it. */
export async function deleteTag(em: EntityManager, actor: Actor, tag: string, clock: Clock) {
  const userId = requireUserId(actor);
  const name = normalizeTag(tag, 'tag');
  if (name === null) throw badInput([{ path: 'tag', message: noteInputMessages.tagRequired }]);
  const rows = await query<{ folder_id: number }>(
    em,
    `update notes n set tags = array(select t.tag from unnest(n.tags) with ordinality as t(tag, i)
                                     where not (lower(t.tag) = lower($2) or lower(t.tag) like lower($3) || '::%' escape '\\')
                                     order by t.i),
            updated_at = $4
      where n.user_id = $1 and ${carriesTag}
     returning n.folder_id`,
    [userId, name, likeEscape(name), clock.now()],
  );
  if (rows.length === 0) throw notFound(noteInputMessages.tagNotFound);
  return { notes: rows.length, folderIds: [...new Set(rows.map((row) => row.folder_id))] };
}

/**
 * Adds and removes tags on some of the learner's notes (a note not theirs is a 404 like a missing one, nothing
 * changed); a tag added that a note has in another case keeps the note's spelling. Answers the notes' ids.
 */
export async function tagNotes(em: EntityManager, actor: Actor, input: unknown, clock: Clock) {
  const userId = requireUserId(actor);
  const { noteIds, add, remove } = validate(tagNotesSchema, input);
  const added = normalizeTags(add ?? [], 'add');
  const removed = normalizeTags(remove ?? [], 'remove').map((tag) => tag.toLowerCase());
  const ids = [...new Set(noteIds)];
  return transaction(em, async (run) => {
    const notes = await run<{ id: number; tags: string[] }>(
      'select id, tags from notes where user_id = $1 and id = any($2::int[]) for update',
      [userId, ids],
    );
    if (notes.length !== ids.length) throw notFound(noteInputMessages.noteNotFound);
    const next = notes.map((note) => ({
      id: note.id,
      tags: normalizeTags([...note.tags.filter((tag) => !removed.includes(tag.toLowerCase())), ...added]),
    }));
    await run(
      `update notes n set tags = array(select jsonb_array_elements_text(x.tags)), updated_at = $2
         from jsonb_to_recordset($1::jsonb) as x(id int, tags jsonb)
        where n.user_id = $3 and n.id = x.id`,
      [JSON.stringify(next), clock.now(), userId],
    );
    return ids;
  });
}
