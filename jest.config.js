/** `npm test` runs every project: the API against a real PostgreSQL, the web components in jsdom. */
module.exports = {
  projects: ['<rootDir>/graphql-api', '<rootDir>/web'],
};
