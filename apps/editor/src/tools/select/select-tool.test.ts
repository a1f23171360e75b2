import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { thingAt } from '../../features/map/things';
import type { ToolPointerEvent } from '../pointer';
import { runTool } from '../run-tool';
import { dragOffset, selectIdle, selectTransition, type SelectState } from './select-tool';

const hall = sampleMaps[0].map;
const hit = (s: { x: number; y: number }) => thingAt(hall, { floor: 0, ...s });

const run = (events: ToolPointerEvent[]) =>
  runTool(
    (state: SelectState, event: ToolPointerEvent) => selectTransition(state, event, hit),
    selectIdle,
    events,
  );

describe('the select tool', () => {
  it('a click on a chest selects it and moves nothing', () => {
    const { commands } = run([
      { type: 'pointer-down', square: { x: 9, y: 2 } },
      { type: 'pointer-up' },
    ]);
    expect(commands).toEqual([{ type: 'select', ref: { kind: 'chest', index: 0 } }]);
  });

  it('a drag moves the thing by the squares dragged, as one command on release', () => {
    const { commands } = run([
      { type: 'pointer-down', square: { x: 14, y: 10 } },
      { type: 'pointer-move', square: { x: 15, y: 10 } },
      { type: 'pointer-move', square: { x: 15, y: 9 } },
      { type: 'pointer-up' },
    ]);
    expect(commands).toEqual([
      { type: 'select', ref: { kind: 'chest', index: 3 } },
      { type: 'move', ref: { kind: 'chest', index: 3 }, dx: 1, dy: -1 },
    ]);
  });

  it('while dragging, the offset follows the pointer; dragging back to the start moves nothing', () => {
    let state = selectTransition(
      selectIdle,
      { type: 'pointer-down', square: { x: 2, y: 2 } },
      hit,
    ).state;
    state = selectTransition(state, { type: 'pointer-move', square: { x: 4, y: 3 } }, hit).state;
    expect(dragOffset(state)).toEqual({ dx: 2, dy: 1 });
    state = selectTransition(state, { type: 'pointer-move', square: { x: 2, y: 2 } }, hit).state;
    expect(selectTransition(state, { type: 'pointer-up' }, hit).command).toBeNull();
  });

  it('a press on bare floor selects nothing and a drag from there moves nothing', () => {
    const { commands, state } = run([
      { type: 'pointer-down', square: { x: 5, y: 7 } },
      { type: 'pointer-move', square: { x: 6, y: 7 } },
      { type: 'pointer-up' },
    ]);
    expect(commands).toEqual([{ type: 'select', ref: null }]);
    expect(state).toEqual(selectIdle);
  });

  it('cancel drops the drag', () => {
    const { commands } = run([
      { type: 'pointer-down', square: { x: 9, y: 2 } },
      { type: 'pointer-move', square: { x: 10, y: 2 } },
      { type: 'cancel' },
      { type: 'pointer-up' },
    ]);
    expect(commands).toHaveLength(1);
  });
});
