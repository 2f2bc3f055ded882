import fs from 'node:fs';

/**
 * CPU time a process has used, in ms (Linux /proc; null elsewhere). Per request it is the work a
 * request costs, whatever else the machine is busy with.
 */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, 100 ticks/s
  } catch {
    return null;
  }
}
