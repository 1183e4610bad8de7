/**
 * `npm run bench:anki-connect` (`node -r @swc-node/register bench/anki-connect.ts`): one AnkiConnect `addNotes` of
 * 1 000 notes (two fields, two tags) in one request, as a script or an AI assistant sends it, against Repaso as `npm
 * start` runs it (DESIGN §17; target ≤ 5 s on this machine, one transaction); and its peak memory. Printed, never
 * asserted. ANKI_NOTES changes the count; ANKI_RUNS (3) how many times (a new deck each). `npm run bench` prints the
 * same figure for its own Repaso, at its end.
 */
import { registerLearner, rssMb, startDatabase, startServer } from './harness';

const NOTES = Number(process.env.ANKI_NOTES ?? 1000);
const RUNS = Number(process.env.ANKI_RUNS ?? 3);

/**
 * Times `runs` AnkiConnect `addNotes` of `count` notes each (a new deck each) against the Repaso at `base` (process
 * `pid`, whose memory is sampled), for a new learner with an AnkiConnect key; answers the line to print.
 */
export async function measureAddNotes(base: string, pid: number, count: number, runs: number): Promise<string> {
  const learner = await registerLearner(base, 'anki-connect');
  const created = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { Cookie: learner.cookie, Origin: base, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation { createApiToken(name: "bench", scope: ANKI_CONNECT_WRITE) { secret } }',
    }),
  });
  const key = ((await created.json()) as { data: { createApiToken: { secret: string } } }).data.createApiToken.secret;
  const call = async (action: string, params: object) => {
    const response = await fetch(`${base}/anki-connect`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action, version: 6, key, params }),
    });
    const answer = (await response.json()) as { result: unknown; error: string | null };
    if (answer.error !== null) throw new Error(`${action}: ${answer.error}`);
    return answer.result;
  };
  const times: number[] = [];
  let peak = rssMb(pid);
  for (let run = 0; run < runs; run++) {
    const deckName = `Bench::Run ${run}`;
    await call('createDeck', { deck: deckName });
    const notes = Array.from({ length: count }, (_, i) => ({
      deckName,
      modelName: 'Basic',
      fields: { Front: `<b>word ${run}-${i}</b>`, Back: `palabra ${run}-${i} <i>(ejemplo)</i>` },
      tags: ['bench', `run${run}`],
    }));
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const began = performance.now();
    const ids = (await call('addNotes', { notes }).finally(() => clearInterval(sampler))) as (number | null)[];
    times.push(performance.now() - began);
    if (ids.filter((id) => id !== null).length !== count) throw new Error('addNotes: some notes were not added');
  }
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `AnkiConnect addNotes of ${count} notes in one request: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} ` +
    `(median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(2)} s; target <= 5 s); ` +
    `Repaso peak RSS ${peak.toFixed(0)} MB`
  );
}

async function main() {
  const db = await startDatabase();
  const repaso = await startServer('Repaso', db.url);
  try {
    console.log(await measureAddNotes(repaso.base, repaso.pid, NOTES, RUNS));
  } finally {
    await repaso.stop();
    await db.stop();
  }
}

// Run alone (`npm run bench:anki-connect`); `run.ts` imports `measureAddNotes` for its own Repaso.
if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
