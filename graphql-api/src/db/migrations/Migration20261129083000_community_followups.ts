import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38, item 7, follow-ups (DESIGN §16): a copied note (or a card copied before notes, through its note) remembers
 * the learner's copy it follows (`notes.community_copy_id`), so a later version still finds it after the learner moved
 * it to another folder; a learner's copy of a community note type remembers a hash of its fields and templates as
 * taken (`note_types.community_hash`), so a later version's templates reach it unless the learner edited it since. No
 * foreign key on the copy: a deleted folder's id is never reused, so a note moved out of a deleted copy simply follows
 * nothing. Existing copied notes follow the copy they are in; an existing copied type counts as unedited only when it
 * still equals the community's type (otherwise it is kept, as an edit would be).
 */
export class Migration20261129083000_community_followups extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "notes" add column "community_copy_id" int null;`);
    this.addSql(`create index "notes_community_copy_id_index" on "notes" ("community_copy_id");`);
    this.addSql(`update notes n set community_copy_id = n.folder_id
                   from folders f where f.user_id = n.user_id and f.id = n.folder_id and f.community_folder_id is not null
                    and (n.community_guid is not null
                         or exists (select 1 from cards c
                                     where c.user_id = n.user_id and c.note_id = n.id and c.community_key is not null));`);
    this.addSql(`alter table "note_types" add column "community_hash" text null;`);
    this.addSql(`update note_types nt
                    set community_hash = encode(sha256(convert_to(array_to_string(nt.fields, chr(31)) || chr(30) || nt.templates::text, 'UTF8')), 'hex')
                   from community_note_types cnt
                  where cnt.id = nt.community_note_type_id and cnt.fields = nt.fields and cnt.templates = nt.templates;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "note_types" drop column "community_hash";`);
    this.addSql(`alter table "notes" drop column "community_copy_id";`);
  }
}
