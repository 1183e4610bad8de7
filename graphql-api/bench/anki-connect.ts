/**
 * `npm run bench:anki-connect` (`node -r @swc-node/register bench/anki-connect.ts`): one AnkiConnect `addNotes` of
 * 1 000 notes (two fields, two tags) in one request, as a script or an AI assistant sends it, against Repaso as `npm
 * start` runs it (DESIGN §17; target ≤ 5 s on this machine, one transaction); and its peak memory. Printed, never
 * asserted. ANKI_NOTES changes the count; ANKI_RUNS (3) how many times (a new deck each).
 */
import { registerLearner, rssMb, startDatabase, startServer } from './harness';

const NOTES = Number(process.env.ANKI_NOTES ?? 1000);
const RUNS = Number(process.env.ANKI_RUNS ?? 3);

async function main() {
  const db = await startDatabase();
  const repaso = await startServer('Repaso', db.url);
  try {
    const learner = await registerLearner(repaso.base, 'anki-connect');
    const created = await fetch(`${repaso.base}/graphql`, {
      method: 'POST',
      headers: { Cookie: learner.cookie, Origin: repaso.base, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { createApiToken(name: "bench", scope: ANKI_CONNECT_WRITE) { secret } }',
      }),
    });
    const key = ((await created.json()) as { data: { createApiToken: { secret: string } } }).data.createApiToken.secret;
    const call = async (action: string, params: object) => {
      const response = await fetch(`${repaso.base}/anki-connect`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ action, version: 6, key, params }),
      });
      const answer = (await response.json()) as { result: unknown; error: string | null };
      if (answer.error !== null) throw new Error(`${action}: ${answer.error}`);
      return answer.result;
    };
    const times: number[] = [];
    let peak = rssMb(repaso.pid);
    for (let run = 0; run < RUNS; run++) {
      const deckName = `Bench::Run ${run}`;
      await call('createDeck', { deck: deckName });
      const notes = Array.from({ length: NOTES }, (_, i) => ({
        deckName,
        modelName: 'Basic',
        fields: { Front: `<b>word ${run}-${i}</b>`, Back: `palabra ${run}-${i} <i>(ejemplo)</i>` },
        tags: ['bench', `run${run}`],
      }));
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(repaso.pid));
      }, 20);
      const began = performance.now();
      const ids = (await call('addNotes', { notes }).finally(() => clearInterval(sampler))) as (number | null)[];
      times.push(performance.now() - began);
      if (ids.filter((id) => id !== null).length !== NOTES) throw new Error('addNotes: some notes were not added');
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `AnkiConnect addNotes of ${NOTES} notes in one request: ${times.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} ` +
        `(median ${((sorted[Math.floor(sorted.length / 2)] ?? 0) / 1000).toFixed(2)} s; target ≤ 5 s); ` +
        `Repaso peak RSS ${peak.toFixed(0)} MB`,
    );
  } finally {
    await repaso.stop();
    await db.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
