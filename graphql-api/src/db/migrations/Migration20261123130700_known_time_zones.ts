import { Migration } from '@mikro-orm/migrations';

/**
 * Time zones used to be checked by Node alone, which knows names PostgreSQL does not (`US/Pacific-New`):
 * such a zone broke that user's statistics and, in `at time zone`, the reminder digest of everyone.
 * Each stored zone becomes PostgreSQL's spelling of it when both know it, `UTC` otherwise.
 */
export class Migration20261123130700_known_time_zones extends Migration {

  override async up(): Promise<void> {
    const known = new Map(
      (await this.execute('select name from pg_timezone_names')).map((row) => [String(row.name).toLowerCase(), String(row.name)]),
    );
    const nodeKnows = (zone: string) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    };
    const stored = await this.execute('select distinct time_zone from users');
    for (const { time_zone: zone } of stored as { time_zone: string }[]) {
      const name = known.get(zone.toLowerCase());
      const fixed = name && nodeKnows(name) ? name : 'UTC';
      if (fixed !== zone) await this.execute('update users set time_zone = ? where time_zone = ?', [fixed, zone]);
    }
  }

  override async down(): Promise<void> {
    // Nothing to undo: the zones replaced were unusable.
  }

}
