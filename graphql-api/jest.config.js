const swcOptions = require('./swc.json');

/** API tests: real PostgreSQL (embedded, or TEST_DATABASE_URL), real Express app over HTTP. */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // The upgrade test installs and runs earlier releases: `npm run test:upgrade`, after the e2e suite in CI.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/upgrade/'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The options `npm start`'s compile uses (scripts/build.mjs): tests run the code as the server does.
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcOptions, swcrc: false }] },
  testTimeout: 30000,
};
