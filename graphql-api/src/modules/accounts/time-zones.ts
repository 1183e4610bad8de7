import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors';
import { accountMessages, isTimeZone } from './account.schema';

/**
 * Lower-cased name -> PostgreSQL's spelling, for the zones PostgreSQL knows. Read once per process
 * (`pg_timezone_names` reads the whole tz database: tens of milliseconds); a failed read is retried.
 */
let postgresZones: Promise<Map<string, string>> | undefined;

function knownToPostgres(em: EntityManager): Promise<Map<string, string>> {
  if (!postgresZones) {
    postgresZones = em
      .execute<{ name: string }[]>('select name from pg_timezone_names')
      .then((rows) => new Map(rows.map(({ name }) => [name.toLowerCase(), name])));
    postgresZones.catch(() => {
      postgresZones = undefined;
    });
  }
  return postgresZones;
}

/**
 * The zone as stored, when both Node (Intl, for study days) and PostgreSQL (`at time zone`, for stats and
 * reminders) know it; otherwise a 400 on `timeZone`. Node knows names PostgreSQL dropped (`US/Pacific-New`)
 * and the other way round (`Factory`): one of them would fail later, for that user's stats or everyone's digest.
 */
export async function checkTimeZone(em: EntityManager, zone: string): Promise<string> {
  const name = (await knownToPostgres(em)).get(zone.toLowerCase());
  if (!name || !isTimeZone(name)) {
    throw badInput([{ path: 'timeZone', message: accountMessages.invalidTimeZone }]);
  }
  return name;
}
