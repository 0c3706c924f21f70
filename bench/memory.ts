/**
 * The workerd process's resident memory, read from /proc. workerd exposes no isolate heap
 * figure to the embedder, so this is the runtime as a whole: the isolate, its caches and the
 * local D1's SQLite pages.
 */
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name sits in parentheses and may hold spaces: the fields start after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[1]);
  } catch {
    return undefined;
  }
}

/** The resident set of every workerd process descending from this one, MiB; null off Linux. */
export function workerdRssMiB(root = process.pid): number | null {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return null;
  }
  const descends = (pid: number): boolean => {
    for (let current: number | undefined = pid, hops = 0; current && hops < 16; hops++) {
      if (current === root) return true;
      current = parentOf(current);
    }
    return false;
  };
  let kib = 0;
  let found = false;
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'workerd' || !descends(pid))
        continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) {
        kib += Number(rss[1]);
        found = true;
      }
    } catch {
      // The process ended while being read.
    }
  }
  return found ? Math.round(kib / 1024) : null;
}
