import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from './startup-errors';

/**
 * PostgreSQL refuses to run as root, so as root the embedded server runs as the `postgres` user. That user
 * must be able to reach the binaries and the data folder; with the checkout in a private home (`/root` is
 * drwx------) it reaches neither. Rather than open the home, what it needs goes under `/var/lib/repaso`:
 * the binaries as hard links (a copy across file systems), the data in a folder of its own that a symbolic
 * link in `DATA_DIR` points to, so it is found again on every start and moves with the checkout.
 */

/** uid/gid the server runs as; `undefined` when not root (it runs as the current user). */
export type ServerUser = { uid: number; gid: number } | undefined;

export const DEFAULT_SHARED_DIR = '/var/lib/repaso';

function idOf(flag: '-u' | '-g'): number | undefined {
  try {
    const out = execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return Number.parseInt(out, 10);
  } catch {
    return undefined;
  }
}

/** As root: the `postgres` user, created (system account, no home, no shell) when missing. */
export function serverUser(): ServerUser {
  if (process.getuid?.() !== 0) return undefined;
  if (idOf('-u') === undefined) {
    // groupadd exits 9 when the group exists already; useradd then joins it.
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    const created = spawnSync(
      'useradd',
      [
        '--system',
        '--gid',
        'postgres',
        '--no-create-home',
        '--home-dir',
        '/nonexistent',
        '--shell',
        '/usr/sbin/nologin',
        'postgres',
      ],
      { encoding: 'utf8' },
    );
    if (idOf('-u') === undefined) {
      const reason = (created.error?.message ?? created.stderr ?? '').trim().split('\n')[0] || 'sin detalles';
      throw new StartupError(
        `como root, PostgreSQL embebido corre como el usuario postgres, que no existe y no se pudo crear (${reason}): ` +
          'créalo (useradd --system postgres), arranca Repaso con otro usuario o define DATABASE_URL',
      );
    }
  }
  const uid = idOf('-u');
  const gid = idOf('-g');
  if (uid === undefined || gid === undefined) throw new StartupError('no se pudo leer el uid del usuario postgres');
  return { uid, gid };
}

/** Runs a shell test as `user`, exactly as the server will be spawned (setgid, setuid, no extra groups). */
function testAs(user: NonNullable<ServerUser>, script: string, target: string): boolean {
  return (
    spawnSync('/bin/sh', ['-c', script, 'sh', target], { uid: user.uid, gid: user.gid, cwd: '/', stdio: 'ignore' })
      .status === 0
  );
}

const canEnter = (user: NonNullable<ServerUser>, dir: string) => testAs(user, 'cd -- "$1"', dir);
const canExecute = (user: NonNullable<ServerUser>, file: string) => testAs(user, 'test -x "$1"', file);

/** The first folder on the way to `dir` that `user` cannot enter, with its mode: "/root (drwx------)". */
function blockingFolder(user: NonNullable<ServerUser>, dir: string): string {
  let current = path.parse(dir).root;
  for (const part of path.relative(current, dir).split(path.sep).filter(Boolean)) {
    current = path.join(current, part);
    if (!canEnter(user, current)) {
      const mode = fs.statSync(current).mode;
      const bits = 'rwxrwxrwx'.replace(/./g, (c, i) => (mode & (0o400 >> i) ? c : '-'));
      return `${current} (d${bits})`;
    }
  }
  return dir;
}

/** A folder of the current user that is not their home (nor the root): Repaso's own, such as DATA_DIR. */
function isOwnFolder(dir: string): boolean {
  return fs.statSync(dir).uid === process.getuid?.() && dir !== os.homedir() && dir !== path.parse(dir).root;
}

/** `mkdir -p` whose new folders are 0755 whatever the umask, so the server user can pass through them. */
export function mkdirOpen(dir: string) {
  if (fs.existsSync(dir)) return;
  mkdirOpen(path.dirname(dir));
  fs.mkdirSync(dir, { mode: 0o755 });
  fs.chmodSync(dir, 0o755);
}

/** Hard-links (or, across file systems, copies) the tree `from` into `to`, keeping modes and symbolic links. */
function mirrorTree(from: string, to: string) {
  fs.mkdirSync(to, { mode: 0o755 });
  fs.chmodSync(to, 0o755);
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.isDirectory()) mirrorTree(source, target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
        fs.chmodSync(target, fs.statSync(source).mode & 0o777);
      }
    }
  }
}

