import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38, item 7 (DESIGN §16): a learner's copy of a community note type remembers the name it was given when
 * copied, or last took from the author (`note_types.community_name`), so a later version carries the author's rename
 * to a copy the learner has not renamed, and leaves a renamed one theirs. An existing copy counts as not renamed only
 * when it still has the community type's name (otherwise it keeps its name, as a learner's rename would).
 */
export class Migration20261129093000_community_type_name extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "note_types" add column "community_name" text null;`);
    this.addSql(`update note_types nt set community_name = nt.name
                   from community_note_types cnt
                  where cnt.id = nt.community_note_type_id and cnt.name = nt.name;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "note_types" drop column "community_name";`);
  }
}
