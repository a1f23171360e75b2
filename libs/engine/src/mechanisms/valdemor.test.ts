import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { view } from '../dungeonbowl/view';
import { readyMatch } from '../testing/matches';

describe('the Fortress of Valdemor', () => {
  it('DB-VALD-1: its portcullis and tilting corridor take their positions at the start, and every coach sees them', () => {
    const map = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    const state = readyMatch(map, ['human', 'orc'], 'valdemor-1');
    expect(Object.keys(state.board.mechanisms ?? {})).toEqual(
      expect.arrayContaining(['portcullis', 'geysers', 'spike-room', 'tilting-corridor']),
    );
    const [room] = state.board.mechanisms?.geysers as { steam: string; vents: unknown[] }[];
    expect(room).toMatchObject({ id: 'geyser-room', steam: 'hot' });
    expect(room?.vents).toHaveLength(20);
    const seen = view(state, 0).state.mechanismState;
    expect(seen?.portcullis).toEqual({ portcullis: expect.stringMatching(/^(open|closed)$/) });
    expect(seen?.['tilting-corridor']).toEqual({
      'tilting-bridge': expect.stringMatching(/^z[12]$/),
    });
  });
});
