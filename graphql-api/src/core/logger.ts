/** A deliberately small logger: one line per event on stdout/stderr; silent in tests unless asked. */
export type Logger = {
  info: (message: string) => void;
  error: (message: string, error?: unknown) => void;
};

export const consoleLogger: Logger = {
  info: (message) => console.log(`[repaso] ${message}`),
  error: (message, error) =>
    console.error(`[repaso] ${message}${error instanceof Error ? `: ${error.stack ?? error.message}` : ''}`),
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
