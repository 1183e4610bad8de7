/** `npm test` runs every project: the API against a real PostgreSQL, the web components in jsdom. */
module.exports = {
  projects: ['<rootDir>/graphql-api', '<rootDir>/web'],
  // A global option: jest ignores it inside a project's config. Process-level tests start real servers.
  testTimeout: 30000,
  // On two cores jest would run every file inside its own process, whose heap then grows to about 4 GB over the ~180
  // files (V8's default limit here: 4.3 GB): near it, garbage collection stalls the tests, and those that start
  // servers or wait for a reconnect time out. With a limit, the files run in a worker that is replaced once it has
  // grown past it.
  workerIdleMemoryLimit: '2GB',
};
