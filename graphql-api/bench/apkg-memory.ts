/**
 * `node -r @swc-node/register bench/apkg-memory.ts`: how much memory Repaso needs to export a folder of 20 000 cards
 * (two thirds of them learnt, three ratings each, 20 sounds of 1 MB on 20 of them) as an Anki package. Repaso runs
 * as `npm start` runs it (production, a 192 MB heap cap); its resident memory is sampled every 20 ms from /proc while
 * the download is read as fast as this process can. Figures printed, never asserted.
 */
import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { wavOf } from '../test/wav';
import { type Learner, registerLearner, rssMb, runBench, startDatabase, startServer } from './harness';

const CARDS = 20_000;
const SOUNDS = 20;

/** A WAV file of `bytes` of noise: each one different, so each is a media of its own. */
const wav = (bytes: number) => wavOf(randomBytes(bytes));

async function download(base: string, learner: Learner, url: string, pid: number) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 20);
  const started = performance.now();
  const response = await fetch(`${base}${url}`, { headers: { Cookie: learner.cookie } });
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status}`);
  let bytes = 0;
  let firstByteMs = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = performance.now() - started;
    bytes += chunk.length;
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  return { bytes, ms, firstByteMs, peak: Math.max(peak, rssMb(pid)) };
}

async function main() {
  const db = await startDatabase();
  const pool = new Pool({ connectionString: db.url, max: 2 });
  const repaso = await startServer('Repaso', db.url);
  try {
    const learner = await registerLearner(repaso.base, 'apkg');
    const urls: string[] = [];
    for (let i = 0; i < SOUNDS; i++) {
      const form = new FormData();
      form.append('file', new Blob([wav(1024 * 1024)]), `sonido-${i}.wav`);
      const res = await fetch(`${repaso.base}/api/media`, {
        method: 'POST',
        headers: { Cookie: learner.cookie },
        body: form,
      });
      if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
      urls.push(((await res.json()) as { url: string }).url);
    }
    const {
      rows: [folder],
    } = await pool.query<{ id: number }>(
      `insert into folders (name, description, user_id) values ('Grande', 'Veinte mil cartas', $1) returning id`,
      [learner.userId],
    );
    await pool.query(
      `insert into cards (front, back, folder_id, created_at, review_count, next_review_at, last_reviewed_at, interval,
                          stability, fsrs_difficulty, state, difficulty)
       select case when g <= $3 then 'palabra ' || g || ' ![](' || ($4::text[])[g] || ')' else 'palabra **' || g || '**' end,
              'word ' || g || E'\\n_una frase de ejemplo con algo más de texto, como tienen las cartas reales_', $1,
              now() - interval '2 years' + g * interval '1 minute',
              case when g % 3 = 0 then 0 else 3 end,
              case when g % 3 = 0 then null else now() + (g % 60) * interval '1 day' end,
              case when g % 3 = 0 then null else now() - interval '3 days' end,
              case when g % 3 = 0 then 2 else 1 + g % 60 end,
              case when g % 3 = 0 then null else 1 + g % 60 end,
              case when g % 3 = 0 then null else 1 + (g % 90) / 10.0 end,
              case when g % 3 = 0 then 0 else 2 end,
              case when g % 3 = 0 then 'new' else 'good' end
         from generate_series(1, $2) g`,
      [folder.id, CARDS, SOUNDS, urls],
    );
    await pool.query(
      `insert into reviews (user_id, card_id, folder_id, rating, interval_before, interval_after, ease_before, ease_after,
                            reviewed_at, duration_ms)
       select $1, c.id, c.folder_id, (array['medium', 'hard', 'easy'])[k], 2, k * 3, 250, 250,
              now() - (100 - k * 30) * interval '1 day', 4000 + k
         from cards c cross join generate_series(1, 3) k where c.folder_id = $2 and c.review_count > 0`,
      [learner.userId, folder.id],
    );
    const {
      rows: [{ n }],
    } = await pool.query<{ n: number }>('select count(*)::int as n from reviews where folder_id = $1', [folder.id]);
    await pool.query('vacuum analyze cards, reviews');
    const url = `/api/folders/${folder.id}/export.apkg`;
    const cold = rssMb(repaso.pid);
    // Warm up (JIT, pools), then settle.
    const first = await download(repaso.base, learner, url, repaso.pid);
    console.log(
      `Repaso before any export: ${cold.toFixed(0)} MB RSS; the first export peaked at ${first.peak.toFixed(0)} MB`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = rssMb(repaso.pid);
    console.log(`Repaso idle after a warm-up: ${idle.toFixed(0)} MB RSS`);
    for (const [label, path] of [
      [`folder .apkg (${CARDS} cards, ${n} reviews, ${SOUNDS} sounds of 1 MB)`, url],
      ['account .apkg (the same folder)', '/api/account/export.apkg'],
    ] as const) {
      const { bytes, ms, firstByteMs, peak } = await download(repaso.base, learner, path, repaso.pid);
      console.log(
        `${label}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${(ms / 1000).toFixed(1)} s ` +
          `(first byte after ${(firstByteMs / 1000).toFixed(1)} s); peak RSS ${peak.toFixed(0)} MB ` +
          `(+${(peak - idle).toFixed(0)} MB over idle)`,
      );
    }
  } finally {
    await repaso.stop();
    await pool.end();
    await db.stop();
  }
}

runBench(main);
