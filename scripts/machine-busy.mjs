// How busy the machine is just before a measurement: Lighthouse's simulation multiplies the tasks' observed time by
// four, so anything else taking a core (another build, a test run, a neighbour on the host) drags the scores down. On
// this 2-core machine, with one core kept busy by `yes > /dev/null`, a folder page's score went from 1.00 in every run
// to 0.92, 1.00, 0.92 (TBT 355, 81, 328 ms). The measuring scripts print this line first, so a low figure taken on a
// busy machine says so.
import fs from 'node:fs';

// user nice system idle iowait irq softirq steal (guest time is already counted in user).
function cpuTimes() {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  return { idle: fields[3] + fields[4], steal: fields[7], total: fields.reduce((sum, value) => sum + value, 0) };
}

/** One line: the share of the CPU in use (and taken by the host, steal) over `ms`, with a warning above 15 %. */
export async function describeMachineLoad(ms = 3000) {
  if (!fs.existsSync('/proc/stat')) return 'CPU in use before measuring: unknown (no /proc/stat)';
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  const busy = 1 - (after.idle - before.idle) / total;
  const steal = (after.steal - before.steal) / total;
  const percent = (share) => `${Math.round(share * 100)} %`;
  return (
    `CPU in use before measuring: ${percent(busy)} over ${ms / 1000} s (steal ${percent(steal)})` +
    (busy > 0.15 ? ': the machine is busy, so these figures read lower than a quiet machine would give' : '')
  );
}
