import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 40, item 6: `cards_default_note` (the notes migration's safety net for a card inserted without a note) found a
 * reverse card's sibling and changed its note by their ids alone; both now name the learner (`owner`, the folder's),
 * so the trigger touches only that learner's rows. Same results: a card and its note have one learner. Frozen here,
 * keyed (up) and as before (down).
 */
const definition = (keyed: boolean) => {
  const mine = keyed ? 'user_id = owner and ' : '';
  return `create or replace function cards_default_note() returns trigger language plpgsql as $$
    declare owner int;
    begin
      select user_id into owner from folders where id = new.folder_id;
      if new.sibling_id is not null then
        select note_id into new.note_id from cards where ${mine}id = new.sibling_id;
        new.template_ord := 1;
        update notes set note_type_id = (select id from note_types where user_id = owner and builtin = 'basic_reversed'), updated_at = now()
         where ${mine}id = new.note_id;
      else
        insert into notes (user_id, folder_id, note_type_id, fields, guid)
        values (owner, new.folder_id, (select id from note_types where user_id = owner and builtin = 'basic'), array[new.front, new.back], rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '='))
        returning id into new.note_id;
        new.template_ord := 0;
      end if;
      return new;
    end $$;`;
};

export class Migration20261129071500_keyed_default_note extends Migration {
  override async up(): Promise<void> {
    this.addSql(definition(true));
  }

  override async down(): Promise<void> {
    this.addSql(definition(false));
  }
}
