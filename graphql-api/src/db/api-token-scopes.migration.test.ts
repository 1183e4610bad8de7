import type { MikroORM } from '@mikro-orm/postgresql';
import { openUnmigratedOrm } from '../../test/test-app';

let orm: MikroORM;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ orm, close } = await openUnmigratedOrm());
});
afterAll(() => close());

describe('the api_token_scopes migration', () => {
  it('keeps the tokens made before scopes read-and-write, so no tool breaks; new ones default to read-only', async () => {
    const migrator = orm.getMigrator();
    await migrator.up({ to: 'Migration20261123140339_fsrs' });
    const connection = orm.em.fork().getConnection();
    await connection.execute(`insert into users (email, password_hash) values ('antes@example.com', 'x')`);
    await connection.execute(
      `insert into api_tokens (user_id, name, token_hash) select id, 'CLI', md5('a') from users where email = 'antes@example.com'`,
    );

    await migrator.up();

    await connection.execute(
      `insert into api_tokens (user_id, name, token_hash) select id, 'Nuevo', md5('b') from users where email = 'antes@example.com'`,
    );
    const rows: { name: string; scope: string }[] = await connection.execute(
      'select name, scope from api_tokens order by id',
    );
    expect(rows).toEqual([
      { name: 'CLI', scope: 'read_write' },
      { name: 'Nuevo', scope: 'read' },
    ]);
  });
});
