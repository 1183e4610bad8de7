/**
 * `node -r @swc-node/register bench/export-memory.ts`: how much memory Repaso needs to export a heavy learner
 * (the benchmark's: 10 folders, 100 000 cards, 300 000 reviews) as JSON, and one of its folders (10 000 cards) as
 * CSV. Repaso runs as `npm start` runs it (production, a 192 MB heap cap); its resident memory is sampled every
 * 20 ms from /proc while the download is read as fast as this process can. Figures printed, never asserted.
 */
import { Pool } from 'pg';
import { type Learner, rssMb, seedHeavyLearner, startDatabase, startServer } from './harness';

async function download(base: string, learner: Learner, url: string, pid: number) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers: { Cookie: learner.cookie } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  // RSS each time another 20 MB has arrived: flat if the export streams, climbing with the size if it does not.
  const along: number[] = [];
  for await (const chunk of response.body) {
    bytes += chunk.length;
    if (bytes >= (along.length + 1) * 20 * 1024 * 1024) along.push(Math.round(rssMb(pid)));
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { bytes, ms, peak: Math.max(peak, rssMb(pid)), along };
}

async function main() {
  const db = await startDatabase();
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const repaso = await startServer('Repaso', db.url);
  try {
    const learner = await seedHeavyLearner(repaso.base, pool);
    const [folder] = (
      await pool.query<{ id: number; n: number }>(
        'select f.id, count(c.id)::int as n from folders f join cards c on c.folder_id = f.id where f.user_id = $1 group by f.id order by f.id limit 1',
        [learner.userId],
      )
    ).rows;
    // Warm up (JIT, pools), then settle.
    await download(repaso.base, learner, `/api/folders/${folder.id}/export.csv`, repaso.pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMb(repaso.pid);
    console.log(`Repaso idle after a warm-up: ${idle.toFixed(0)} MB RSS`);
    for (const [label, url] of [
      [`folder CSV (${folder.n} cards)`, `/api/folders/${folder.id}/export.csv`],
      ['account JSON (100 000 cards, 300 000 reviews)', '/api/account/export'],
    ] as const) {
      const { bytes, ms, peak, along } = await download(repaso.base, learner, url, repaso.pid);
      console.log(
        `${label}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s; ` +
          `peak RSS ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB over idle)` +
          (along.length ? `; RSS after each 20 MB sent: ${along.join(', ')} MB` : ''),
      );
    }
  } finally {
    await repaso.stop();
    await pool.end();
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
