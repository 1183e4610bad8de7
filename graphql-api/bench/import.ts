/**
 * Import benchmark (issue 12): builds a 20 000-card Anki deck with three years of review history (an anki-apkg-export
 * collection filled with sql.js), starts Repaso as `npm start` runs it (production, 192 MB heap cap, the import worker
 * on) on a fresh PostgreSQL, uploads the .apkg through `POST /api/imports`, polls the job and prints the import time
 * and the server's peak resident memory (sampled every 100 ms). It asserts nothing.
 *   node -r @swc-node/register bench/import.ts          (from graphql-api/; BENCH_IMPORT_CARDS to change the size)
 * With BENCH_IMPORT_TEMPLATES=2 the note type has two templates (a word and its reverse, as most vocabulary decks), so
 * BENCH_IMPORT_CARDS notes make twice as many cards, each with a history of its own (issue 38: 20 000 notes, 40 000
 * cards).
 * With BENCH_IMPORT_FORMAT=csv it imports a CSV instead: BENCH_IMPORT_CARDS rows of about BENCH_CSV_ROW_BYTES bytes
 * each (default 1 000: a 20 MB file), quoted fields with line breaks, accents and emoji.
 * With BENCH_IMPORT_MEDIA=5000 the package also holds that many media files as Anki puts them there (the legacy JSON
 * `media` map, files named `0`, `1`… in the zip, deflated), each named by one note's back: 60 % photos (JPEG and PNG
 * made with sharp from gradients and noise, 20–70 KB, so they do not compress away) as `<img src="…">`, 40 % sounds
 * (WAV: a RIFF header over 16-bit PCM, 30–50 KB) as `[sound:…]`; about 200 MB in all. The server is then started with
 * IMPORT_MAX_BYTES raised to fit the package (its default is 100 MB), and the media stored are counted.
 */
import zlib from 'node:zlib';
import { Pool } from 'pg';
import sharp from 'sharp';
import initSqlJs from 'sql.js';
import { registerLearner, rssMb, startDatabase, startServer } from './harness';

const CARDS = Number(process.env.BENCH_IMPORT_CARDS ?? 20_000);
const TEMPLATES = Number(process.env.BENCH_IMPORT_TEMPLATES ?? 1);
const DECKS = 20;
const YEARS = 3;
const DAY = 86_400_000;
const TARGET_RSS_MB = 300;

const CSV = process.env.BENCH_IMPORT_FORMAT === 'csv';
const CSV_ROW_BYTES = Number(process.env.BENCH_CSV_ROW_BYTES ?? 1000);
const MEDIA = CSV ? 0 : Number(process.env.BENCH_IMPORT_MEDIA ?? 0);
const MB = 1024 * 1024;

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

/**
 * mulberry32: a deterministic sequence in [0, 1) with a period of 2^32, for the media's pixels and samples (`random`
 * above, kept for the deck so its history stays the same, cycles after about ten thousand values: its products pass
 * 2^53 and lose their low bits, and photos made from it came out identical).
 */
function mulberry32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** One media file of the package: its name in the notes and the media map, and its bytes. */
type MediaFile = { name: string; bytes: Uint8Array };

/**
 * A photo-like image of about `target` bytes: a diagonal gradient between two colours with per-pixel noise (as a
 * photo's grain keeps it from compressing to nothing), encoded by sharp. Its size is guessed from bytes per pixel,
 * then corrected once from what the encoder wrote.
 */
async function photo(next: () => number, target: number, format: 'jpeg' | 'png'): Promise<Uint8Array> {
  const [from, to] = [0, 1].map(() => [next() * 255, next() * 255, next() * 255]);
  const noise = format === 'jpeg' ? 120 : 40;
  const encode = async (pixels: number) => {
    const width = Math.max(16, Math.round(Math.sqrt((pixels * 4) / 3)));
    const height = Math.max(12, Math.round((width * 3) / 4));
    const raw = Buffer.alloc(width * height * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const t = (x / width + y / height) / 2;
        for (let c = 0; c < 3; c++) {
          raw[(y * width + x) * 3 + c] = from[c] * (1 - t) + to[c] * t + (next() - 0.5) * noise;
        }
      }
    }
    const image = sharp(raw, { raw: { width, height, channels: 3 } });
    return (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  };
  const guess = target / (format === 'jpeg' ? 0.9 : 2.7);
  const first = await encode(guess);
  return Math.abs(first.length - target) < target * 0.1 ? first : encode((guess * target) / first.length);
}

/** A WAV file of about `target` bytes: a RIFF header over 16 kHz, 16-bit mono PCM (a few tones and some noise). */
function sound(next: () => number, target: number): Uint8Array {
  const rate = 16_000;
  const samples = Math.floor((target - 44) / 2);
  const tones = [0, 1, 2].map(() => ({ hz: 120 + next() * 800, amplitude: 3000 + next() * 5000 }));
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28); // bytes per second
  wav.writeUInt16LE(2, 32); // bytes per frame
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    const envelope = Math.sin((Math.PI * i) / samples);
    let value = (next() - 0.5) * 2000;
    for (const tone of tones) value += tone.amplitude * envelope * Math.sin((2 * Math.PI * tone.hz * i) / rate);
    wav.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(value))), 44 + i * 2);
  }
  return wav;
}

