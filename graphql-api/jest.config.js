const swcOptions = require('./swc.json');

/** API tests: real PostgreSQL (embedded, or TEST_DATABASE_URL), real Express app over HTTP. */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // The options `npm start`'s compile uses (scripts/build.mjs): tests run the code as the server does.
  transform: { '^.+\\.ts$': ['@swc/jest', { ...swcOptions, swcrc: false }] },
  testTimeout: 30000,
};
