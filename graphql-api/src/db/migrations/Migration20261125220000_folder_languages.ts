import { Migration } from '@mikro-orm/migrations';

/**
 * The store's and the sample data's folders as they were when this migration was written (frozen: migrations import
 * nothing from modules), with the languages their sides are in. Folders made from them before this migration get
 * those languages, as new ones do.
 */
const knownFolders: { name: string; front: string; back: string }[] = [
  { name: 'Vocabulario de inglés', front: 'en-US', back: 'es-ES' },
  { name: 'Vocabulario de francés', front: 'fr-FR', back: 'es-ES' },
  { name: 'Vocabulario de alemán', front: 'de-DE', back: 'es-ES' },
  { name: 'Inglés: saludos y presentaciones', front: 'en-US', back: 'es-ES' },
  { name: 'Inglés: comida y bebida', front: 'en-US', back: 'es-ES' },
  { name: 'Inglés: viajes y transporte', front: 'en-US', back: 'es-ES' },
  { name: 'Inglés: trabajo y oficina', front: 'en-US', back: 'es-ES' },
  { name: 'Inglés: phrasal verbs comunes', front: 'en-US', back: 'es-ES' },
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The language each side of a folder is read aloud in (BCP-47, DESIGN §15); null: not read aloud. */
export class Migration20261125220000_folder_languages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "folders" add column "front_language" varchar(35) null, add column "back_language" varchar(35) null;`,
    );
    const values = knownFolders.map(({ name, front, back }) => `(${literal(name)}, '${front}', '${back}')`).join(', ');
    this.addSql(
      `update "folders" f set "front_language" = k.front, "back_language" = k.back
         from (values ${values}) as k (name, front, back) where f."name" = k.name;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "folders" drop column "front_language", drop column "back_language";`);
  }
}