/**
 * The package's `count` media files, deterministic: of every five, two JPEG photos, one PNG and two WAV sounds (60 %
 * images, 40 % sounds), photos of 20–70 KB and sounds of 30–50 KB, about 42 KB each.
 */
export async function buildMedia(count: number): Promise<MediaFile[]> {
  const next = mulberry32(7);
  const files: MediaFile[] = [];
  for (let k = 0; k < count; k++) {
    const kind = k % 5;
    if (kind < 3) {
      const format = kind < 2 ? 'jpeg' : 'png';
      const bytes = await photo(next, 20_000 + next() * 50_000, format);
      files.push({ name: `foto_${k}.${format === 'jpeg' ? 'jpg' : 'png'}`, bytes });
    } else files.push({ name: `sonido_${k}.wav`, bytes: sound(next, 30_000 + next() * 20_000) });
  }
  return files;
}

type ZipEntry = { name: string; bytes: Uint8Array; level: number };

/**
 * A zip as Python's `zipfile` writes an Anki package: the entries in the order given (the collection, the media
 * files, then their map; fflate's `zipSync` would put an object's integer-like keys first), each deflated, its sizes
 * and CRC in its local header (no data descriptors, which only a streaming writer needs), then the central directory.
 */
function zipOf(entries: ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, bytes, level } of entries) {
    const fileName = Buffer.from(name, 'utf8');
    const data = zlib.deflateRawSync(bytes, { level });
    const crc = zlib.crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4); // made by
    local.copy(header, 6, 4, 30); // version needed … name length, as in the local header
    header.writeUInt32LE(offset, 42);
    central.push(header, fileName);
    parts.push(local, fileName, data);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

/** How a note's back names media file `name`, as Anki's editor writes it. */
const mediaTag = (name: string) => (name.endsWith('.wav') ? `[sound:${name}]` : `<img src="${name}">`);

/**
 * The benchmark's deck as an .apkg (legacy collection.anki2) and how many reviews its history holds; `media` files
 * go in the zip as `0`, `1`… with the JSON map Anki writes, each named by one note (spread evenly over the notes).
 */
