import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort, runningEmbeddedUrl } from '../../src/db/embedded-postgres';

export const repoDir = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

export type Release = { version: string; commit: string };

function git(args: string[]): string {
  return execFileSync('git', args, { cwd: repoDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

function commitOf(ref: string): string | undefined {
  try {
    return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return undefined;
  }
}

/**
 * The releases CHANGELOG.md lists, newest first, each resolved to its commit: from the tag `v<version>`, or (a clone
 * without tags, as CI's) from the commit its link line names. A release that resolves neither way fails the test.
 */
export function releases(): Release[] {
  const changelog = fs.readFileSync(path.join(repoDir, 'CHANGELOG.md'), 'utf8');
  const recorded = new Map(
    [...changelog.matchAll(/^\[(\d+\.\d+\.\d+)\]: \.\.\/\.\.\/commit\/([0-9a-f]{40})$/gm)].map((m) => [m[1], m[2]]),
  );
  const listed = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\]/gm)].map((m) => m[1]);
  if (listed.length === 0) throw new Error('CHANGELOG.md lists no release');
  return listed.map((version) => {
    const fromTag = commitOf(`refs/tags/v${version}`);
    const fromLine = recorded.get(version);
    const commit = fromTag ?? (fromLine && commitOf(fromLine));
    if (!commit) {
      throw new Error(
        `v${version}: no tag v${version} and ${fromLine ? `the commit ${fromLine} of CHANGELOG.md is not in this clone` : 'no commit line in CHANGELOG.md'}`,
      );
    }
    if (fromTag && fromLine && fromTag !== fromLine) {
      throw new Error(`v${version}: the tag is ${fromTag}, CHANGELOG.md says ${fromLine}`);
    }
    return { version, commit };
  });
}

/** The first release and the previous one (the newest that is not the code being tested), once each. */
export function releasesToUpgradeFrom(): Release[] {
  const all = releases();
  const head = git(['rev-parse', 'HEAD']);
  const previous = all.find((release) => release.commit !== head);
  const first = all[all.length - 1];
  if (!previous) return [];
  return previous.commit === first.commit ? [first] : [first, previous];
}

/** Whether `file` is in the release's tree (what it can do: media, backups). */
export function releaseHas(release: Release, file: string): boolean {
  try {
    git(['cat-file', '-e', `${release.commit}:${file}`]);
    return true;
  } catch {
    return false;
  }
}

/** A worktree of the release's commit in `dir`, installed as its README says (`npm install`). */
export async function checkOut(release: Release, dir: string): Promise<void> {
  git(['worktree', 'add', '--detach', dir, release.commit]);
  try {
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: dir,
      env: cleanEnv({}),
      maxBuffer: 64 * 1024 * 1024,
      timeout: 15 * 60_000,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm install of v${release.version} failed:\n${`${stdout}\n${stderr}`.slice(-4000)}`);
  }
}

export function removeWorktree(dir: string) {
  try {
    git(['worktree', 'remove', '--force', dir]);
  } catch {
    fs.rmSync(dir, { recursive: true, force: true });
    git(['worktree', 'prune']);
  }
}

/** Only what a shell would give: no jest, npm or test database variables leak into the servers. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { PATH, HOME, LANG, TMPDIR } = process.env;
  return Object.fromEntries(
    Object.entries({ PATH, HOME, LANG, TMPDIR, ...extra }).filter(([, value]) => value !== undefined),
  );
}

export type Server = {
  base: string;
  log: () => string;
  /** SIGTERM to its process group (npm, sh, node), then waits for every process of it to end and checks it stopped cleanly. */
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm start` in `dir` on `dataDir`, in a process group of its own, once `/api/health` answers 200. */
export async function startServer(dir: string, dataDir: string, env: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    env: cleanEnv({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env }),
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const pgid = child.pid as number;
  // npm itself ends by the signal (it does not wait for its script); node's own end is what its log says.
  const exited = new Promise<string>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server in ${dir} ended before answering:\n${output}`);
    if (Date.now() > deadline) {
      process.kill(-pgid, 'SIGKILL');
      throw new Error(`the server in ${dir} did not answer /api/health:\n${output}`);
    }
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    await sleep(500);
  }
  return {
    base,
    log: () => output,
    stop: async () => {
      process.kill(-pgid, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), 60_000);
      });
      const end = await Promise.race([exited, late]);
      clearTimeout(timer);
      for (const until = Date.now() + 20_000; groupAlive(pgid) && Date.now() < until; ) await sleep(200);
      if (end === 'late' || groupAlive(pgid)) {
        process.kill(-pgid, 'SIGKILL');
        throw new Error(`the server in ${dir} did not stop within a minute of SIGTERM:\n${output}`);
      }
      if ((end !== 'SIGTERM' && end !== 'exit 0') || !output.includes('SIGTERM: cerrando')) {
        throw new Error(`the server in ${dir} did not stop cleanly (npm: ${end}):\n${output}`);
      }
      if (runningEmbeddedUrl(path.join(dataDir, 'postgres'))) {
        throw new Error(`PostgreSQL was left running on ${dataDir}:\n${output}`);
      }
    },
  };
}

/** `npm run <script>` in `dir` with `DATA_DIR`; its output, or an error with it. */
export async function npmRun(dir: string, dataDir: string, args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await run('npm', ['run', ...args], {
      cwd: dir,
      env: cleanEnv({ DATA_DIR: dataDir }),
      timeout: 5 * 60_000,
    });
    return stdout + stderr;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run ${args.join(' ')} in ${dir} failed:\n${stdout}\n${stderr}`);
  }
}

