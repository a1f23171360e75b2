import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { heuristicAgent, playMatch, randomAgent } from '../bots';
import { apply } from '../engine';
import { legalActions } from '../legal-actions';
import { defaultOptions } from './create';
import type { GameState, MatchOptions } from '../model/state';
import { board, play } from '../testing/fixture';
import { brokenInvariants } from '../testing/invariants';
import { readyMatch } from '../testing/matches';
import { sppOf } from './spp';
import { view } from '../view';

const hall = ['..........', '..........', '..........', '..........', '..........'];
const league: MatchOptions = { ...defaultOptions, league: ['LM-27'] };

/** Team 0 (runner, mate) against team 1 (foe, far away), with LM-27 on unless told. */
function duel(options = league, round = 2): GameState {
  const state = board(hall)
    .endZone({ id: 'west', x: 0, y: 0, width: 2, height: 4 }, 0)
    .endZone({ id: 'east', x: 8, y: 0, width: 2, height: 4 }, 1)
    .player('runner', 3, 1)
    .player('mate', 3, 3)
    .player('foe', 6, 2, { team: 1 })
    .withOptions(options)
    .build();
  return { ...state, turn: { ...state.turn, round } };
}

describe('concession (LM-27)', () => {
  it('LM-27: a coach may concede only when the league rule is on', () => {
    expect(legalActions(duel())).toContainEqual({ type: 'concede' });
    const without = duel(defaultOptions);
    expect(legalActions(without)).not.toContainEqual({ type: 'concede' });
    expect(apply(without, { type: 'concede' })).toMatchObject({ error: expect.any(String) });
  });

  it('LM-27: a coach may concede in the middle of an activation, not while a decision waits', () => {
    const active = play(duel(), { type: 'activate', player: '0-1', action: 'move' }).state;
    expect(legalActions(active)).toContainEqual({ type: 'concede' });
    const deciding = play(duel(), { type: 'concede' }).state;
    expect(apply(deciding, { type: 'concede' })).toMatchObject({ error: expect.any(String) });
  });

  it('LM-27: the other team wins once its coach names who gets the touchdown (+5 SPP)', () => {
    const asked = play(duel(), { type: 'concede' }).state;
    expect(asked.result).toBeNull();
    expect(asked.pending.at(-1)).toEqual({
      kind: 'award-touchdown',
      team: 1,
      candidates: ['1-1'],
    });
    expect(legalActions(asked)).toEqual([{ type: 'award-touchdown', player: '1-1' }]);
    const { state, events } = play(asked, { type: 'award-touchdown', player: '1-1' });
    expect(state.result).toEqual({ winner: 1, reason: 'conceded', scorer: null });
    expect(events).toContainEqual({ type: 'touchdown-awarded', player: '1-1', team: 1 });
    expect(state.spp.awards).toContainEqual({ player: '1-1', reason: 'touchdown', spp: 5 });
    expect(sppOf(state.spp, '1-1')).toBeGreaterThanOrEqual(5);
  });

  it('LM-27: a 5 less 2 is below 4 Dedicated Fans: the conceding team loses one; a 6 keeps them', () => {
    const lost = (fansDie: number) => {
      const state = board(hall)
        .player('runner', 3, 1)
        .player('foe', 6, 2, { team: 1 })
        .withOptions(league)
        .withFans(0, 4)
        .build();
      const asked = play(
        { ...state, turn: { ...state.turn, round: 2 } },
        { type: 'concede' },
      ).state;
      const forced = { ...asked, dice: { ...asked.dice, forced: [2, 1, fansDie, 2, 1] } };
      return play(forced, { type: 'award-touchdown', player: '1-1' }).state.postMatch!.teams[0]!;
    };
    expect(lost(5)).toMatchObject({
      fansRoll: 5,
      fansModifier: -2,
      fansChange: -1,
      dedicatedFans: 3,
    });
    expect(lost(6)).toMatchObject({
      fansRoll: 6,
      fansModifier: -2,
      fansChange: 0,
      dedicatedFans: 4,
    });
  });

  it('LM-27: a concession in the first round, before the other team played, has the same result and no post-match', () => {
    const asked = play(duel(league, 1), { type: 'concede' }).state;
    const { state, events } = play(asked, { type: 'award-touchdown', player: '1-1' });
    expect(state.result).toEqual({ winner: 1, reason: 'conceded', scorer: null });
    expect(state.spp.awards).toContainEqual({ player: '1-1', reason: 'touchdown', spp: 5 });
    expect(state.postMatch).toBeNull();
    expect(events.some((e) => e.type === 'post-match')).toBe(false);
  });

  it('LM-27: a winner with nobody in the dungeon wins at once, the touchdown going to nobody', () => {
    const start = duel();
    const away = {
      ...start,
      players: start.players.map((p) =>
        p.team === 1 ? { ...p, at: null, box: 'ko' as const } : p,
      ),
    };
    const { state } = play(away, { type: 'concede' });
    expect(state.result).toEqual({ winner: 1, reason: 'conceded', scorer: null });
    expect(state.spp.awards.some((a) => a.reason === 'touchdown')).toBe(false);
  });
});

