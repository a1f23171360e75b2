import { describe, expect, it } from 'vitest';
import { createRng } from '../dice/rng';
import { actingTeam, view } from '../view';
import { apply } from '../engine';
import type { GameState } from '../model/state';
import { board, named } from '../testing/fixture';
import { hallTeleporter, teleporterHall } from '../testing/teleporter-hall';
import { heuristicAgent } from './heuristic';

/** Lets the heuristic bot play team 0 until its turn ends or `limit` actions are taken. */
function botTurn(start: GameState, limit = 30): GameState {
  let state = start;
  let rng = createRng('bot');
  for (let i = 0; i < limit && state.turn.team === 0 && state.result === null; i++) {
    const choice = heuristicAgent.choose(view(state, 0), rng);
    rng = choice.rng;
    const result = apply(state, choice.action);
    if ('error' in result) throw new Error(result.error);
    state = result.state;
  }
  return state;
}

/** Lets the heuristic bot play every team until the match ends or `limit` actions are taken. */
function botsPlay(start: GameState, limit: number): GameState {
  let state = start;
  let rng = createRng('bots');
  for (let i = 0, team = actingTeam(state); i < limit && team !== null; i++) {
    const choice = heuristicAgent.choose(view(state, team), rng);
    rng = choice.rng;
    const result = apply(state, choice.action);
    if ('error' in result) throw new Error(result.error);
    state = result.state;
    team = actingTeam(state);
  }
  return state;
}

/** What the heuristic bot does first for team 0. */
const firstChoice = (start: GameState) =>
  heuristicAgent.choose(view(start, 0), createRng('bot')).action;

/** A player's activation, as the bot starts it. */
const activation = (start: GameState, key: string, action: 'move' | 'blitz') => ({
  type: 'activate',
  player: named(start, key).id,
  action,
});

const ground = ['.......', '.......', '.......'];
const first = ['#######', '#.o...#', '#.....#'];

describe('the heuristic bot', () => {
  it('DB-LADDER-1: climbs a ladder to reach a chest upstairs and opens it', () => {
    const start = board(ground, first)
      .ladder(2, 1)
      .player('runner', 0, 1)
      .chest(5, 2, 'ball', 1)
      .withDice([6, 6, 6])
      .build();
    const state = botTurn(start);
    expect(named(state, 'runner').at?.floor).toBe(1);
    expect(state.ballFoundBy).toBe('0-1');
  });

  it('DB-ROPE-1: carries the ball down a rope to the end zone below', () => {
    const start = board(ground, first)
      .rope(2, 1)
      .player('carrier', 3, 1, { floor: 1 })
      .ballHeldBy('carrier')
      .endZone({ id: 'Z1', x: 0, y: 0, width: 1, height: 3 }, 1)
      .build();
    const state = botTurn(start);
    expect(state.result).toMatchObject({ winner: 0, reason: 'touchdown' });
  });

  it('DB-TELE-3: a player who has arrived on a teleporter steps off it on his way to a chest', () => {
    // Standing there, he would be bumped into a chain reaction by the next arrival (DB-TELE-10).
    const start = teleporterHall()
      .player('arrived', hallTeleporter(1).x, hallTeleporter(1).y)
      .chest(7, 0, 'ball')
      .withDice([6, 6, 6])
      .build();
    const state = botTurn(start);
    expect(named(state, 'arrived').at).not.toEqual(hallTeleporter(1));
    expect(state.ballFoundBy).toBe('0-1');
  });

  it("DB-MATCH-4: team-mates who reached the end zone first step out of the carrier's way into it", () => {
    // They fill the end zone's first column: the carrier scores once they have made way for him.
    const start = board(['..........', '..........', '..........'])
      .endZone({ id: 'Z1', x: 8, y: 0, width: 2, height: 3 }, 1)
      .player('carrier', 4, 1)
      .player('north', 8, 0)
      .player('middle', 8, 1)
      .player('south', 8, 2)
      .player('opponent', 0, 0, { team: 1 })
      .ballHeldBy('carrier')
      .build();
    const state = botsPlay(start, 60);
    expect(state.result).toMatchObject({
      winner: 0,
      reason: 'touchdown',
      scorer: named(start, 'carrier').id,
    });
  });

  it('BB-TO-1: a player who must Dodge to leave his square moves after one who need not', () => {
    const start = board(['..........', '..........', '..........'])
      .player('marked', 2, 1)
      .player('free', 2, 2)
      .player('marker', 1, 0, { team: 1 })
      .chest(8, 1, 'trap')
      .build();
    expect(firstChoice(start)).toEqual(activation(start, 'free', 'move'));
  });

  it.each([
    [
      'the nearest, listed last',
      'last',
      [
        ['far', 0, 1],
        ['near', 4, 1],
        ['last', 5, 2],
      ],
    ],
    [
      'the first of two as near',
      'near',
      [
        ['far', 0, 1],
        ['near', 4, 1],
        ['as near', 4, 0],
      ],
    ],
  ] as const)('sends %s, for a loose ball', (_, runner, players) => {
    let built = board(['.......', '.......', '.......']).ballOn(6, 1);
    for (const [key, x, y] of players) built = built.player(key, x, y);
    const start = built.build();
    expect(firstChoice(start)).toEqual(activation(start, runner, 'move'));
  });

  it('blitzes the opposing carrier with the first player who can reach him, however far the others', () => {
    const start = board(['..............', '..............', '..............'])
      .player('far', 0, 1)
      .player('farther', 0, 0)
      .player('blitzer', 8, 1)
      .player('carrier', 12, 1, { team: 1 })
      .ballHeldBy('carrier')
      .build();
    expect(firstChoice(start)).toEqual(activation(start, 'blitzer', 'blitz'));
  });
});
