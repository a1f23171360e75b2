import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import type { Action } from '../model/actions';
import type { GameEvent } from '../model/events';
import type { GameState, Square } from '../model/state';
import { readyMatch } from '../testing/matches';
import { gameRecorder } from './game-record';

const hall = sampleMaps.find((s) => s.id === 'training-hall')!.map;
const start = readyMatch(hall, ['human', 'orc'], 'record');
const endTurn: Action = { type: 'end-turn' };
const at = (x: number, y: number): Square => ({ floor: 0, x, y });

/** What the recorder makes of one action's events, applied to the set-up hall. */
function recorded(events: GameEvent[], before: GameState = start) {
  const recorder = gameRecorder(hall);
  recorder.observe({ before, action: endTurn, state: before, events });
  return recorder.record(1, ['Z1', 'Z2'], before);
}

describe('a fairness game’s record, read from the events', () => {
  const player = start.players.find((p) => p.team === 0 && p.at !== null)!;

  it('a player knocked down where he stood, or where the events had moved him first', () => {
    expect(
      recorded([{ type: 'knocked-down', player: player.id, fell: false }]).knockedDown,
    ).toEqual([player.at]);
    const pushedThenDown: GameEvent[] = [
      { type: 'pushed', player: player.id, from: player.at!, to: at(7, 7) },
      { type: 'knocked-down', player: player.id, fell: false },
      { type: 'removed', player: player.id, to: 'ko', from: at(7, 7) },
    ];
    expect(recorded(pushedThenDown).knockedDown).toEqual([at(7, 7)]);
  });

  it('lost in the Interstice on his teleporter (DB-TELE-11), into a hazard where he fell in (DB-HAZ-5)', () => {
    const events: GameEvent[] = [
      { type: 'moved', player: player.id, from: player.at!, to: at(2, 2) },
      { type: 'lost-in-interstice', player: player.id, rolled: 1 },
      { type: 'removed', player: player.id, to: 'lost', from: at(2, 2) },
      { type: 'fell-in', player: '1-1', into: at(9, 9), hazard: 'lava' },
    ];
    expect(recorded(events).lost).toEqual([at(2, 2), at(9, 9)]);
  });

  it('a second teleport loses him only when it takes him off the board (DB-TELE-4), not when he stays hurt (DB-TELE-5)', () => {
    const removed: GameEvent[] = [
      { type: 'teleported', player: player.id, from: null, rolled: 2, to: at(12, 2) },
      { type: 'teleported-twice', player: player.id },
      { type: 'injury', player: player.id, dice: [3, 3], modifier: 0, result: 'ko' },
      { type: 'removed', player: player.id, to: 'ko', from: at(12, 2) },
    ];
    expect(recorded(removed).lost).toEqual([at(12, 2)]);
    expect(recorded(removed.slice(0, 3)).lost).toEqual([]);
  });

  it('the chests opened, the ball, and the touchdown with the round and end zone of each', () => {
    const events: GameEvent[] = [
      { type: 'chest-opened', player: player.id, at: at(16, 2), content: 'trap' },
      { type: 'round-started', round: 4 },
      { type: 'chest-opened', player: player.id, at: at(9, 12), content: 'ball' },
      { type: 'moved', player: player.id, from: player.at!, to: at(23, 6) },
      { type: 'touchdown', player: player.id, team: 0 },
    ];
    const record = recorded(events);
    expect(record.firstChest).toEqual({ chest: 1, round: start.turn.round });
    expect(record.ballFound).toEqual({ chest: 4, round: 4 });
    expect(record.touchdown).toEqual({ round: 4, endZone: 'Z2' });
  });
});
