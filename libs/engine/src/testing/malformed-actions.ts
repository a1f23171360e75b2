import { rollDie, type RngState } from '../dice/rng';
import type { Action } from '../model/actions';
import type { GameState } from '../model/state';

/*
 * Actions a stranger might send instead of one of those listed: a listed action with a field too
 * many, one missing, or one of the wrong kind or value; an unknown type; an activation for an
 * action that does not exist or for another coach's player; an answer to no question. The
 * strictness tests throw them at `apply` after every listed action of whole matches.
 */

type Json = Record<string, unknown>;

/** The ways one field's value is spoilt: a wrong kind, a wrong value, or gone. */
function spoilt(value: unknown): unknown[] {
  if (typeof value === 'number') return [String(value), value + 0.5, value + 1000, -1, null];
  if (typeof value === 'string') return [42, '', `${value}-x`, null];
  if (typeof value === 'boolean') return [String(value), value ? 1 : 0, null];
  if (value === null) return ['nobody', 0];
  if (Array.isArray(value)) return [value.slice(1), [...value, value[0]], value.join(',')];
  if (typeof value === 'object') {
    const square = value as Json;
    return [
      ...Object.keys(square).flatMap((key) =>
        spoilt(square[key]).map((bad) => ({ ...square, [key]: bad })),
      ),
      { ...square, z: 0 },
      Object.fromEntries(Object.entries(square).slice(1)),
    ];
  }
  return [null];
}

/** Every spoilt copy of a listed action, field by field, and with a field too many. */
function spoiltCopies(action: Action): unknown[] {
  const fields = action as unknown as Json;
  const copies: unknown[] = [
    { ...fields, extra: 1 },
    { ...fields, type: 'explode' },
  ];
  for (const key of Object.keys(fields)) {
    if (key === 'type') continue;
    const { [key]: _gone, ...without } = fields;
    copies.push(without);
    for (const bad of spoilt(fields[key])) copies.push({ ...fields, [key]: bad });
  }
  return copies;
}

/** Actions malformed whatever the state, and actions of the wrong coach or answering nothing. */
function strays(state: GameState): unknown[] {
  const other = state.players.find((p) => p.team !== state.turn.team && p.box === null);
  const own = state.players.find((p) => p.team === state.turn.team)!;
  return [
    null,
    'end-turn',
    [],
    {},
    { type: 7 },
    { type: 'explode' },
    { type: 'toString' },
    { type: '__proto__' },
    { type: 'activate', player: own.id, action: 'x' },
    { type: 'activate', player: own.id, action: null },
    { type: 'activate', player: own.id },
    { type: 'activate', player: 'nobody', action: 'move' },
    ...(other ? [{ type: 'activate', player: other.id, action: 'move' }] : []),
    { type: 'follow-up', follow: true },
    { type: 'use-skill', use: false },
    { type: 'choose-block-die', index: 0 },
    { type: 'use-reroll', source: 'team' },
    { type: 'catch', tries: true },
    { type: 'setup-done' },
    { type: 'move', to: { floor: 0, x: -1, y: 0 } },
    { type: 'move', to: { floor: 9, x: 0, y: 0 } },
    { type: 'jump', to: { floor: 0, x: '23', y: 4 } },
    { type: 'pass', target: { floor: 0, x: 1e9, y: 1e9 } },
    { type: 'open-chest', chest: { floor: 0, x: 0, y: 0 } },
  ];
}

/**
 * `count` malformed or misplaced actions for this state, drawn by `rng` (a generator of the
 * test's own) from the spoilt copies of the listed actions and the strays.
 */
export function malformedActions(
  state: GameState,
  listed: readonly Action[],
  rng: RngState,
  count: number,
): { actions: unknown[]; rng: RngState } {
  let next = rng;
  const draw = <T>(choices: readonly T[]): T => {
    const [n, after] = rollDie(next, choices.length);
    next = after;
    return choices[n - 1]!;
  };
  const pool = [...strays(state), ...(listed.length > 0 ? spoiltCopies(draw(listed)) : [])];
  return { actions: Array.from({ length: count }, () => draw(pool)), rng: next };
}