describe('concession with 3 teams (LM-27)', () => {
  const pyramid = sampleMaps.find((s) => s.id === 'pyramid-of-death')!.map;
  const three = () =>
    readyMatch(pyramid, ['human', 'orc', 'dwarf'], 'concede-3', { league: ['LM-27'] });

  it('LM-27: with 3 teams the conceding team walks out, leaves the play order and the match goes on', () => {
    const start = three();
    const [first, second, third] = start.order as [number, number, number];
    const { state, events } = play(start, { type: 'concede' });
    expect(state.result).toBeNull();
    expect(state.conceded).toEqual([first]);
    expect(state.order).toEqual([second, third]);
    expect(state.turn.team).toBe(second);
    expect(state.players.filter((p) => p.team === first).every((p) => p.box !== null)).toBe(true);
    expect(events).toContainEqual({ type: 'conceded', team: first });
    expect(brokenInvariants(state, start.players.length, events)).toEqual([]);
  });

  // A whole match of bots with an invariant check after every action: seconds on a busy machine.
  it(
    'LM-27: the two teams left play on to the end without the team that walked out',
    { timeout: 30_000 },
    () => {
      const start = readyMatch(pyramid, ['human', 'orc', 'dwarf'], 'concede-3', {
        league: ['LM-27'],
        maxRounds: 4,
      });
      const out = start.order[0]!;
      const walked = play(start, { type: 'concede' }).state;
      const bots = [heuristicAgent, randomAgent, heuristicAgent];
      let state = walked;
      for (let i = 0; i < 5000 && state.result === null; i++) {
        expect(state.turn.team === out && state.pending.length === 0).toBe(false);
        const acting = state.pending.at(-1)?.team ?? state.turn.team;
        const { action } = bots[acting]!.choose(view(state, acting), state.dice.rng);
        const played = play(state, action);
        state = played.state;
        expect(brokenInvariants(state, start.players.length, played.events)).toEqual([]);
      }
      expect(state.result).not.toBeNull();
      expect(state.result?.winner).not.toBe(out);
    },
  );

  it('LM-27: the ball its carrier held bounces from his square', () => {
    const start = three();
    const first = start.order[0]!;
    const carrier = start.players.find((p) => p.team === first && p.at)!;
    const held: GameState = {
      ...start,
      ball: { at: carrier.at, carrier: carrier.id },
      chests: start.chests.map((c) => ({ ...c, ball: false })),
    };
    const { state, events } = play(held, { type: 'concede' });
    expect(events.find((e) => e.type === 'ball-bounced')).toMatchObject({ from: carrier.at });
    expect(state.ball.carrier).not.toBe(carrier.id);
    expect(brokenInvariants(state, start.players.length, events)).toEqual([]);
  });

  it('LM-27: when the second team concedes the last team left wins, and both losers roll fans at −2', () => {
    const start = three();
    const [first, second, third] = start.order as [number, number, number];
    let state = play(start, { type: 'concede' }).state;
    state = play(state, { type: 'concede' }).state;
    expect(state.pending.at(-1)).toMatchObject({ kind: 'award-touchdown', team: third });
    const decision = state.pending.at(-1);
    const player = decision?.kind === 'award-touchdown' ? decision.candidates[0]! : '';
    state = play(state, { type: 'award-touchdown', player }).state;
    expect(state.result).toEqual({ winner: third, reason: 'conceded', scorer: null });
    expect(state.conceded).toEqual([first, second]);
    // Both concessions came in round 1: no post-match sequence.
    expect(state.postMatch).toBeNull();
  });

  it('LM-27: a team out of the play order no longer rolls for initiative, and the others play on', () => {
    let state = play(three(), { type: 'concede' }).state;
    const out = state.conceded![0]!;
    state = play(state, { type: 'end-turn' }, { type: 'end-turn' }).state;
    expect(state.turn.round).toBe(2);
    expect(state.order).not.toContain(out);
    expect(state.order).toHaveLength(2);
    state = play(state, { type: 'concede' }).state;
    const decision = state.pending.at(-1);
    expect(decision?.kind).toBe('award-touchdown');
    const player = decision?.kind === 'award-touchdown' ? decision.candidates[0]! : '';
    state = play(state, { type: 'award-touchdown', player }).state;
    const losers = state.postMatch!.teams.filter((t) => t.outcome === 'lost');
    expect(losers).toHaveLength(2);
    expect(losers.every((t) => t.fansModifier === -2)).toBe(true);
  });
});

describe('bots and concession (LM-27)', () => {
  it('LM-27: a bot that wins by concession gives the touchdown to one of its players', () => {
    const asked = play(duel(), { type: 'concede' }).state;
    for (const bot of [heuristicAgent, randomAgent]) {
      const { action } = bot.choose(view(asked, 1), asked.dice.rng);
      expect(action).toEqual({ type: 'award-touchdown', player: '1-1' });
    }
  });

  it('LM-27: the bots never concede: a match with the rule on ends by touchdown or round limit', () => {
    const map = sampleMaps[0]!.map;
    for (const bots of [
      [randomAgent, randomAgent],
      [heuristicAgent, randomAgent],
    ]) {
      const start = readyMatch(map, ['human', 'orc'], 'bots-27', {
        league: ['LM-27'],
        maxRounds: 6,
      });
      const { state, actions } = playMatch(start, bots, 'bots-27');
      expect(actions.some((a) => a.type === 'concede')).toBe(false);
      expect(state.result?.reason).not.toBe('conceded');
    }
  });
});
