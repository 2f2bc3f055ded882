import { describe, expect, it } from 'vitest';
import { RenderGate, RendererBusyError } from './render-gate.js';

const tick = () => new Promise((r) => setTimeout(r, 1));

describe('RenderGate', () => {
  it('never runs more than its concurrency, and runs every queued job once', async () => {
    const gate = new RenderGate(2, 10);
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        gate.run(async () => {
          most = Math.max(most, ++running);
          await tick();
          running--;
          done.push(n);
        }),
      ),
    );
    expect(most).toBe(2);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });
  });

  it('refuses at once when the queue is full, and frees the slot of a failed job', async () => {
    const gate = new RenderGate(1, 1);
    const first = gate.run(async () => {
      await tick();
      throw new Error('render failed');
    });
    const second = gate.run(async () => 'second');
    await expect(gate.run(async () => 'third')).rejects.toBeInstanceOf(RendererBusyError);
    await expect(first).rejects.toThrow('render failed');
    expect(await second).toBe('second');
    expect(await gate.run(async () => 'after')).toBe('after');
    expect(gate.stats()).toEqual({ active: 0, queued: 0 });
  });
});
