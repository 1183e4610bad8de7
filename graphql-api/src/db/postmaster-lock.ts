import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from './startup-errors';

/**
 * What is left of a previous run in a data folder, and how to clear it before starting PostgreSQL again.
 *
 * PostgreSQL's own `postmaster.pid` check already ignores a lock whose process is gone. Two cases stop it:
 * - the node process died (kill -9, out of memory) but its `postgres` child lives on, orphaned, holding the
 *   folder: it is stopped here (fast shutdown, so nothing is lost) — unless the Repaso that started it still
 *   runs, which is refused instead;
 * - the pid in the lock now belongs to some other process of the same user (after a reboot or in a
 *   container): PostgreSQL then refuses to start, so the stale file is removed here.
 */

/** Written beside `postmaster.pid`: the node process that started this server. */
export const OWNER_FILE = 'repaso-owner.pid';

type ProcessInfo = { state: 'gone' } | { state: 'alive'; ppid: number; args: string[] };

/** The process `pid` as the kernel sees it; a zombie counts as gone. `/proc` on Linux, `ps` elsewhere. */
export function inspectProcess(pid: number): ProcessInfo {
  if (!Number.isInteger(pid) || pid <= 0) return { state: 'gone' };
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user, so it cannot be the server this user (or root) started.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return { state: 'gone' };
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return { state: 'gone' };
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { state: 'alive', ppid: Number(ppid), args };
  } catch {
    // No /proc (macOS) or the process just ended.
  }
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const match = /^(\d+)\s+(\S+)\s+(.*)$/.exec(line);
    if (!match || match[2].startsWith('Z')) return { state: 'gone' };
    return { state: 'alive', ppid: Number(match[1]), args: [match[3]] };
  } catch {
    return { state: 'gone' };
  }
}

function samePath(a: string, b: string): boolean {
  const real = (p: string) => {
    try {
      return fs.realpathSync(p);
    } catch {
      return path.resolve(p);
    }
  };
  return real(a) === real(b);
}

/** Whether `args` is the command line of a `postgres` server on `dataDir`. */
export function isPostgresOf(args: string[], dataDir: string): boolean {
  if (args.length === 1) {
    // `ps` gives one string: "<path>/postgres -D <dir> …"
    const match = /^(\S*postgres) .*-D (\S+)/.exec(args[0]);
    return !!match && samePath(match[2], dataDir);
  }
  const d = args.indexOf('-D');
  return path.basename(args[0] ?? '') === 'postgres' && d > 0 && !!args[d + 1] && samePath(args[d + 1], dataDir);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').split('\n')[0], 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Sends `sig` to `pid` unless it has just ended. */
function signal(pid: number, sig: NodeJS.Signals) {
  try {
    process.kill(pid, sig);
  } catch {
    // gone already
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (inspectProcess(pid).state !== 'gone') {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/** Removes `postmaster.pid` if it still names `pid` (and not a server started meanwhile). */
function removeLockOf(lockFile: string, pid: number) {
  if (readPid(lockFile) === pid) fs.rmSync(lockFile, { force: true });
}

/**
 * Makes `dataDir` free to start: stops an orphaned server of ours, drops a lock file whose pid is
 * reused by another process, and refuses when a live Repaso still uses the folder.
 */
export async function clearStaleServer(dataDir: string, log: (line: string) => void): Promise<void> {
  const lockFile = path.join(dataDir, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (pid === undefined) return;
  const server = inspectProcess(pid);
  if (server.state === 'gone') return; // PostgreSQL ignores a lock whose process is gone.
  if (!isPostgresOf(server.args, dataDir)) {
    log(`PostgreSQL embebido: postmaster.pid nombraba el proceso ${pid}, que ya no es este servidor; se descarta`);
    removeLockOf(lockFile, pid);
    return;
  }

  const owner = readPid(path.join(dataDir, OWNER_FILE));
  const parent = inspectProcess(server.ppid);
  // Its parent is still the Repaso that started it (or, for a folder from before the owner file, any
  // parent but init): that process uses the database, so it is not ours to stop.
  const inUse = owner !== undefined ? server.ppid === owner && parent.state === 'alive' : server.ppid > 1;
  if (inUse) {
    throw new StartupError(
      `la base de datos embebida ${dataDir} ya la usa otro proceso (pid ${server.ppid}; PostgreSQL pid ${pid}): ` +
        'detenlo antes o usa otro DATA_DIR',
    );
  }

  const started = Date.now();
  log(`PostgreSQL embebido: un servidor huérfano de un arranque anterior (pid ${pid}) sigue en ${dataDir}; se detiene`);
  // SIGINT is PostgreSQL's fast shutdown: it ends open sessions and writes a checkpoint, so nothing is lost.
  signal(pid, 'SIGINT');
  if (!(await waitUntilGone(pid, 30_000))) {
    signal(pid, 'SIGQUIT'); // immediate shutdown: crash recovery on the next start
    if (!(await waitUntilGone(pid, 10_000))) {
      throw new StartupError(
        `el PostgreSQL huérfano (pid ${pid}) de ${dataDir} no se detiene: termínalo a mano (kill -9 ${pid}) y vuelve a arrancar`,
      );
    }
  }
  removeLockOf(lockFile, pid);
  log(`PostgreSQL embebido: servidor huérfano detenido en ${Date.now() - started} ms`);
}