export async function buildDeck(media: MediaFile[] = []): Promise<{ bytes: Uint8Array; reviews: number }> {
  const mediaOfNote = new Map<number, string[]>();
  media.forEach(({ name }, k) => {
    const noteIndex = Math.floor((k * CARDS) / media.length);
    mediaOfNote.set(noteIndex, [...(mediaOfNote.get(noteIndex) ?? []), name]);
  });
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
  const models = JSON.parse(String(modelsJson));
  const modelId = Number(Object.keys(models).at(-1));
  const model = models[modelId];
  for (let t = model.tmpls.length; t < TEMPLATES; t++) {
    const [question, answer] = t % 2 === 1 ? ['Back', 'Front'] : ['Front', 'Back'];
    model.tmpls.push({
      ...model.tmpls[0],
      name: `Card ${t + 1}`,
      ord: t,
      qfmt: `{{${question}}}`,
      afmt: `{{FrontSide}}<hr id=answer>{{${answer}}}`,
    });
  }
  db.run('update col set decks = ?, crt = ?, models = ?', [JSON.stringify(decks), crt, JSON.stringify(models)]);
  const next = random(42);
  const note = db.prepare("insert into notes values (?, ?, ?, ?, -1, '', ?, ?, 0, 0, '')");
  const card = db.prepare("insert into cards values (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, '')");
  const revlog = db.prepare('insert into revlog values (?, ?, -1, ?, ?, ?, ?, ?, ?)');
  let reviews = 0;
  let logId = now - YEARS * 365 * DAY;
  db.run('begin');
  for (let i = 0; i < CARDS; i++) {
    const id = 1_500_000_000_000 + i;
    const front = `<b>word ${i}</b><br><i>example ${i}</i>`;
    const back = `<div>palabra ${i}</div><div>ejemplo ${i}</div>${i % 50 === 0 ? '<img src="p.jpg">' : ''}${(mediaOfNote.get(i) ?? []).map(mediaTag).join('')}`;
    note.run([id, `g${i}`, modelId, Math.floor(now / 1000), `${front}\x1f${back}`, front]);
    for (let ord = 0; ord < TEMPLATES; ord++) {
      const cardId = 1_500_000_000_000 + i * TEMPLATES + ord;
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
        revlog.run([logId, cardId, ease, ivl, lastIvl, factor, 3000 + Math.floor(next() * 9000), reps === 0 ? 0 : 1]);
        reps++;
        reviews++;
        day += ivl;
      }
      const type = studied ? 2 : 0;
      card.run([
        cardId,
        id,
        deckIds[i % DECKS],
        ord,
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
  }
  db.run('commit');
  note.free();
  card.free();
  revlog.free();
  const collection = db.export();
  db.close();
  const entries: ZipEntry[] = [{ name: 'collection.anki2', bytes: collection, level: 6 }];
  const map: Record<string, string> = {};
  media.forEach(({ name, bytes }, k) => {
    map[k] = name;
    // Level 1: photos and noisy sounds hardly shrink at any level, and the package builds faster.
    entries.push({ name: String(k), bytes, level: 1 });
  });
  entries.push({ name: 'media', bytes: new TextEncoder().encode(JSON.stringify(map)), level: 6 });
  return { bytes: zipOf(entries), reviews };
}

async function main() {
  let started = performance.now();
  const media = await buildMedia(MEDIA);
  const mediaBytes = media.reduce((sum, file) => sum + file.bytes.length, 0);
  const deck = CSV ? { bytes: buildCsv(), reviews: 0 } : await buildDeck(media);
  media.length = 0;
  console.log(
    CSV
      ? `CSV: ${CARDS} cards, ${(deck.bytes.length / MB).toFixed(1)} MB`
      : `Deck: ${CARDS * TEMPLATES} cards of ${CARDS} notes in ${DECKS} decks, ${deck.reviews} reviews over ${YEARS} years${MEDIA ? `, ${MEDIA} media files of ${(mediaBytes / MB).toFixed(1)} MB (${Math.ceil((MEDIA * 3) / 5)} JPEG/PNG photos, ${Math.floor((MEDIA * 2) / 5)} WAV sounds)` : ''}; .apkg ${(deck.bytes.length / MB).toFixed(1)} MB (built in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const env: NodeJS.ProcessEnv = { REMINDER_WORKER: 'true' };
  if (deck.bytes.length > 100 * MB) {
    // The upload limit's default (100 MB, DESIGN §12) is below this package: raised for this server only.
    env.IMPORT_MAX_BYTES = String((Math.ceil(deck.bytes.length / MB) + 16) * MB);
    console.log(
      `The server runs with IMPORT_MAX_BYTES=${env.IMPORT_MAX_BYTES} (${Number(env.IMPORT_MAX_BYTES) / MB} MB; default 100 MB)`,
    );
  }
  const database = await startDatabase();
  const server = await startServer('Repaso', database.url, { env });
  try {
    const learner = await registerLearner(server.base, 'import');
    const idle = rssMb(server.pid);
    let peak = idle;
    // The peak of each phase as the job shows it: the upload, reading the collection (no total yet), storing the
    // media (a total, nothing processed), writing the cards.
    const phases = ['upload', 'collection', 'media', 'cards'] as const;
    let phase: (typeof phases)[number] = 'upload';
    const phasePeak = new Map<string, number>();
    const sample = () => {
      const rss = rssMb(server.pid);
      peak = Math.max(peak, rss);
      phasePeak.set(phase, Math.max(phasePeak.get(phase) ?? 0, rss));
    };
    const sampler = setInterval(sample, 100);
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
    phase = 'collection';
    let job: Record<string, unknown> & { status: string };
    let lastShown = -1;
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // A kept-alive connection the server has just closed fails once under load: the poll is asked again.
      const poll = () => fetch(`${server.base}/api/imports/${importJob.id}`, { headers: { Cookie: learner.cookie } });
      const res = await poll().catch(poll);
      job = ((await res.json()) as { importJob: typeof job }).importJob;
      const processed = Number(job.processed);
      if (job.total != null) phase = processed > 0 ? 'cards' : 'media';
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
    sample();
    console.log(`Job: ${job.status}${job.error ? ` (${job.error})` : ''}; report ${JSON.stringify(job.report)}`);
    console.log(
      `Import of ${CARDS * TEMPLATES} cards${MEDIA ? ` and ${MEDIA} media files` : ''}: ${(totalMs / 1000).toFixed(1)} s from upload to done (upload answered in ${uploadedMs.toFixed(0)} ms${MEDIA ? '' : `; target < 60 s: ${totalMs < 60_000 ? 'yes' : 'NO'}`})`,
    );
    if (MEDIA) {
      const pool = new Pool({ connectionString: database.url, max: 1 });
      try {
        const kinds = await pool.query<{ kind: string; count: number; bytes: number }>(
          `select split_part(mime_type, '/', 1) as kind, count(*)::int as count, sum(bytes)::float8 as bytes
             from media group by 1 order by 1`,
        );
        const stored = kinds.rows.map((row) => `${row.count} ${row.kind} (${(row.bytes / MB).toFixed(1)} MB)`);
        console.log(`Media stored: ${stored.join(', ') || 'none'}`);
      } finally {
        await pool.end();
      }
    }
    console.log(
      `Server RSS: ${idle.toFixed(0)} MB before, ${peak.toFixed(0)} MB at most during the import (target <= ${TARGET_RSS_MB} MB: ${peak <= TARGET_RSS_MB ? 'yes' : 'NO'}); peak by phase: ${phases
        .filter((name) => phasePeak.has(name))
        .map((name) => `${name} ${phasePeak.get(name)?.toFixed(0)} MB`)
        .join(', ')}`,
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
