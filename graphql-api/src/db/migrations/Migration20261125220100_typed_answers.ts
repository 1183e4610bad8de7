import { Migration } from '@mikro-orm/migrations';

/**
 * A learner's typed-answer study options: "Escribir la respuesta" (off by default) and "Distinguir ñ de n" (on by
 * default) for the comparison.
 */
export class Migration20261125220100_typed_answers extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "users" add column "type_answers" boolean not null default false, add column "distinguish_enye" boolean not null default true;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "type_answers", drop column "distinguish_enye";`);
  }
}
