import fs from 'node:fs';
import path from 'node:path';

/** The newest change under `entry`: a folder's own time counts too (a file deleted or renamed in it). */
export function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}
