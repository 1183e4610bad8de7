// Imported first by tests that time the server: graphql-js reads NODE_ENV once, when it loads, and
// outside production it runs extra development checks on every type test (about a third of the time
// of a large query here). Timings are meant to be production's. The app's own config is unaffected:
// tests pass their environment to `loadConfig` explicitly.
process.env.NODE_ENV = 'production';
