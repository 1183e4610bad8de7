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
  // yanki-connect (the AnkiConnect client the /anki-connect tests drive it with) ships ES modules only: jest loads it
  // compiled to CommonJS like our own code.
  transform: { '^.+\\.ts$|yanki-connect/.+\\.js$': ['@swc/jest', { ...swcOptions, swcrc: false }] },
  transformIgnorePatterns: ['/node_modules/(?!yanki-connect/)'],
  moduleNameMapper: { '^yanki-connect$': '<rootDir>/../node_modules/yanki-connect/dist/index.js' },
  testTimeout: 30000,
};
