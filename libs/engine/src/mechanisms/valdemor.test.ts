import { sampleMaps } from '@dungeonbowl/dungeon-schema';
import { describe, expect, it } from 'vitest';
import { view } from '../view';
import { readyMatch } from '../testing/matches';
import { mechanismMarks } from './registry';

describe('the Fortress of Valdemor', () => {
  it('DB-VALD-1: its portcullis and tilting corridor take their positions at the start, and every coach sees them', () => {
    const map = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    const state = readyMatch(map, ['human', 'orc'], 'valdemor-1');
    expect(Object.keys(state.board.mechanisms ?? {})).toEqual(
      expect.arrayContaining(['portcullis', 'geysers', 'spike-room', 'tilting-corridor', 'chute']),
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

  it('DB-PORT-1, DB-TILT-1: the screens are told the portcullis position and the corridor half lowered, in words', () => {
    const map = sampleMaps.find((s) => s.id === 'fortress-of-valdemor')!.map;
    const state = view(readyMatch(map, ['human', 'orc'], 'valdemor-1'), 0).state;
    const marks = mechanismMarks(state);
    const side = state.mechanismState?.['tilting-corridor'] as Record<string, string>;
    const position = (state.mechanismState?.portcullis as Record<string, string>).portcullis;
    expect(marks).toContainEqual({
      kind: 'portcullis',
      squares: [expect.objectContaining({ floor: expect.any(Number) })],
      state: position,
      label: `The portcullis is ${position}.`,
    });
    const corridor = marks.find((m) => m.kind === 'tilting-corridor')!;
    expect(corridor.label).toBe(
      `The tilting bridge is lowered on its ${side['tilting-bridge']!.toUpperCase()} side.`,
    );
    expect(corridor.squares.length).toBeGreaterThan(0);
    expect(marks.some((m) => m.kind === 'geysers')).toBe(false);
  });
});
