import { Migration } from '@mikro-orm/migrations';

/**
 * Offline ratings (DESIGN §14): each review may carry the client's id for it, unique per learner, so a replayed rating
 * answers the first one instead of rating the card twice.
 */
export class Migration20261123152821_client_ids extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "reviews" add column "client_id" uuid null;`);
    this.addSql(`alter table "reviews" add constraint "reviews_user_id_client_id_unique" unique ("user_id", "client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reviews" drop constraint "reviews_user_id_client_id_unique";`);
    this.addSql(`alter table "reviews" drop column "client_id";`);
  }

}
