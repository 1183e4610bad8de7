import type { Query } from '../../db/raw';
import { freeName } from '../notes/note-type.service';
import type { BatchCard } from './import.writer';
import type { LearnerNoteType, SourceNote, SourceNoteType } from './import-source';

/** Anki's tags of a note, each once whatever its case (tags are case-insensitive, DESIGN §16), in their order. */
export function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The notes and note types of an import (DESIGN §16), written a batch at a time beside its cards: a package's note
 * type becomes one of the learner's (found again by its Anki id, so a re-import reuses it), a note becomes the
 * learner's note of that `guid` (fields and tags updated when an earlier import brought it), and each card names its
 * note. Only the guids and ids of the import's notes are kept between batches.
 */
export class ImportNotes {
  private readonly types = new Map<string, number>();
  private readonly notes = new Map<string, number>();
  private takenNames: Set<string> | null = null;
  created = 0;
  updated = 0;

  constructor(
    private readonly tx: Query,
    private readonly userId: number,
    private readonly now: Date,
  ) {}

  /** The id of the batch's card's note, once `place` has written the batch's notes. */
  noteIdOf(card: { note?: SourceNote }): number | null {
    return card.note ? (this.notes.get(card.note.guid) ?? null) : null;
  }

  /** The ids of the notes this import wrote. */
  writtenIds(): number[] {
    return [...this.notes.values()];
  }

  /**
   * Writes the notes of `batch` not written yet in this import: updates those an earlier import (or the learner)
   * has under the same guid, inserts the others in the folder of their first card.
   */
  async place(batch: readonly BatchCard[]) {
    const fresh = new Map<string, { note: SourceNote; folderId: number }>();
    for (const { card, folderId } of batch) {
      if (card.note && !this.notes.has(card.note.guid) && !fresh.has(card.note.guid))
        fresh.set(card.note.guid, { note: card.note, folderId });
    }
    if (fresh.size === 0) return;
    const rows: { guid: string; folder_id: number; note_type_id: number; fields: string[]; tags: string[] }[] = [];
    for (const { note, folderId } of fresh.values()) {
      rows.push({
        guid: note.guid,
        folder_id: folderId,
        note_type_id: await this.typeId(note.type),
        fields: note.fields,
        tags: distinctTags(note.tags),
      });
    }
    // One statement: the known guids updated, the others inserted, every id answered.
    const written = await this.tx<{ id: number; guid: string; inserted: boolean }>(
      `with input as (
         select * from json_to_recordset($2::json)
           as r(guid text, folder_id int, note_type_id int, fields text[], tags text[])
       ), updated as (
         update notes n set fields = i.fields, tags = i.tags, note_type_id = i.note_type_id, updated_at = $3
           from input i where n.user_id = $1 and n.guid = i.guid
         returning n.id, n.guid
       ), inserted as (
         insert into notes (user_id, folder_id, note_type_id, fields, tags, guid, created_at, updated_at)
         select $1, folder_id, note_type_id, fields, tags, guid, $3, $3 from input
          where guid not in (select guid from updated)
         returning id, guid
       )
       select id, guid, false as inserted from updated union all select id, guid, true from inserted`,
      [this.userId, JSON.stringify(rows), this.now],
    );
    for (const row of written) {
      this.notes.set(row.guid, row.id);
      if (row.inserted) this.created++;
      else this.updated++;
    }
  }

  /**
   * The learner's note type for a package's: the one an earlier import made of the same Anki id (its fields and
   * templates brought up to the package's when its fields changed there), else a new one, named as in Anki (with
   * ` (2)` when the learner has a type of that name).
   */
  private async typeId(type: SourceNoteType | LearnerNoteType): Promise<number> {
    if ('id' in type) return type.id;
    const known = this.types.get(type.ankiId);
    if (known) return known;
    const [existing] = await this.tx<{ id: number; fields: string[] }>(
      'select id, fields from note_types where user_id = $1 and anki_id = $2 order by id limit 1',
      [this.userId, type.ankiId],
    );
    let id: number;
    if (existing) {
      id = existing.id;
      if (existing.fields.join('\u001f') !== type.fields.join('\u001f')) {
        await this.tx(
          `update note_types set fields = $2, templates = $3::jsonb, kind = $4, css = $5, updated_at = $6
            where id = $1`,
          [id, type.fields, JSON.stringify(type.templates), type.kind, type.css, this.now],
        );
      }
    } else {
      if (!this.takenNames) {
        const names = await this.tx<{ name: string }>('select lower(name) as name from note_types where user_id = $1', [
          this.userId,
        ]);
        this.takenNames = new Set(names.map((row) => row.name));
      }
      const name = freeName(type.name, this.takenNames);
      this.takenNames.add(name.toLowerCase());
      const [row] = await this.tx<{ id: number }>(
        `insert into note_types (user_id, name, kind, fields, templates, css, anki_id, created_at, updated_at)
         values ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $8) returning id`,
        [this.userId, name, type.kind, type.fields, JSON.stringify(type.templates), type.css, type.ankiId, this.now],
      );
      id = row.id;
    }
    this.types.set(type.ankiId, id);
    return id;
  }
}
