import schema from '../schema/dungeon-map.v1.schema.json';
import type { Feature, Room } from './generated/dungeon-map.v1';

/**
 * One option of a feature or a room as the JSON Schema describes it, so that a form can offer
 * exactly what the format allows (its choices, its range, its description) without a second copy
 * of the format. Squares and rectangles (where a thing is) are not options: tools place them.
 */
export type SchemaField =
  | (FieldBase & { readonly type: 'choice'; readonly choices: readonly string[] })
  | (FieldBase & { readonly type: 'choices'; readonly choices: readonly string[] })
  | (FieldBase & { readonly type: 'integer'; readonly min: number; readonly max: number })
  | (FieldBase & {
      readonly type: 'text';
      readonly pattern?: string;
      /** What the pattern asks for, in words. */
      readonly patternText?: string;
      readonly maxLength?: number;
    });

interface FieldBase {
  readonly name: string;
  readonly description: string;
  readonly required: boolean;
  readonly default?: unknown;
}

interface Property {
  readonly $ref?: string;
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly const?: unknown;
  readonly description?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly maxLength?: number;
  readonly default?: unknown;
  readonly items?: Property;
  readonly properties?: Readonly<Record<string, Property>>;
  readonly required?: readonly string[];
}

const definitions = schema.$defs as unknown as Readonly<Record<string, Property>>;

/** Where a thing is: set by placing and moving it, not in a form. */
const placed = new Set(['kind', 'floor', 'x', 'y', 'extra', 'squares', 'options']);

function resolve(property: Property): Property {
  const ref = property.$ref?.replace('#/$defs/', '');
  return ref ? { ...definitions[ref], ...property } : property;
}

/** A referenced definition says what its values look like ("letters, digits, ..."); else the field does. */
const formText = (raw: Property) =>
  (raw.$ref && definitions[raw.$ref.replace('#/$defs/', '')]?.description) || raw.description;

function fieldsOf(definition: Property | undefined): SchemaField[] {
  const required = new Set(definition?.required ?? []);
  return Object.entries(definition?.properties ?? {}).flatMap(([name, raw]): SchemaField[] => {
    if (placed.has(name)) return [];
    const p = resolve(raw);
    const base = {
      name,
      description: p.description ?? '',
      required: required.has(name),
      ...(p.default === undefined ? {} : { default: p.default }),
    };
    if (p.enum) return [{ ...base, type: 'choice', choices: p.enum }];
    if (p.type === 'integer')
      return [{ ...base, type: 'integer', min: p.minimum ?? 0, max: p.maximum ?? 99 }];
    if (p.type === 'string')
      return [
        {
          ...base,
          type: 'text',
          ...(p.pattern === undefined ? {} : { pattern: p.pattern, patternText: formText(raw) }),
          ...(p.maxLength === undefined ? {} : { maxLength: p.maxLength }),
        },
      ];
    const items = p.items && resolve(p.items);
    if (p.type === 'array' && items?.enum)
      return [{ ...base, type: 'choices', choices: items.enum }];
    return []; // lists of squares or rectangles: drawn on the board, not typed in
  });
}

/** The options a feature of this kind has in map format v1 (its id, number, side, start, ...). */
export function featureFields(kind: Feature['kind']): SchemaField[] {
  return fieldsOf(definitions[`feature-${kind}`]);
}

/** A room's own fields (id, name) and the options of its kind, in the format's `options` object. */
export function roomFields(kind: Room['kind']): { fields: SchemaField[]; options: SchemaField[] } {
  const definition = definitions[`room-${kind}`];
  return { fields: fieldsOf(definition), options: fieldsOf(definition?.properties?.['options']) };
}

/** The fields of the other things the editor places: end zones, chutes, elevators. */
export function thingFields(definition: 'endZone' | 'chute' | 'elevator'): SchemaField[] {
  return fieldsOf(definitions[definition]);
}

/**
 * A list of squares or of rectangles of a feature or a room, on its own floor (a cart station's
 * boarding squares, a lair's protected rectangles, a room's own rectangles): a form offers it to
 * be picked on the board, within the number of items the format allows.
 */
export interface SquareListField {
  readonly name: string;
  readonly description: string;
  readonly shape: 'square' | 'rectangle';
  readonly min: number;
  readonly max: number;
}

interface ListProperty extends Property {
  readonly minItems?: number;
  readonly maxItems?: number;
}

function squareListsOf(definition: Property | undefined): SquareListField[] {
  return Object.entries(definition?.properties ?? {}).flatMap(([name, raw]) => {
    const list = raw as ListProperty;
    const item = list.items?.$ref?.replace('#/$defs/', '');
    if (list.type !== 'array' || (item !== 'square' && item !== 'rectangle')) return [];
    return [
      {
        name,
        description: list.description ?? '',
        shape: item,
        min: list.minItems ?? 0,
        max: list.maxItems ?? 99,
      },
    ];
  });
}

/** The lists of squares or rectangles a feature of this kind has (a cart station's boarding squares, a lair's protected area). */
export function featureSquareLists(kind: Feature['kind']): SquareListField[] {
  return squareListsOf(definitions[`feature-${kind}`]);
}

/** A room's own rectangles, as a list of squares the form offers to pick. */
export function roomSquareLists(kind: Room['kind']): SquareListField[] {
  return squareListsOf(definitions[`room-${kind}`]);
}

/** Why a value does not fit a field, in words, or null when it fits. */
export function fieldProblem(field: SchemaField, value: unknown): string | null {
  if (value === undefined || value === '')
    return field.required ? `${field.name} is needed.` : null;
  switch (field.type) {
    case 'choice':
      return field.choices.includes(String(value))
        ? null
        : `${field.name} is one of ${field.choices.join(', ')}.`;
    case 'choices':
      return Array.isArray(value) && value.every((v) => field.choices.includes(String(v)))
        ? new Set(value).size === value.length
          ? null
          : `${field.name} names each one once.`
        : `${field.name} takes ${field.choices.join(', ')}.`;
    case 'integer':
      return Number.isInteger(value) && Number(value) >= field.min && Number(value) <= field.max
        ? null
        : `${field.name} is a whole number from ${field.min} to ${field.max}.`;
    case 'text': {
      const text = String(value);
      if (field.maxLength !== undefined && text.length > field.maxLength)
        return `${field.name} has at most ${field.maxLength} characters.`;
      if (field.pattern !== undefined && !new RegExp(field.pattern).test(text))
        return `${field.name} "${text}" does not fit: ${field.patternText ?? field.pattern}`;
      return null;
    }
  }
}
