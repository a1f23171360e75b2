import { describe, expect, it } from 'vitest';
import { runTool } from '../run-tool';
import {
  chutePrompt,
  chuteStart,
  chuteTransition,
  type ChuteEvent,
  type ChuteState,
} from './chute-tool';

const run = (events: ChuteEvent[], from: ChuteState = chuteStart) =>
  runTool(chuteTransition, from, events);

const square = (floor: number, x: number, y: number): ChuteEvent => ({
  type: 'square',
  at: { floor, x, y },
});

describe('the chute tool', () => {
  it('entries, then the exit a floor below, then landing squares A to D: the fourth finishes it', () => {
    const { commands, state } = run([
      square(1, 1, 31),
      square(1, 2, 31),
      { type: 'next' },
      square(0, 2, 32),
      square(0, 2, 33),
      square(0, 2, 34),
      square(0, 1, 33),
      square(0, 2, 35),
    ]);
    expect(commands).toEqual([
      {
        entries: [
          { floor: 1, x: 1, y: 31 },
          { floor: 1, x: 2, y: 31 },
        ],
        exit: { floor: 0, x: 2, y: 32 },
        landing: [
          { x: 2, y: 33 },
          { x: 2, y: 34 },
          { x: 1, y: 33 },
          { x: 2, y: 35 },
        ],
      },
    ]);
    expect(state).toEqual(chuteStart);
  });

  it('Enter finishes with fewer landing squares; clicking an entry again takes it away', () => {
    const { commands } = run([
      square(2, 5, 5),
      square(2, 6, 5),
      square(2, 6, 5),
      { type: 'next' },
      square(1, 5, 6),
      square(1, 5, 7),
      { type: 'next' },
    ]);
    expect(commands[0]).toMatchObject({ entries: [{ x: 5 }], landing: [{ x: 5, y: 7 }] });
  });

  it('each step refuses what does not fit, with a reason, and stays where it was', () => {
    expect(run([{ type: 'next' }]).state.problem).toMatch(/at least one entry/);
    const sameFloor = run([square(1, 1, 1), { type: 'next' }, square(1, 2, 2)]).state;
    expect(sameFloor).toMatchObject({
      step: 'exit',
      problem: expect.stringMatching(/floor below/),
    });
    const otherFloor = run([square(1, 1, 1), { type: 'next' }, square(0, 2, 2), square(1, 3, 3)]);
    expect(otherFloor.state).toMatchObject({
      step: 'landing',
      problem: expect.stringMatching(/exit's floor/),
    });
  });

  it('Escape starts again; the prompt says what to do next', () => {
    const { state } = run([square(1, 1, 1), { type: 'next' }, { type: 'cancel' }]);
    expect(state).toEqual(chuteStart);
    expect(chutePrompt(chuteStart)).toMatch(/Step 1 of 3/);
    expect(chutePrompt(run([square(1, 1, 1), { type: 'next' }, square(0, 1, 1)]).state)).toMatch(
      /landing square A/,
    );
  });
});
