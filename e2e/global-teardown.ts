import fs from 'node:fs';

/** Removes the temporary data folder (embedded database, outbox) of this run. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir?.includes('repaso-e2e-')) fs.rmSync(dir, { recursive: true, force: true });
}
