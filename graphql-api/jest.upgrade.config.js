const { transform } = require('./jest.config');

/** `npm run test:upgrade`: earlier releases installed and started beside this code (test/upgrade), apart from `npm test`. */
module.exports = {
  displayName: 'upgrade',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/upgrade'],
  transform,
};