export type Rows = Record<string, Map<string, Record<string, unknown>>>;

/** Every row of every table of `public` in the embedded database running on `dataDir`, by primary key. */
export async function databaseRows(dataDir: string): Promise<Rows> {
  const url = runningEmbeddedUrl(path.join(dataDir, 'postgres'));
  if (!url) throw new Error(`no PostgreSQL runs on ${dataDir}`);
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const keys = await db.query<{ table: string; columns: string[] }>(
      `select c.relname as table, array_agg(a.attname::text order by k.n) as columns
         from pg_constraint p
         join pg_class c on c.oid = p.conrelid
         join pg_namespace s on s.oid = c.relnamespace and s.nspname = 'public'
         cross join lateral unnest(p.conkey) with ordinality k(attnum, n)
         join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where p.contype = 'p'
        group by c.relname`,
    );
    const all: Rows = {};
    for (const { table, columns } of keys.rows) {
      const rows = await db.query<{ key: string; row: Record<string, unknown> }>(
        `select (${columns.map((column) => `t.${db.escapeIdentifier(column)}::text`).join(` || '|' || `)}) as key,
                to_jsonb(t) as row
           from public.${db.escapeIdentifier(table)} t`,
      );
      all[table] = new Map(rows.rows.map((r) => [r.key, r.row]));
    }
    return all;
  } finally {
    await db.end();
  }
}

/**
 * What of `before` is not in `after`: a table, a row (by primary key) or a column value that went or changed. Rows
 * and columns that only `after` has (new tables, new columns, the migrations' bookkeeping) are not differences.
 */
export function lostOrChanged(before: Rows, after: Rows): string[] {
  const differences: string[] = [];
  for (const [table, rows] of Object.entries(before)) {
    const now = after[table];
    if (!now) {
      differences.push(`table ${table} is gone`);
      continue;
    }
    // A primary key that grew (the learner leading it, issue 40) keys the same rows differently: those are found by
    // every value they had.
    const columns = Object.keys(rows.values().next().value ?? {});
    const values = (row: Record<string, unknown>) => JSON.stringify(columns.map((column) => row[column]));
    let byValues: Set<string> | undefined;
    for (const [key, row] of rows) {
      const current = now.get(key);
      if (!current) {
        byValues ??= new Set([...now.values()].map(values));
        if (!byValues.has(values(row))) differences.push(`${table} ${key} is gone`);
        continue;
      }
      for (const [column, value] of Object.entries(row)) {
        if (JSON.stringify(current[column]) !== JSON.stringify(value)) {
          differences.push(`${table} ${key}.${column}: ${JSON.stringify(value)} -> ${JSON.stringify(current[column])}`);
        }
      }
    }
  }
  return differences;
}
