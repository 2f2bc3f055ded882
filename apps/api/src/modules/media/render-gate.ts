/**
 * At most `concurrency` renders at a time, at most `maxQueue` more waiting for a turn; beyond
 * that a render is refused at once. Each sharp render holds its raster (up to width × height ×
 * 4 bytes) until it is encoded, so the number running bounds the renderer's working memory, and
 * the bounded queue keeps a burst of new renditions from piling up requests and their promises.
 */
export class RendererBusyError extends Error {
  constructor() {
    super('The image renderer is busy');
    this.name = 'RendererBusyError';
  }
}

export class RenderGate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxQueue: number,
  ) {}

  /** Runs `job` when a slot is free; throws RendererBusyError when the queue is full. */
  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) {
      this.active++;
    } else {
      if (this.waiting.length >= this.maxQueue) throw new RendererBusyError();
      // the finishing job hands its slot over: `active` stays as it is
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }

  stats(): { active: number; queued: number } {
    return { active: this.active, queued: this.waiting.length };
  }
}
