import { describe, expect, it } from 'vitest';
import { piecePainters } from './symbol-painters';

/** A canvas that only records which drawing calls a painter made. */
function recordingCanvas() {
  const calls: string[] = [];
  const c = new Proxy({} as Record<string, unknown>, {
    get: (target, key: string) =>
      key in target
        ? target[key]
        : (...args: unknown[]) => void calls.push(`${key}(${args.length})`),
    set: (target, key: string, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { c, calls };
}

describe('the placed things are not taken for players', () => {
  it('a teleporter is a diamond portal drawn with straight edges, never a disc like a player', () => {
    const { c, calls } = recordingCanvas();
    piecePainters.teleporter(c, 40, 40);
    expect(calls.some((call) => call.startsWith('arc') || call.startsWith('ellipse'))).toBe(false);
    expect(calls.filter((call) => call.startsWith('lineTo')).length).toBeGreaterThanOrEqual(3);
    expect(calls).toContain('fill(0)');
  });
});
