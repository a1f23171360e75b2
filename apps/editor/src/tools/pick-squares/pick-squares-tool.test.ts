import { describe, expect, it } from 'vitest';
import { runTool } from '../run-tool';
import { pickOff, pickTransition, type PickTarget } from './pick-squares-tool';

const station: PickTarget = { ref: { kind: 'feature', index: 3 }, list: 'boarding' };
const lair: PickTarget = { ref: { kind: 'feature', index: 5 }, list: 'protects' };

describe('picking squares for a list', () => {
  it('is off until started from the panel: pointer events pick nothing', () => {
    const { state, commands } = runTool(pickTransition, pickOff, [
      { type: 'pointer-down', square: { x: 1, y: 1 } },
      { type: 'pointer-up' },
    ]);
    expect(state).toBe(pickOff);
    expect(commands).toEqual([]);
  });

  it('a click picks one square, a drag the rectangle between press and release', () => {
    const { commands } = runTool(pickTransition, pickOff, [
      { type: 'start', target: station },
      { type: 'pointer-down', square: { x: 4, y: 2 } },
      { type: 'pointer-up' },
      { type: 'pointer-down', square: { x: 6, y: 5 } },
      { type: 'pointer-move', square: { x: 5, y: 3 } },
      { type: 'pointer-up' },
    ]);
    expect(commands).toEqual([
      { target: station, rect: { x: 4, y: 2, width: 1, height: 1 } },
      { target: station, rect: { x: 5, y: 3, width: 2, height: 3 } },
    ]);
  });

  it('stays on between picks; the same button, Escape or a cancelled drag end or drop it', () => {
    const on = runTool(pickTransition, pickOff, [{ type: 'start', target: station }]).state;
    expect(on.mode).toBe('on');
    expect(pickTransition(on, { type: 'start', target: station }).state).toBe(pickOff);
    expect(pickTransition(on, { type: 'stop' }).state).toBe(pickOff);
    const other = pickTransition(on, { type: 'start', target: lair }).state;
    expect(other).toMatchObject({ mode: 'on', target: lair });
    const { commands } = runTool(pickTransition, on, [
      { type: 'pointer-down', square: { x: 1, y: 1 } },
      { type: 'cancel' },
      { type: 'pointer-up' },
    ]);
    expect(commands).toEqual([]);
  });
});
