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

/**
 * CPU ms used by a changing set of processes between `start` and `stop` (a database's server
 * processes, one per pooled connection): the set is read every `everyMs`, and a process that
 * ends keeps what it used until its last reading. Summing the set only at both ends loses the
 * CPU of a connection the pool closed meanwhile (pg's pool closes one idle for 10 s), which
 * undercounted the database by up to half on a noisy machine.
 */
export function trackCpu(pidsNow: () => Promise<number[]>, everyMs = 250) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> = Promise.resolve();
  const read = async (isStart: boolean) => {
    for (const pid of await pidsNow()) {
      const ms = cpuMsOf(pid);
      if (ms === null) continue;
      // a process first seen after the start began during the run: all its CPU counts
      if (!first.has(pid)) first.set(pid, isStart ? ms : 0);
      last.set(pid, ms);
    }
  };
  return {
    async start(): Promise<void> {
      await read(true);
      timer = setInterval(() => {
        reading = reading.then(() => read(false)).catch(() => undefined);
      }, everyMs);
    },
    /** CPU ms used since `start` */
    async stop(): Promise<number> {
      clearInterval(timer);
      await reading;
      await read(false);
      let sum = 0;
      for (const [pid, ms] of last) sum += ms - (first.get(pid) ?? 0);
      return sum;
    },
  };
}
