import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the folder_languages and typed_answers migrations', () => {
  it("give the store's and the sample data's folders made before them their languages, others none", async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261125210000_anki_identity' });
    const connection = orm.em.fork().getConnection();
    await connection.execute(`insert into users (email, password_hash) values ('antes@example.com', 'x')`);
    await connection.execute(
      `insert into folders (name, user_id)
       select n, u.id from users u, unnest(array['Inglés: comida y bebida', 'Vocabulario de francés', 'Historia']) n
        where u.email = 'antes@example.com'`,
    );

    await migrator.up();

    const folders = await connection.execute('select name, front_language, back_language from folders order by name');
    expect(folders).toEqual([
      { name: 'Historia', front_language: null, back_language: null },
      { name: 'Inglés: comida y bebida', front_language: 'en-US', back_language: 'es-ES' },
      { name: 'Vocabulario de francés', front_language: 'fr-FR', back_language: 'es-ES' },
    ]);
    // The learner's typed-answer options: off, and ñ told from n, until they choose.
    expect(await connection.execute('select type_answers, distinguish_enye from users')).toEqual([
      { type_answers: false, distinguish_enye: true },
    ]);

    await migrator.down({ to: 'Migration20261125210000_anki_identity' });
    const columns = await connection.execute(
      `select column_name from information_schema.columns
        where table_name in ('folders', 'users') and column_name in ('front_language', 'back_language', 'type_answers', 'distinguish_enye')`,
    );
    expect(columns).toEqual([]);
  });
});
