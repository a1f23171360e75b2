import type { Action } from './actions';
import { ACTION_KINDS } from './state';

/*
 * The shape of every action, field by field, so that a value sent by a stranger (an online
 * coach, an edited replay file) is told what is wrong with it before any rule reads it: an
 * unknown type, a missing or extra field, a field of the wrong kind. `apply` then takes an action
 * only if it is one `legalActions` lists; this says why one that cannot be listed is refused.
 */

/** A field's check and the words that say what it should hold. */
interface Field {
  readonly holds: (value: unknown) => boolean;
  readonly should: string;
  readonly optional?: true;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const oneOf = (values: readonly unknown[]): ((v: unknown) => boolean) => {
  const allowed = new Set(values);
  return (v) => allowed.has(v);
};

const quoted = (values: readonly string[]) => values.map((v) => `"${v}"`).join(', ');

const id: Field = { holds: (v) => typeof v === 'string' && v !== '', should: "a player's id" };
const yesNo: Field = { holds: (v) => typeof v === 'boolean', should: 'true or false' };
const square: Field = {
  holds: (v) =>
    isRecord(v) &&
    Object.keys(v).length === 3 &&
    Number.isInteger(v.floor) &&
    Number.isInteger(v.x) &&
    Number.isInteger(v.y),
  should: 'a square, { "floor", "x", "y" } as whole numbers and nothing else',
};
const index: Field = {
  holds: (v) => Number.isInteger(v) && (v as number) >= 0,
  should: 'a whole number from 0',
};

const facings = ['north', 'east', 'south', 'west'];
const sources = ['team', 'skill', 'pro', 'none'];

/** Every field of every action but its type; a field of an action missing here fails to compile. */
const shapes: {
  readonly [T in Action['type']]: {
    readonly [K in Exclude<keyof Extract<Action, { type: T }>, 'type'>]-?: Field;
  };
} = {
  activate: {
    player: id,
    action: { holds: oneOf(ACTION_KINDS), should: `one of ${quoted(ACTION_KINDS)}` },
  },
  'stand-up': {},
  move: { to: square },
  jump: { to: square },
  block: { target: id },
  'multiple-block': {
    targets: {
      holds: (v) => Array.isArray(v) && v.length === 2 && v.every((t) => id.holds(t)),
      should: "a list of two players' ids",
    },
  },
  stab: { target: id },
  'hypnotic-gaze': { target: id },
  pass: { target: square },
  ricochet: { wall: square },
  'hand-off': { target: id },
  foul: { target: id },
  'throw-team-mate': { player: id, target: square },
  interfere: {
    player: { holds: (v) => v === null || id.holds(v), should: "a player's id, or null" },
  },
  'end-activation': {},
  'end-turn': {},
  'use-reroll': {
    source: { holds: oneOf(sources), should: `one of ${quoted(sources)}` },
    die: { ...index, optional: true },
  },
  'choose-block-die': { index },
  'push-to': { square },
  land: { square },
  'follow-up': { follow: yesNo },
  'use-skill': { use: yesNo },
  'lash-out': { target: id },
  'choose-end-zone': {
    endZone: { holds: (v) => typeof v === 'string' && v !== '', should: "an end zone's id" },
  },
  place: { player: id, square },
  unplace: { player: id },
  'setup-done': {},
  'open-chest': { chest: square },
  'pit-teleport': { player: id },
  sponge: { player: id },
  'take-potion': {},
  'drink-potion': { player: id },
  assist: {
    helps: { holds: (v) => v === null || id.holds(v), should: "a player's id, or null" },
  },
  mark: { mark: yesNo },
  row: {
    to: square,
    facing: { holds: oneOf(facings), should: `one of ${quoted(facings)}` },
  },
  'oar-strike': { target: id },
  concede: {},
  'award-touchdown': { player: id },
  catch: { tries: yesNo },
};

const types = Object.keys(shapes);

/**
 * What is wrong with `value` as an action, in words a coach or a developer understands, or null
 * when it has the shape of an action: a known type and exactly that type's fields, each of the
 * right kind (a field left undefined counts as absent, as in JSON). Whether it is allowed now is
 * another question, which `legalActions` answers.
 */
export function actionProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'An action is an object with a "type".';
  const { type } = value;
  if (typeof type !== 'string') return 'An action needs a "type", a string.';
  if (!Object.hasOwn(shapes, type))
    return `There is no action ${shown(type)}: the actions are ${quoted(types)}.`;
  const fields = shapes[type as Action['type']] as Readonly<Record<string, Field>>;
  for (const key of Object.keys(value)) {
    if (key === 'type' || value[key] === undefined) continue;
    if (!Object.hasOwn(fields, key))
      return `A "${type}" action has no field ${shown(key)}${describeFields(fields)}.`;
  }
  for (const [key, field] of Object.entries(fields)) {
    const given = value[key];
    if (given === undefined) {
      if (field.optional) continue;
      return `A "${type}" action needs "${key}": ${field.should}.`;
    }
    if (!field.holds(given))
      return `A "${type}" action's "${key}" should be ${field.should}, not ${shown(given)}.`;
  }
  return null;
}

/** A value as JSON, cut short: a stranger's value may be long. */
const shown = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

const describeFields = (fields: Readonly<Record<string, Field>>): string => {
  const keys = Object.keys(fields);
  return keys.length === 0 ? ': it has none but its type' : `: its fields are ${quoted(keys)}`;
};
