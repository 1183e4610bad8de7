/** `npm test` runs every project: the API against a real PostgreSQL, the web components in jsdom. */
module.exports = {
  projects: ['<rootDir>/graphql-api', '<rootDir>/web'],
  // A global option: jest ignores it inside a project's config. Process-level tests start real servers.
  testTimeout: 30000,
};