/**
 * The folder of PostgreSQL binaries (`bin/`, `lib/`, `share/`) the server user can execute: `nativeDir`
 * itself, or its mirror under `<sharedDir>/binaries/` made once per package version.
 */
export function reachableBinaries(
  nativeDir: string,
  version: string,
  user: ServerUser,
  sharedDir: string,
  log: (line: string) => void,
): string {
  const binary = (dir: string) => path.join(dir, 'bin', 'postgres');
  if (!user || canExecute(user, binary(nativeDir))) return nativeDir;
  const target = path.join(sharedDir, 'binaries', `${path.basename(path.dirname(nativeDir))}-${version}`);
  if (!fs.existsSync(path.join(target, '.complete'))) {
    mkdirOpen(path.dirname(target));
    const staging = `${target}.tmp-${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    mirrorTree(nativeDir, staging);
    fs.writeFileSync(path.join(staging, '.complete'), `${nativeDir}\n`);
    fs.rmSync(target, { recursive: true, force: true });
    try {
      fs.renameSync(staging, target);
    } catch {
      fs.rmSync(staging, { recursive: true, force: true }); // another start made it at the same moment
    }
    log(
      `PostgreSQL embebido: el usuario postgres no puede entrar en ${blockingFolder(user, nativeDir)}; ` +
        `sus binarios se enlazan en ${target}`,
    );
  }
  if (!canExecute(user, binary(target))) {
    throw new StartupError(
      `el usuario postgres no puede ejecutar ${binary(target)}: define DATABASE_URL o arranca Repaso con otro usuario`,
    );
  }
  return target;
}

/**
 * The real data folder for `dir`: `dir` itself when the server user can reach it, the target of the link
 * `dir` when it is one, or — as root, on first use, when it cannot — a new folder under
 * `<sharedDir>/data/` that `dir` then links to. `relocatedTo` is the folder made for it.
 */
export function reachableDataDir(
  dir: string,
  user: ServerUser,
  sharedDir: string,
  log: (line: string) => void,
): { dataDir: string; relocatedTo?: string } {
  const link = fs.lstatSync(dir, { throwIfNoEntry: false });
  if (link?.isSymbolicLink()) {
    const target = path.resolve(path.dirname(dir), fs.readlinkSync(dir));
    mkdirOpen(path.dirname(target));
    return { dataDir: target };
  }
  const parent = path.dirname(dir);
  mkdirOpen(parent);
  if (!user || canEnter(user, parent)) return { dataDir: dir };
  if (canEnter(user, path.dirname(parent)) && isOwnFolder(parent)) {
    // Only Repaso's own folder (DATA_DIR, e.g. made by mkdtemp) is in the way: let the server user pass
    // through it (x, not r), as before. The user's own folders (a home) are never changed.
    fs.chmodSync(parent, fs.statSync(parent).mode | 0o011);
    return { dataDir: dir };
  }

  const blocker = blockingFolder(user, parent);
  const hasFiles = link?.isDirectory() && fs.readdirSync(dir).length > 0;
  if (hasFiles) {
    throw new StartupError(
      `como root, PostgreSQL embebido corre como el usuario postgres, que no puede entrar en ${blocker}, donde ` +
        `están sus datos (${dir}): muévelos a una carpeta accesible y deja en su lugar un enlace simbólico, ` +
        'o define DATA_DIR fuera de ella o DATABASE_URL',
    );
  }
  const slug = dir
    .replace(/[/\\]postgres$/, '')
    .replace(/[^A-Za-z0-9._]+/g, '-')
    .replace(/^-+/, '')
    .slice(-60);
  const relocatedTo = path.join(sharedDir, 'data', `${slug}-${crypto.randomBytes(3).toString('hex')}`);
  mkdirOpen(relocatedTo);
  if (link) fs.rmdirSync(dir);
  const dataDir = path.join(relocatedTo, 'postgres');
  fs.symlinkSync(dataDir, dir);
  log(
    `PostgreSQL embebido: como root corre como el usuario postgres, que no puede entrar en ${blocker}; ` +
      `sus datos van a ${dataDir}, enlazada desde ${dir}`,
  );
  return { dataDir, relocatedTo };
}
