import { Migration } from '@mikro-orm/migrations';

// The built-in "Básica" type (DESIGN §16) as the notes migration froze it.
const basicTemplates = JSON.stringify([
  { name: 'Tarjeta 1', question: '{{Anverso}}', answer: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Reverso}}' },
]);
// Repaso's own store folders: a store key and no author.
const store = 'f.store_key is not null and f.author_id is null';
// A store note's guid: stable, so that two learners' exports of the same store card are one note to Anki.
const guid = `'repaso-' || f.store_key || '-' || c.card_key`;

/**
 * Issue 38, item 2: the store's folders carry notes, so that taking one is the community copy of a noted folder (its
 * notes written and rendered by the note writer, DESIGN §16) rather than cards left to the `cards_default_note`
 * safety net. Each store card the community migration wrote becomes a "Básica" note of its front and back (a copy
 * lands on the learner's own built-in), template ordinal 0. The folders' versions stay: copies already taken have
 * nothing new to take and keep the notes they have.
 */
export class Migration20261129091000_store_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `insert into community_note_types (community_folder_id, name, kind, fields, templates, builtin)
       select f.id, 'Básica', 'standard', '{Anverso,Reverso}', '${basicTemplates}'::jsonb, 'basic'
         from community_folders f
        where ${store} and exists (select 1 from community_cards c where c.community_folder_id = f.id and c.note_id is null);`,
    );
    this.addSql(
      `insert into community_notes (community_folder_id, community_note_type_id, fields, guid, changed_version)
       select f.id, t.id, array[c.front, c.back], ${guid}, c.changed_version
         from community_cards c
         join community_folders f on f.id = c.community_folder_id
         join community_note_types t on t.community_folder_id = f.id and t.builtin = 'basic' and t.source_note_type_id is null
        where ${store} and c.note_id is null
        order by f.id, c.position;`,
    );
    this.addSql(
      `update community_cards c set note_id = n.id, template_ord = 0
         from community_folders f join community_notes n on n.community_folder_id = f.id
        where f.id = c.community_folder_id and ${store} and c.note_id is null and n.guid = ${guid};`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update community_cards c set note_id = null, template_ord = null
         from community_folders f where f.id = c.community_folder_id and ${store};`,
    );
    this.addSql(
      `delete from community_note_types t using community_folders f
        where f.id = t.community_folder_id and ${store} and t.builtin = 'basic' and t.source_note_type_id is null;`,
    );
  }
}
