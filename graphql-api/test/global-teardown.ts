import fs from 'node:fs';

export default async function globalTeardown() {
  const embedded = globalThis.__REPASO_PG__;
  if (!embedded) return;
  await embedded.db.stop();
  fs.rmSync(embedded.dir, { recursive: true, force: true });
}
