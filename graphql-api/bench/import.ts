/**
 * Import benchmark (issue 12): builds a 20 000-card Anki deck with three years of review history (an anki-apkg-export
 * collection filled with sql.js), starts Repaso as `npm start` runs it (production, 192 MB heap cap, the import worker
 * on) on a fresh PostgreSQL, uploads the .apkg through `POST /api/imports`, polls the job and prints the import time
 * and the server's peak resident memory (sampled every 100 ms). It asserts nothing.
 *   node -r @swc-node/register bench/import.ts          (from graphql-api/; BENCH_IMPORT_CARDS to change the size)
 * With BENCH_IMPORT_FORMAT=csv it imports a CSV instead: BENCH_IMPORT_CARDS rows of about BENCH_CSV_ROW_BYTES bytes
 * each (default 1 000: a 20 MB file), quoted fields with line breaks, accents and emoji.
 */
import { zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { registerLearner, rssMb, startDatabase, startServer } from './harness';

const CARDS = Number(process.env.BENCH_IMPORT_CARDS ?? 20_000);
const DECKS = 20;
const YEARS = 3;
const DAY = 86_400_000;
const TARGET_RSS_MB = 300;

const CSV = process.env.BENCH_IMPORT_FORMAT === 'csv';
const CSV_ROW_BYTES = Number(process.env.BENCH_CSV_ROW_BYTES ?? 1000);

/** The CSV benchmark's file: a header, then one card a row. */
function buildCsv(): Uint8Array {
  const filler = 'ñandú 🙂 «ejemplo»\n';
  const rows = ['anverso,reverso'];
  for (let i = 0; i < CARDS; i++) {
    const back = filler.repeat(Math.max(1, Math.round(CSV_ROW_BYTES / Buffer.byteLength(filler))));
    rows.push(`"palabra ${i}\nsegunda línea","${back}${i}"`);
  }
  return Buffer.from(`${rows.join('\r\n')}\r\n`);
}

/** A deterministic pseudo-random sequence, so every run imports the same deck. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The benchmark's deck as an .apkg (legacy collection.anki2) and how many reviews its history holds. */
export async function buildDeck(): Promise<{ bytes: Uint8Array; reviews: number }> {
  const AnkiExport = require('anki-apkg-export').default;
  const base = AnkiExport('Bench');
  const SQL = await initSqlJs();
  const db = new SQL.Database(base.db.export());
  const now = Date.now();
  const crt = Math.floor((now - YEARS * 365 * DAY) / 1000);
  const [[decksJson], [modelsJson]] = [
    db.exec('select decks from col')[0].values[0],
    db.exec('select models from col')[0].values[0],
  ];
  const decks = JSON.parse(String(decksJson));
  const template = Object.values(decks).at(-1) as Record<string, unknown>;
  const deckIds: number[] = [];
  for (let i = 0; i < DECKS; i++) {
    const id = 1_600_000_000_000 + i;
    decks[id] = { ...template, id, name: `Bench::Tema ${String(i + 1).padStart(2, '0')}` };
    deckIds.push(id);
  }
  const modelId = Number(Object.keys(JSON.parse(String(modelsJson))).at(-1));
  db.run('update col set decks = ?, crt = ?', [JSON.stringify(decks), crt]);
  const next = random(42);
  const note = db.prepare("insert into notes values (?, ?, ?, ?, -1, '', ?, ?, 0, 0, '')");
  const card = db.prepare("insert into cards values (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, '')");
  const revlog = db.prepare('insert into revlog values (?, ?, -1, ?, ?, ?, ?, ?, ?)');
  let reviews = 0;
  let logId = now - YEARS * 365 * DAY;
  db.run('begin');
  for (let i = 0; i < CARDS; i++) {
    const id = 1_500_000_000_000 + i;
    const front = `<b>word ${i}</b><br><i>example ${i}</i>`;
    const back = `<div>palabra ${i}</div><div>ejemplo ${i}</div>${i % 50 === 0 ? '<img src="p.jpg">' : ''}`;
    note.run([id, `g${i}`, modelId, Math.floor(now / 1000), `${front}\x1f${back}`, front]);
    // Most cards were studied, starting any day of the three years; one in ten is still new.
    const studied = next() > 0.1;
    let day = Math.floor(next() * (YEARS * 365 - 30));
    let ivl = 0;
    let factor = 2500;
    let reps = 0;
    let lapses = 0;
    const today = Math.floor((now / 1000 - crt) / 86_400);
    while (studied && day <= today) {
      const ease = next() < 0.1 ? 1 : next() < 0.15 ? 4 : 3;
      const lastIvl = ivl;
      if (ease === 1) {
        lapses++;
        ivl = 1;
        factor = Math.max(1300, factor - 200);
      } else ivl = Math.max(1, Math.round(Math.max(ivl, 1) * (factor / 1000) * (ease === 4 ? 1.3 : 1)));
      if (ease === 4) factor += 150;
      logId = Math.max(logId + 1, (crt + day * 86_400) * 1000 + Math.floor(next() * 12 * 3_600_000));
      revlog.run([logId, id, ease, ivl, lastIvl, factor, 3000 + Math.floor(next() * 9000), reps === 0 ? 0 : 1]);
      reps++;
      reviews++;
      day += ivl;
    }
    const type = studied ? 2 : 0;
    card.run([
      id,
      id,
      deckIds[i % DECKS],
      Math.floor(now / 1000),
      type,
      type,
      studied ? day : i,
      ivl,
      studied ? factor : 0,
      reps,
      lapses,
    ]);
  }
  db.run('commit');
  note.free();
  card.free();
  revlog.free();
  const collection = db.export();
  db.close();
  return { bytes: zipSync({ 'collection.anki2': collection, media: new TextEncoder().encode('{}') }), reviews };
}

async function main() {
  let started = performance.now();
  const deck = CSV ? { bytes: buildCsv(), reviews: 0 } : await buildDeck();
  console.log(
    CSV
      ? `CSV: ${CARDS} cards, ${(deck.bytes.length / 1048576).toFixed(1)} MB`
      : `Deck: ${CARDS} cards in ${DECKS} decks, ${deck.reviews} reviews over ${YEARS} years; .apkg ${(deck.bytes.length / 1048576).toFixed(1)} MB (built in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const database = await startDatabase();
  const server = await startServer('Repaso', database.url, { env: { REMINDER_WORKER: 'true' } });
  try {
    const learner = await registerLearner(server.base, 'import');
    const idle = rssMb(server.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, 100);
    started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([deck.bytes]), CSV ? 'bench.csv' : 'bench.apkg');
    const upload = await fetch(`${server.base}/api/imports`, {
      method: 'POST',
      headers: { Cookie: learner.cookie },
      body: form,
    });
    if (upload.status !== 202) throw new Error(`upload: ${upload.status} ${await upload.text()}`);
    const uploadedMs = performance.now() - started;
    const { importJob } = (await upload.json()) as { importJob: { id: number } };
    let job: Record<string, unknown> & { status: string };
    let lastShown = -1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const res = await fetch(`${server.base}/api/imports/${importJob.id}`, { headers: { Cookie: learner.cookie } });
      job = ((await res.json()) as { importJob: typeof job }).importJob;
      const processed = Number(job.processed);
      if (processed !== lastShown && processed % 5000 < 1000) {
        console.log(
          `  ${job.status}: ${processed} / ${job.total ?? '?'} at ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
        lastShown = processed;
      }
      if (job.status === 'done' || job.status === 'failed') break;
    }
    const totalMs = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));
    console.log(`Job: ${job.status}${job.error ? ` (${job.error})` : ''}; report ${JSON.stringify(job.report)}`);
    console.log(
      `Import of ${CARDS} cards: ${(totalMs / 1000).toFixed(1)} s from upload to done (upload answered in ${uploadedMs.toFixed(0)} ms; target < 60 s: ${totalMs < 60_000 ? 'yes' : 'NO'})`,
    );
    console.log(
      `Server RSS: ${idle.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most during the import (target <= ${TARGET_RSS_MB} MB: ${peak <= TARGET_RSS_MB ? 'yes' : 'NO'})`,
    );
  } finally {
    await server.stop();
    await database.stop();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
