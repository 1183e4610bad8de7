/**
 * `npm run bench:render` (`node -r @swc-node/register bench/render.ts`, from `graphql-api/`): what re-rendering a note
 * of 20 cloze deletions costs the server (issue 38's target: ≤ 50 ms), the renderer alone, as `rewriteNotes` calls it
 * (`renderForWrite`: the templates checked, the 20 cards rendered from the Markdown fields). The renderer is warmed
 * first, as a running server's is; then RENDER_RUNS (5) edits, each a new wording (as an edit is), are timed one by
 * one. Printed, never asserted; `note.write.test.ts` prints the same edit's whole transaction.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { renderForWrite } from '../src/modules/notes/note.write';

const runs = Number(process.env.RENDER_RUNS ?? 5);

// The built-in "Huecos" type (migration 20261128230000) and the note of note.write.test.ts.
const cloze = {
  id: 0,
  builtin: 'cloze' as const,
  name: 'Huecos',
  kind: 'cloze' as const,
  fields: ['Texto', 'Extra'],
  templates: [{ name: 'Huecos', question: '{{cloze:Texto}}', answer: '{{cloze:Texto}}\n\n{{Extra}}' }],
};
const text = (word: string) =>
  Array.from({ length: 20 }, (_, i) => `Frase ${i + 1}: el **${word}** {{c${i + 1}::hueco ${i + 1}::pista}}.`).join(
    '\n\n',
  );

for (let i = 0; i < 20; i++) renderForWrite(cloze, [text(`calentando ${i}`), 'extra']);
// Wall time is what the target counts; CPU time (user + system) tells the work apart from a busy machine's waits.
const times: number[] = [];
const cpu: number[] = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  const startCpu = process.cpuUsage();
  const cards = renderForWrite(cloze, [text(`palabra ${run}`), 'extra']);
  const used = process.cpuUsage(startCpu);
  times.push(performance.now() - start);
  cpu.push((used.user + used.system) / 1000);
  if (cards.length !== 20) throw new Error(`${cards.length} tarjetas, no 20`);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const list = (values: number[]) => values.map((ms) => ms.toFixed(1)).join(', ');
console.log(
  `20-cloze note re-rendered (renderer only) in ${list(times)} ms, median ${median(times).toFixed(1)} ms (target ≤ 50 ms); CPU ${list(cpu)} ms, median ${median(cpu).toFixed(1)} ms; load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
