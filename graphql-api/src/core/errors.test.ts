import { fromDatabaseError } from './errors';

// What the database's errors become for the client: the words pg and knex use for a lost connection (they carry no
// code), alone or after the statement, as a raw query's error reached the resolvers in a database outage.
describe('a database error as the client answer', () => {
  it('is the outage 503 for a connection lost mid-statement, also when the statement comes first', () => {
    const lost = [
      new Error('Connection terminated unexpectedly'),
      new Error(
        'with learner as (\n select u.id from users u where u.id = 4)\n select 1 - Connection terminated unexpectedly',
      ),
      Object.assign(new Error('select 1 - Knex: Timeout acquiring a connection. The pool is probably full.'), {
        name: 'KnexTimeoutError',
      }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ];
    for (const error of lost) {
      expect(fromDatabaseError(error)).toMatchObject({ status: 503 });
    }
  });

  it('is no outage when the words are only part of the data or of another error', () => {
    expect(fromDatabaseError(new Error('duplicate key value: "Connection terminated"'))).toBeUndefined();
    expect(fromDatabaseError(new Error('select 1 - syntax error at or near "x"'))).toBeUndefined();
  });
});
