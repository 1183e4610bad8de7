const base = require('./jest.config');

/**
 * The API's integration subset through PgBouncer in transaction mode (`npm run test:pgbouncer`; README, "Behind
 * PgBouncer"): every app's pool goes through Debian's PgBouncer with deploy/pgbouncer.ini's settings, and what needs a
 * session of its own (migrations, pg-boss, LISTEN, backups) through DATABASE_DIRECT_URL. The subset covers each kind
 * of statement the API sends: ORM units of work, raw statements and transactions, sessions, advisory transaction
 * locks (publish, media, folders), pg-boss jobs (imports), LISTEN/NOTIFY, the shared limits, three instances behind
 * nginx. Left out: tests with no database, and those about the direct connection itself (migrations, backups, the
 * embedded server's start and stop), which never go through a pooler.
 */
module.exports = {
  ...base,
  displayName: 'api-pgbouncer',
  globalSetup: '<rootDir>/test/global-setup-pgbouncer.ts',
  globalTeardown: '<rootDir>/test/global-teardown-pgbouncer.ts',
  testMatch: [
    'src/app.test.ts',
    'src/db/raw.test.ts',
    'src/db/notifications.test.ts',
    'src/http/session.test.ts',
    'src/http/public-rate-limit.test.ts',
    'src/modules/accounts/account.routes.test.ts',
    'src/modules/accounts/account-deletion.test.ts',
    'src/modules/accounts/throttle.test.ts',
    'src/modules/folders/folder.routes.test.ts',
    'src/modules/cards/card.pages.test.ts',
    'src/modules/study/study.routes.test.ts',
    'src/modules/study/offline-review.routes.test.ts',
    'src/modules/statistics/statistics.routes.test.ts',
    'src/modules/community/community.routes.test.ts',
    'src/modules/media/media.routes.test.ts',
    'src/modules/imports/import.routes.test.ts',
    'src/modules/tokens/token.resolver.test.ts',
    'test/public-api.test.ts',
    'test/instances.test.ts',
  ].map((file) => `<rootDir>/${file}`),
  testTimeout: 30000,
};
