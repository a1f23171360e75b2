// Generated from schema/dungeon-map.v1.schema.json by scripts/generate.mjs. Do not edit.
/* eslint-disable */
// @ts-nocheck
import * as runtime0 from 'ajv/dist/runtime/ucs2length.js';
('use strict');
export const validate = validate20;
export default validate20;
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://dungeonbowl.studio/schemas/dungeon-map/v1.json',
  title: 'DungeonMap',
  type: 'object',
  additionalProperties: false,
  required: [
    'format',
    'version',
    'meta',
    'width',
    'height',
    'floors',
    'chests',
    'teleporters',
    'endZones',
  ],
  properties: {
    format: { const: 'dungeonbowl-map' },
    version: { const: 1 },
    meta: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 80 },
        author: { type: 'string', maxLength: 80 },
        description: { type: 'string', maxLength: 2000 },
        created: {
          type: 'string',
          pattern:
            '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
        },
        modified: {
          type: 'string',
          pattern:
            '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
        },
        tags: {
          type: 'array',
          maxItems: 20,
          items: { type: 'string', minLength: 1, maxLength: 40 },
        },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['name'],
    },
    ruleset: { type: 'string', enum: ['torguer-2021', 'jervis-1998'], default: 'torguer-2021' },
    width: { type: 'integer', minimum: 8, maximum: 80 },
    height: { type: 'integer', minimum: 8, maximum: 80 },
    floors: { type: 'array', items: { $ref: '#/$defs/floor' }, maxItems: 4, minItems: 1 },
    chests: { type: 'array', items: { $ref: '#/$defs/chest' }, maxItems: 64 },
    teleporters: { type: 'array', items: { $ref: '#/$defs/teleporter' }, maxItems: 64 },
    endZones: { type: 'array', items: { $ref: '#/$defs/endZone' }, maxItems: 16 },
    links: { type: 'array', items: { $ref: '#/$defs/link' }, maxItems: 64 },
    chutes: { type: 'array', items: { $ref: '#/$defs/chute' }, maxItems: 16 },
    elevators: { type: 'array', items: { $ref: '#/$defs/elevator' }, maxItems: 16 },
    features: { type: 'array', items: { $ref: '#/$defs/feature' }, maxItems: 512 },
    rooms: { type: 'array', items: { $ref: '#/$defs/room' }, maxItems: 64 },
    extra: { $ref: '#/$defs/extra' },
  },
  $defs: {
    floorIndex: { type: 'integer', minimum: 0, maximum: 3 },
    coordinate: { type: 'integer', minimum: 0, maximum: 79 },
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' },
    extra: { type: 'object', additionalProperties: true },
    square: {
      type: 'object',
      additionalProperties: false,
      properties: { x: { $ref: '#/$defs/coordinate' }, y: { $ref: '#/$defs/coordinate' } },
      required: ['x', 'y'],
    },
    floorSquare: {
      type: 'object',
      additionalProperties: false,
      properties: {
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
      },
      required: ['floor', 'x', 'y'],
    },
    rectangle: {
      type: 'object',
      additionalProperties: false,
      properties: {
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        width: { type: 'integer', minimum: 1, maximum: 80 },
        height: { type: 'integer', minimum: 1, maximum: 80 },
      },
      required: ['x', 'y', 'width', 'height'],
    },
    floor: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 40 },
        rows: {
          type: 'array',
          minItems: 8,
          maxItems: 80,
          items: { type: 'string', pattern: '^[#._o^~=*bmsrpg]{8,80}$' },
        },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['name', 'rows'],
    },
    chest: {
      type: 'object',
      additionalProperties: false,
      properties: {
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['floor', 'x', 'y'],
    },
    teleporter: {
      type: 'object',
      additionalProperties: false,
      properties: {
        number: { type: 'integer', minimum: 1, maximum: 6 },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['number', 'floor', 'x', 'y'],
    },
    endZone: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'string', pattern: '^Z[1-9]$' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        width: { type: 'integer', minimum: 2, maximum: 4 },
        height: { type: 'integer', minimum: 2, maximum: 4 },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'floor', 'x', 'y', 'width', 'height'],
    },
    link: {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { type: 'string', enum: ['ladder', 'rope'] },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y'],
    },
    chute: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        entries: {
          type: 'array',
          minItems: 1,
          maxItems: 8,
          items: { $ref: '#/$defs/floorSquare' },
        },
        exit: { $ref: '#/$defs/floorSquare' },
        landing: { type: 'array', minItems: 1, maxItems: 4, items: { $ref: '#/$defs/square' } },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'entries', 'exit', 'landing'],
    },
    elevator: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { type: 'string', enum: ['rotating', 'cage'] },
        squares: { type: 'array', minItems: 1, maxItems: 8, items: { $ref: '#/$defs/square' } },
        floors: { type: 'array', minItems: 2, maxItems: 4, items: { $ref: '#/$defs/floorIndex' } },
        startFloor: { $ref: '#/$defs/floorIndex' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'squares', 'floors', 'startFloor'],
    },
    'feature-door': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'door' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        start: { type: 'string', enum: ['horizontal', 'vertical', 'random'], default: 'random' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id'],
    },
    'feature-portcullis': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'portcullis' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        side: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
        start: { type: 'string', enum: ['open', 'closed', 'random'], default: 'random' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id', 'side'],
    },
    'feature-portal': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'portal' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        side: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
        start: { type: 'string', enum: ['open', 'closed', 'random'], default: 'random' },
        endZone: { type: 'string', pattern: '^Z[1-9]$' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id', 'side', 'endZone'],
    },
    'feature-statue': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'statue' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y'],
    },
    'feature-geyser-vent': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'geyser-vent' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        number: { type: 'integer', minimum: 1, maximum: 20 },
        room: { $ref: '#/$defs/id' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'number', 'room'],
    },
    'feature-tilting-corridor': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'tilting-corridor' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        direction: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
        length: { type: 'integer', minimum: 2, maximum: 12, default: 4 },
        start: { type: 'string', enum: ['z1', 'z2', 'random'], default: 'random' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id', 'direction'],
    },
    'feature-rotating-corridor': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'rotating-corridor' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        armLength: { type: 'integer', minimum: 1, maximum: 6, default: 2 },
        start: { type: 'string', enum: ['north-south', 'east-west'], default: 'north-south' },
        entries: {
          type: 'array',
          minItems: 1,
          maxItems: 4,
          items: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
        },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id', 'entries'],
    },
    'feature-prison-trapdoor': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'prison-trapdoor' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        prison: { $ref: '#/$defs/id' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'prison'],
    },
    'feature-prison-lever': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'prison-lever' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        prison: { $ref: '#/$defs/id' },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'prison'],
    },
    'feature-cart-station': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'cart-station' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        number: { type: 'integer', minimum: 1, maximum: 8 },
        boarding: { type: 'array', maxItems: 4, items: { $ref: '#/$defs/square' } },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'number', 'boarding'],
    },
    'feature-mine-cart': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'mine-cart' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        station: { type: 'integer', minimum: 1, maximum: 8 },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id', 'station'],
    },
    'feature-boat': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'boat' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        facing: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id', 'facing'],
    },
    'feature-jetty': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'jetty' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        width: { type: 'integer', minimum: 1, maximum: 20, default: 1 },
        height: { type: 'integer', minimum: 1, maximum: 20, default: 1 },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'width', 'height'],
    },
    'feature-potion-table': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'potion-table' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        width: { type: 'integer', minimum: 1, maximum: 6, default: 2 },
        height: { type: 'integer', minimum: 1, maximum: 6, default: 1 },
        potions: { type: 'integer', minimum: 0, maximum: 30, default: 14 },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'width', 'height'],
    },
    'feature-monster-lair': {
      type: 'object',
      additionalProperties: false,
      properties: {
        kind: { const: 'monster-lair' },
        floor: { $ref: '#/$defs/floorIndex' },
        x: { $ref: '#/$defs/coordinate' },
        y: { $ref: '#/$defs/coordinate' },
        id: { $ref: '#/$defs/id' },
        monster: { type: 'string', enum: ['goblours'], default: 'goblours' },
        protects: {
          type: 'array',
          minItems: 1,
          maxItems: 16,
          items: { $ref: '#/$defs/rectangle' },
        },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['kind', 'floor', 'x', 'y', 'id', 'monster', 'protects'],
    },
    feature: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' } },
      discriminator: { propertyName: 'kind' },
      oneOf: [
        { $ref: '#/$defs/feature-door' },
        { $ref: '#/$defs/feature-portcullis' },
        { $ref: '#/$defs/feature-portal' },
        { $ref: '#/$defs/feature-statue' },
        { $ref: '#/$defs/feature-geyser-vent' },
        { $ref: '#/$defs/feature-tilting-corridor' },
        { $ref: '#/$defs/feature-rotating-corridor' },
        { $ref: '#/$defs/feature-prison-trapdoor' },
        { $ref: '#/$defs/feature-prison-lever' },
        { $ref: '#/$defs/feature-cart-station' },
        { $ref: '#/$defs/feature-mine-cart' },
        { $ref: '#/$defs/feature-boat' },
        { $ref: '#/$defs/feature-jetty' },
        { $ref: '#/$defs/feature-potion-table' },
        { $ref: '#/$defs/feature-monster-lair' },
      ],
    },
    'room-spikes': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'spikes' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-geysers': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'geysers' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: {
          type: 'object',
          additionalProperties: false,
          properties: { steam: { type: 'string', enum: ['hot', 'explosive'], default: 'hot' } },
        },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-moss': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'moss' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-monster': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'monster' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-magic-statue': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'magic-statue' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: {
          type: 'object',
          additionalProperties: false,
          properties: { boltOn: { type: 'integer', minimum: 2, maximum: 6, default: 6 } },
        },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-potions': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'potions' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-prison': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'prison' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: {
          type: 'object',
          additionalProperties: false,
          properties: { capacity: { type: 'integer', minimum: 1, maximum: 12, default: 6 } },
        },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-collapsed': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'collapsed' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-boats': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'boats' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-cursed-pool': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'cursed-pool' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-labyrinth': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'labyrinth' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    'room-central': {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { $ref: '#/$defs/id' },
        kind: { const: 'central' },
        floor: { $ref: '#/$defs/floorIndex' },
        name: { type: 'string', maxLength: 60 },
        squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
        options: { type: 'object', additionalProperties: false, properties: {} },
        extra: { $ref: '#/$defs/extra' },
      },
      required: ['id', 'kind', 'floor', 'squares'],
    },
    room: {
      type: 'object',
      required: ['kind'],
      properties: { kind: { type: 'string' } },
      discriminator: { propertyName: 'kind' },
      oneOf: [
        { $ref: '#/$defs/room-spikes' },
        { $ref: '#/$defs/room-geysers' },
        { $ref: '#/$defs/room-moss' },
        { $ref: '#/$defs/room-monster' },
        { $ref: '#/$defs/room-magic-statue' },
        { $ref: '#/$defs/room-potions' },
        { $ref: '#/$defs/room-prison' },
        { $ref: '#/$defs/room-collapsed' },
        { $ref: '#/$defs/room-boats' },
        { $ref: '#/$defs/room-cursed-pool' },
        { $ref: '#/$defs/room-labyrinth' },
        { $ref: '#/$defs/room-central' },
      ],
    },
  },
};
const schema32 = { type: 'object', additionalProperties: true };
const func1 = Object.prototype.hasOwnProperty;
const func2 = runtime0.default.default ?? runtime0.default;
const pattern4 = new RegExp(
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
  'u',
);
const schema33 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 40 },
    rows: {
      type: 'array',
      minItems: 8,
      maxItems: 80,
      items: { type: 'string', pattern: '^[#._o^~=*bmsrpg]{8,80}$' },
    },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['name', 'rows'],
};
const pattern6 = new RegExp('^[#._o^~=*bmsrpg]{8,80}$', 'u');
function validate21(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate21.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.name === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'name' },
        message: "must have required property '" + 'name' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.rows === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'rows' },
        message: "must have required property '" + 'rows' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'name' || key0 === 'rows' || key0 === 'extra')) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.name !== undefined) {
      let data0 = data.name;
      if (typeof data0 === 'string') {
        if (func2(data0) > 40) {
          const err3 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 40 },
            message: 'must NOT have more than 40 characters',
          };
          if (vErrors === null) {
            vErrors = [err3];
          } else {
            vErrors.push(err3);
          }
          errors++;
        }
        if (func2(data0) < 1) {
          const err4 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/minLength',
            keyword: 'minLength',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 characters',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.rows !== undefined) {
      let data1 = data.rows;
      if (Array.isArray(data1)) {
        if (data1.length > 80) {
          const err6 = {
            instancePath: instancePath + '/rows',
            schemaPath: '#/properties/rows/maxItems',
            keyword: 'maxItems',
            params: { limit: 80 },
            message: 'must NOT have more than 80 items',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data1.length < 8) {
          const err7 = {
            instancePath: instancePath + '/rows',
            schemaPath: '#/properties/rows/minItems',
            keyword: 'minItems',
            params: { limit: 8 },
            message: 'must NOT have fewer than 8 items',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data2 = data1[i0];
          if (typeof data2 === 'string') {
            if (!pattern6.test(data2)) {
              const err8 = {
                instancePath: instancePath + '/rows/' + i0,
                schemaPath: '#/properties/rows/items/pattern',
                keyword: 'pattern',
                params: { pattern: '^[#._o^~=*bmsrpg]{8,80}$' },
                message: 'must match pattern "' + '^[#._o^~=*bmsrpg]{8,80}$' + '"',
              };
              if (vErrors === null) {
                vErrors = [err8];
              } else {
                vErrors.push(err8);
              }
              errors++;
            }
          } else {
            const err9 = {
              instancePath: instancePath + '/rows/' + i0,
              schemaPath: '#/properties/rows/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/rows',
          schemaPath: '#/properties/rows/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data3 = data.extra;
      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
      } else {
        const err11 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
  } else {
    const err12 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err12];
    } else {
      vErrors.push(err12);
    }
    errors++;
  }
  validate21.errors = vErrors;
  return errors === 0;
}
validate21.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema35 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['floor', 'x', 'y'],
};
const schema36 = { type: 'integer', minimum: 0, maximum: 3 };
const schema37 = { type: 'integer', minimum: 0, maximum: 79 };
function validate23(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate23.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.floor === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'floor' || key0 === 'x' || key0 === 'y' || key0 === 'extra')) {
        const err3 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data0 = data.floor;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 3 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data1 = data.x;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 79 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data2 = data.y;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data3 = data.extra;
      if (data3 && typeof data3 == 'object' && !Array.isArray(data3)) {
      } else {
        const err13 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate23.errors = vErrors;
  return errors === 0;
}
validate23.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema40 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    number: { type: 'integer', minimum: 1, maximum: 6 },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['number', 'floor', 'x', 'y'],
};
function validate25(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate25.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.number === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'number' },
        message: "must have required property '" + 'number' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'number' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.number !== undefined) {
      let data0 = data.number;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/number',
          schemaPath: '#/properties/number/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 6 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/number',
            schemaPath: '#/properties/number/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 6 },
            message: 'must be <= 6',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0 < 1 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + '/number',
            schemaPath: '#/properties/number/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data4 = data.extra;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
      } else {
        const err17 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
  } else {
    const err18 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err18];
    } else {
      vErrors.push(err18);
    }
    errors++;
  }
  validate25.errors = vErrors;
  return errors === 0;
}
validate25.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema45 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', pattern: '^Z[1-9]$' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    width: { type: 'integer', minimum: 2, maximum: 4 },
    height: { type: 'integer', minimum: 2, maximum: 4 },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'floor', 'x', 'y', 'width', 'height'],
};
const pattern7 = new RegExp('^Z[1-9]$', 'u');
function validate27(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate27.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.width === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'width' },
        message: "must have required property '" + 'width' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.height === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'height' },
        message: "must have required property '" + 'height' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'width' ||
        key0 === 'height' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern7.test(data0)) {
          const err7 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/properties/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^Z[1-9]$' },
            message: 'must match pattern "' + '^Z[1-9]$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      } else {
        const err8 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/properties/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err9 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err11 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err12 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err14 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err15 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err17 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.width !== undefined) {
      let data4 = data.width;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err18 = {
          instancePath: instancePath + '/width',
          schemaPath: '#/properties/width/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 4 || isNaN(data4)) {
          const err19 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 4 },
            message: 'must be <= 4',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
        if (data4 < 2 || isNaN(data4)) {
          const err20 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 2 },
            message: 'must be >= 2',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      }
    }
    if (data.height !== undefined) {
      let data5 = data.height;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err21 = {
          instancePath: instancePath + '/height',
          schemaPath: '#/properties/height/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 4 || isNaN(data5)) {
          const err22 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 4 },
            message: 'must be <= 4',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data5 < 2 || isNaN(data5)) {
          const err23 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 2 },
            message: 'must be >= 2',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data6 = data.extra;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
      } else {
        const err24 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
  } else {
    const err25 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err25];
    } else {
      vErrors.push(err25);
    }
    errors++;
  }
  validate27.errors = vErrors;
  return errors === 0;
}
validate27.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema50 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: ['ladder', 'rope'] },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y'],
};
function validate29(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate29.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data0 = data.kind;
      if (typeof data0 !== 'string') {
        const err5 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (!(data0 === 'ladder' || data0 === 'rope')) {
        const err6 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema50.properties.kind.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data4 = data.extra;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
      } else {
        const err16 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err16];
        } else {
          vErrors.push(err16);
        }
        errors++;
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate29.errors = vErrors;
  return errors === 0;
}
validate29.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema55 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    entries: { type: 'array', minItems: 1, maxItems: 8, items: { $ref: '#/$defs/floorSquare' } },
    exit: { $ref: '#/$defs/floorSquare' },
    landing: { type: 'array', minItems: 1, maxItems: 4, items: { $ref: '#/$defs/square' } },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'entries', 'exit', 'landing'],
};
const schema56 = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' };
const pattern8 = new RegExp('^[A-Za-z0-9_-]{1,32}$', 'u');
const schema57 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
  },
  required: ['floor', 'x', 'y'],
};
function validate32(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate32.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.floor === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'floor' || key0 === 'x' || key0 === 'y')) {
        const err3 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data0 = data.floor;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err4 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 3 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data1 = data.x;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 79 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data2 = data.y;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
  } else {
    const err13 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err13];
    } else {
      vErrors.push(err13);
    }
    errors++;
  }
  validate32.errors = vErrors;
  return errors === 0;
}
validate32.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema61 = {
  type: 'object',
  additionalProperties: false,
  properties: { x: { $ref: '#/$defs/coordinate' }, y: { $ref: '#/$defs/coordinate' } },
  required: ['x', 'y'],
};
function validate35(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate35.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.x === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'x' || key0 === 'y')) {
        const err2 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    }
    if (data.x !== undefined) {
      let data0 = data.x;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err3 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 79 || isNaN(data0)) {
          const err4 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err4];
          } else {
            vErrors.push(err4);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err5 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data1 = data.y;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err6 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 79 || isNaN(data1)) {
          const err7 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
  } else {
    const err9 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err9];
    } else {
      vErrors.push(err9);
    }
    errors++;
  }
  validate35.errors = vErrors;
  return errors === 0;
}
validate35.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate31(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate31.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.entries === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'entries' },
        message: "must have required property '" + 'entries' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.exit === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'exit' },
        message: "must have required property '" + 'exit' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.landing === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'landing' },
        message: "must have required property '" + 'landing' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'entries' ||
        key0 === 'exit' ||
        key0 === 'landing' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.entries !== undefined) {
      let data1 = data.entries;
      if (Array.isArray(data1)) {
        if (data1.length > 8) {
          const err7 = {
            instancePath: instancePath + '/entries',
            schemaPath: '#/properties/entries/maxItems',
            keyword: 'maxItems',
            params: { limit: 8 },
            message: 'must NOT have more than 8 items',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1.length < 1) {
          const err8 = {
            instancePath: instancePath + '/entries',
            schemaPath: '#/properties/entries/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        const len0 = data1.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate32(data1[i0], {
              instancePath: instancePath + '/entries/' + i0,
              parentData: data1,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err9 = {
          instancePath: instancePath + '/entries',
          schemaPath: '#/properties/entries/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.exit !== undefined) {
      if (
        !validate32(data.exit, {
          instancePath: instancePath + '/exit',
          parentData: data,
          parentDataProperty: 'exit',
          rootData,
          dynamicAnchors,
        })
      ) {
        vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
        errors = vErrors.length;
      }
    }
    if (data.landing !== undefined) {
      let data4 = data.landing;
      if (Array.isArray(data4)) {
        if (data4.length > 4) {
          const err10 = {
            instancePath: instancePath + '/landing',
            schemaPath: '#/properties/landing/maxItems',
            keyword: 'maxItems',
            params: { limit: 4 },
            message: 'must NOT have more than 4 items',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err11 = {
            instancePath: instancePath + '/landing',
            schemaPath: '#/properties/landing/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate35(data4[i1], {
              instancePath: instancePath + '/landing/' + i1,
              parentData: data4,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/landing',
          schemaPath: '#/properties/landing/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data6 = data.extra;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
      } else {
        const err13 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
    }
  } else {
    const err14 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err14];
    } else {
      vErrors.push(err14);
    }
    errors++;
  }
  validate31.errors = vErrors;
  return errors === 0;
}
validate31.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema65 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { type: 'string', enum: ['rotating', 'cage'] },
    squares: { type: 'array', minItems: 1, maxItems: 8, items: { $ref: '#/$defs/square' } },
    floors: { type: 'array', minItems: 2, maxItems: 4, items: { $ref: '#/$defs/floorIndex' } },
    startFloor: { $ref: '#/$defs/floorIndex' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'squares', 'floors', 'startFloor'],
};
function validate38(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate38.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.floors === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floors' },
        message: "must have required property '" + 'floors' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.startFloor === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'startFloor' },
        message: "must have required property '" + 'startFloor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'squares' ||
        key0 === 'floors' ||
        key0 === 'startFloor' ||
        key0 === 'extra'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err6 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      let data1 = data.kind;
      if (typeof data1 !== 'string') {
        const err8 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (!(data1 === 'rotating' || data1 === 'cage')) {
        const err9 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/enum',
          keyword: 'enum',
          params: { allowedValues: schema65.properties.kind.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data2 = data.squares;
      if (Array.isArray(data2)) {
        if (data2.length > 8) {
          const err10 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 8 },
            message: 'must NOT have more than 8 items',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2.length < 1) {
          const err11 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        const len0 = data2.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate35(data2[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data2,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.floors !== undefined) {
      let data4 = data.floors;
      if (Array.isArray(data4)) {
        if (data4.length > 4) {
          const err13 = {
            instancePath: instancePath + '/floors',
            schemaPath: '#/properties/floors/maxItems',
            keyword: 'maxItems',
            params: { limit: 4 },
            message: 'must NOT have more than 4 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 2) {
          const err14 = {
            instancePath: instancePath + '/floors',
            schemaPath: '#/properties/floors/minItems',
            keyword: 'minItems',
            params: { limit: 2 },
            message: 'must NOT have fewer than 2 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len1 = data4.length;
        for (let i1 = 0; i1 < len1; i1++) {
          let data5 = data4[i1];
          if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
            const err15 = {
              instancePath: instancePath + '/floors/' + i1,
              schemaPath: '#/$defs/floorIndex/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err15];
            } else {
              vErrors.push(err15);
            }
            errors++;
          }
          if (typeof data5 == 'number' && isFinite(data5)) {
            if (data5 > 3 || isNaN(data5)) {
              const err16 = {
                instancePath: instancePath + '/floors/' + i1,
                schemaPath: '#/$defs/floorIndex/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 3 },
                message: 'must be <= 3',
              };
              if (vErrors === null) {
                vErrors = [err16];
              } else {
                vErrors.push(err16);
              }
              errors++;
            }
            if (data5 < 0 || isNaN(data5)) {
              const err17 = {
                instancePath: instancePath + '/floors/' + i1,
                schemaPath: '#/$defs/floorIndex/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          }
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/floors',
          schemaPath: '#/properties/floors/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.startFloor !== undefined) {
      let data6 = data.startFloor;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err19 = {
          instancePath: instancePath + '/startFloor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 3 || isNaN(data6)) {
          const err20 = {
            instancePath: instancePath + '/startFloor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data6 < 0 || isNaN(data6)) {
          const err21 = {
            instancePath: instancePath + '/startFloor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err22 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate38.errors = vErrors;
  return errors === 0;
}
validate38.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema70 = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string' } },
  discriminator: { propertyName: 'kind' },
  oneOf: [
    { $ref: '#/$defs/feature-door' },
    { $ref: '#/$defs/feature-portcullis' },
    { $ref: '#/$defs/feature-portal' },
    { $ref: '#/$defs/feature-statue' },
    { $ref: '#/$defs/feature-geyser-vent' },
    { $ref: '#/$defs/feature-tilting-corridor' },
    { $ref: '#/$defs/feature-rotating-corridor' },
    { $ref: '#/$defs/feature-prison-trapdoor' },
    { $ref: '#/$defs/feature-prison-lever' },
    { $ref: '#/$defs/feature-cart-station' },
    { $ref: '#/$defs/feature-mine-cart' },
    { $ref: '#/$defs/feature-boat' },
    { $ref: '#/$defs/feature-jetty' },
    { $ref: '#/$defs/feature-potion-table' },
    { $ref: '#/$defs/feature-monster-lair' },
  ],
};
const schema71 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'door' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    start: { type: 'string', enum: ['horizontal', 'vertical', 'random'], default: 'random' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id'],
};
function validate42(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate42.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'id' ||
        key0 === 'start' ||
        key0 === 'extra'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('door' !== data.kind) {
        const err6 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'door' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err16 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.start !== undefined) {
      let data5 = data.start;
      if (typeof data5 !== 'string') {
        const err18 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      if (!(data5 === 'horizontal' || data5 === 'vertical' || data5 === 'random')) {
        const err19 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/enum',
          keyword: 'enum',
          params: { allowedValues: schema71.properties.start.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data6 = data.extra;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
      } else {
        const err20 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
  } else {
    const err21 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate42.errors = vErrors;
  return errors === 0;
}
validate42.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema77 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'portcullis' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    side: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
    start: { type: 'string', enum: ['open', 'closed', 'random'], default: 'random' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id', 'side'],
};
function validate43(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate43.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.side === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'side' },
        message: "must have required property '" + 'side' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'id' ||
        key0 === 'side' ||
        key0 === 'start' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('portcullis' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'portcullis' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err17 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.side !== undefined) {
      let data5 = data.side;
      if (typeof data5 !== 'string') {
        const err19 = {
          instancePath: instancePath + '/side',
          schemaPath: '#/properties/side/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data5 === 'north' || data5 === 'east' || data5 === 'south' || data5 === 'west')) {
        const err20 = {
          instancePath: instancePath + '/side',
          schemaPath: '#/properties/side/enum',
          keyword: 'enum',
          params: { allowedValues: schema77.properties.side.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.start !== undefined) {
      let data6 = data.start;
      if (typeof data6 !== 'string') {
        const err21 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (!(data6 === 'open' || data6 === 'closed' || data6 === 'random')) {
        const err22 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/enum',
          keyword: 'enum',
          params: { allowedValues: schema77.properties.start.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err23 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate43.errors = vErrors;
  return errors === 0;
}
validate43.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema83 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'portal' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    side: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
    start: { type: 'string', enum: ['open', 'closed', 'random'], default: 'random' },
    endZone: { type: 'string', pattern: '^Z[1-9]$' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id', 'side', 'endZone'],
};
function validate44(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate44.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.side === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'side' },
        message: "must have required property '" + 'side' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.endZone === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'endZone' },
        message: "must have required property '" + 'endZone' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema83.properties, key0)) {
        const err7 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('portal' !== data.kind) {
        const err8 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'portal' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err9 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err11 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err12 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err14 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err15 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err17 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err18 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.side !== undefined) {
      let data5 = data.side;
      if (typeof data5 !== 'string') {
        const err20 = {
          instancePath: instancePath + '/side',
          schemaPath: '#/properties/side/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data5 === 'north' || data5 === 'east' || data5 === 'south' || data5 === 'west')) {
        const err21 = {
          instancePath: instancePath + '/side',
          schemaPath: '#/properties/side/enum',
          keyword: 'enum',
          params: { allowedValues: schema83.properties.side.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.start !== undefined) {
      let data6 = data.start;
      if (typeof data6 !== 'string') {
        const err22 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (!(data6 === 'open' || data6 === 'closed' || data6 === 'random')) {
        const err23 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/enum',
          keyword: 'enum',
          params: { allowedValues: schema83.properties.start.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.endZone !== undefined) {
      let data7 = data.endZone;
      if (typeof data7 === 'string') {
        if (!pattern7.test(data7)) {
          const err24 = {
            instancePath: instancePath + '/endZone',
            schemaPath: '#/properties/endZone/pattern',
            keyword: 'pattern',
            params: { pattern: '^Z[1-9]$' },
            message: 'must match pattern "' + '^Z[1-9]$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
      } else {
        const err25 = {
          instancePath: instancePath + '/endZone',
          schemaPath: '#/properties/endZone/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data8 = data.extra;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
      } else {
        const err26 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate44.errors = vErrors;
  return errors === 0;
}
validate44.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema89 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'statue' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y'],
};
function validate45(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate45.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('statue' !== data.kind) {
        const err5 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'statue' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err6 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err7 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err9 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err12 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err13 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data4 = data.extra;
      if (data4 && typeof data4 == 'object' && !Array.isArray(data4)) {
      } else {
        const err15 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
  } else {
    const err16 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err16];
    } else {
      vErrors.push(err16);
    }
    errors++;
  }
  validate45.errors = vErrors;
  return errors === 0;
}
validate45.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema94 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'geyser-vent' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    number: { type: 'integer', minimum: 1, maximum: 20 },
    room: { $ref: '#/$defs/id' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'number', 'room'],
};
function validate46(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate46.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.number === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'number' },
        message: "must have required property '" + 'number' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.room === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'room' },
        message: "must have required property '" + 'room' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'number' ||
        key0 === 'room' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('geyser-vent' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'geyser-vent' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.number !== undefined) {
      let data4 = data.number;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err17 = {
          instancePath: instancePath + '/number',
          schemaPath: '#/properties/number/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 20 || isNaN(data4)) {
          const err18 = {
            instancePath: instancePath + '/number',
            schemaPath: '#/properties/number/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 20 },
            message: 'must be <= 20',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err19 = {
            instancePath: instancePath + '/number',
            schemaPath: '#/properties/number/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.room !== undefined) {
      let data5 = data.room;
      if (typeof data5 === 'string') {
        if (!pattern8.test(data5)) {
          const err20 = {
            instancePath: instancePath + '/room',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/room',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data6 = data.extra;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
      } else {
        const err22 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate46.errors = vErrors;
  return errors === 0;
}
validate46.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema100 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'tilting-corridor' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    direction: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
    length: { type: 'integer', minimum: 2, maximum: 12, default: 4 },
    start: { type: 'string', enum: ['z1', 'z2', 'random'], default: 'random' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id', 'direction'],
};
function validate47(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate47.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.direction === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'direction' },
        message: "must have required property '" + 'direction' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema100.properties, key0)) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('tilting-corridor' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'tilting-corridor' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err17 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.direction !== undefined) {
      let data5 = data.direction;
      if (typeof data5 !== 'string') {
        const err19 = {
          instancePath: instancePath + '/direction',
          schemaPath: '#/properties/direction/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data5 === 'north' || data5 === 'east' || data5 === 'south' || data5 === 'west')) {
        const err20 = {
          instancePath: instancePath + '/direction',
          schemaPath: '#/properties/direction/enum',
          keyword: 'enum',
          params: { allowedValues: schema100.properties.direction.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.length !== undefined) {
      let data6 = data.length;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err21 = {
          instancePath: instancePath + '/length',
          schemaPath: '#/properties/length/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 12 || isNaN(data6)) {
          const err22 = {
            instancePath: instancePath + '/length',
            schemaPath: '#/properties/length/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 12 },
            message: 'must be <= 12',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data6 < 2 || isNaN(data6)) {
          const err23 = {
            instancePath: instancePath + '/length',
            schemaPath: '#/properties/length/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 2 },
            message: 'must be >= 2',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
      }
    }
    if (data.start !== undefined) {
      let data7 = data.start;
      if (typeof data7 !== 'string') {
        const err24 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
      if (!(data7 === 'z1' || data7 === 'z2' || data7 === 'random')) {
        const err25 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/enum',
          keyword: 'enum',
          params: { allowedValues: schema100.properties.start.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data8 = data.extra;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
      } else {
        const err26 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate47.errors = vErrors;
  return errors === 0;
}
validate47.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema106 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'rotating-corridor' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    armLength: { type: 'integer', minimum: 1, maximum: 6, default: 2 },
    start: { type: 'string', enum: ['north-south', 'east-west'], default: 'north-south' },
    entries: {
      type: 'array',
      minItems: 1,
      maxItems: 4,
      items: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
    },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id', 'entries'],
};
function validate48(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate48.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.entries === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'entries' },
        message: "must have required property '" + 'entries' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema106.properties, key0)) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('rotating-corridor' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'rotating-corridor' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err17 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.armLength !== undefined) {
      let data5 = data.armLength;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err19 = {
          instancePath: instancePath + '/armLength',
          schemaPath: '#/properties/armLength/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 6 || isNaN(data5)) {
          const err20 = {
            instancePath: instancePath + '/armLength',
            schemaPath: '#/properties/armLength/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 6 },
            message: 'must be <= 6',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data5 < 1 || isNaN(data5)) {
          const err21 = {
            instancePath: instancePath + '/armLength',
            schemaPath: '#/properties/armLength/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.start !== undefined) {
      let data6 = data.start;
      if (typeof data6 !== 'string') {
        const err22 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
      if (!(data6 === 'north-south' || data6 === 'east-west')) {
        const err23 = {
          instancePath: instancePath + '/start',
          schemaPath: '#/properties/start/enum',
          keyword: 'enum',
          params: { allowedValues: schema106.properties.start.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
    if (data.entries !== undefined) {
      let data7 = data.entries;
      if (Array.isArray(data7)) {
        if (data7.length > 4) {
          const err24 = {
            instancePath: instancePath + '/entries',
            schemaPath: '#/properties/entries/maxItems',
            keyword: 'maxItems',
            params: { limit: 4 },
            message: 'must NOT have more than 4 items',
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data7.length < 1) {
          const err25 = {
            instancePath: instancePath + '/entries',
            schemaPath: '#/properties/entries/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
        const len0 = data7.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data8 = data7[i0];
          if (typeof data8 !== 'string') {
            const err26 = {
              instancePath: instancePath + '/entries/' + i0,
              schemaPath: '#/properties/entries/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err26];
            } else {
              vErrors.push(err26);
            }
            errors++;
          }
          if (!(data8 === 'north' || data8 === 'east' || data8 === 'south' || data8 === 'west')) {
            const err27 = {
              instancePath: instancePath + '/entries/' + i0,
              schemaPath: '#/properties/entries/items/enum',
              keyword: 'enum',
              params: { allowedValues: schema106.properties.entries.items.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err27];
            } else {
              vErrors.push(err27);
            }
            errors++;
          }
        }
      } else {
        const err28 = {
          instancePath: instancePath + '/entries',
          schemaPath: '#/properties/entries/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err28];
        } else {
          vErrors.push(err28);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data9 = data.extra;
      if (data9 && typeof data9 == 'object' && !Array.isArray(data9)) {
      } else {
        const err29 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err29];
        } else {
          vErrors.push(err29);
        }
        errors++;
      }
    }
  } else {
    const err30 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err30];
    } else {
      vErrors.push(err30);
    }
    errors++;
  }
  validate48.errors = vErrors;
  return errors === 0;
}
validate48.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema112 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'prison-trapdoor' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    prison: { $ref: '#/$defs/id' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'prison'],
};
function validate49(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate49.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.prison === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prison' },
        message: "must have required property '" + 'prison' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'prison' ||
        key0 === 'extra'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('prison-trapdoor' !== data.kind) {
        const err6 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'prison-trapdoor' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.prison !== undefined) {
      let data4 = data.prison;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err16 = {
            instancePath: instancePath + '/prison',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/prison',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data5 = data.extra;
      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate49.errors = vErrors;
  return errors === 0;
}
validate49.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema118 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'prison-lever' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    prison: { $ref: '#/$defs/id' },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'prison'],
};
function validate50(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate50.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.prison === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'prison' },
        message: "must have required property '" + 'prison' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'prison' ||
        key0 === 'extra'
      )) {
        const err5 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('prison-lever' !== data.kind) {
        const err6 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'prison-lever' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err7 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err8 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err8];
          } else {
            vErrors.push(err8);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err10 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err11 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err13 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err13];
        } else {
          vErrors.push(err13);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err14 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
      }
    }
    if (data.prison !== undefined) {
      let data4 = data.prison;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err16 = {
            instancePath: instancePath + '/prison',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/prison',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data5 = data.extra;
      if (data5 && typeof data5 == 'object' && !Array.isArray(data5)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate50.errors = vErrors;
  return errors === 0;
}
validate50.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema124 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'cart-station' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    number: { type: 'integer', minimum: 1, maximum: 8 },
    boarding: { type: 'array', maxItems: 4, items: { $ref: '#/$defs/square' } },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'number', 'boarding'],
};
function validate51(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate51.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.number === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'number' },
        message: "must have required property '" + 'number' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.boarding === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'boarding' },
        message: "must have required property '" + 'boarding' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'number' ||
        key0 === 'boarding' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('cart-station' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'cart-station' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.number !== undefined) {
      let data4 = data.number;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err17 = {
          instancePath: instancePath + '/number',
          schemaPath: '#/properties/number/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 8 || isNaN(data4)) {
          const err18 = {
            instancePath: instancePath + '/number',
            schemaPath: '#/properties/number/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 8 },
            message: 'must be <= 8',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err19 = {
            instancePath: instancePath + '/number',
            schemaPath: '#/properties/number/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.boarding !== undefined) {
      let data5 = data.boarding;
      if (Array.isArray(data5)) {
        if (data5.length > 4) {
          const err20 = {
            instancePath: instancePath + '/boarding',
            schemaPath: '#/properties/boarding/maxItems',
            keyword: 'maxItems',
            params: { limit: 4 },
            message: 'must NOT have more than 4 items',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        const len0 = data5.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate35(data5[i0], {
              instancePath: instancePath + '/boarding/' + i0,
              parentData: data5,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err21 = {
          instancePath: instancePath + '/boarding',
          schemaPath: '#/properties/boarding/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err22 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate51.errors = vErrors;
  return errors === 0;
}
validate51.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema129 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'mine-cart' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    station: { type: 'integer', minimum: 1, maximum: 8 },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id', 'station'],
};
function validate53(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate53.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.station === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'station' },
        message: "must have required property '" + 'station' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'id' ||
        key0 === 'station' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('mine-cart' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'mine-cart' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err17 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.station !== undefined) {
      let data5 = data.station;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err19 = {
          instancePath: instancePath + '/station',
          schemaPath: '#/properties/station/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 8 || isNaN(data5)) {
          const err20 = {
            instancePath: instancePath + '/station',
            schemaPath: '#/properties/station/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 8 },
            message: 'must be <= 8',
          };
          if (vErrors === null) {
            vErrors = [err20];
          } else {
            vErrors.push(err20);
          }
          errors++;
        }
        if (data5 < 1 || isNaN(data5)) {
          const err21 = {
            instancePath: instancePath + '/station',
            schemaPath: '#/properties/station/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data6 = data.extra;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
      } else {
        const err22 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err22];
        } else {
          vErrors.push(err22);
        }
        errors++;
      }
    }
  } else {
    const err23 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err23];
    } else {
      vErrors.push(err23);
    }
    errors++;
  }
  validate53.errors = vErrors;
  return errors === 0;
}
validate53.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema135 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'boat' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    facing: { type: 'string', enum: ['north', 'east', 'south', 'west'] },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id', 'facing'],
};
function validate54(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate54.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.facing === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'facing' },
        message: "must have required property '" + 'facing' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'id' ||
        key0 === 'facing' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('boat' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'boat' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err17 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      } else {
        const err18 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
    if (data.facing !== undefined) {
      let data5 = data.facing;
      if (typeof data5 !== 'string') {
        const err19 = {
          instancePath: instancePath + '/facing',
          schemaPath: '#/properties/facing/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
      if (!(data5 === 'north' || data5 === 'east' || data5 === 'south' || data5 === 'west')) {
        const err20 = {
          instancePath: instancePath + '/facing',
          schemaPath: '#/properties/facing/enum',
          keyword: 'enum',
          params: { allowedValues: schema135.properties.facing.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data6 = data.extra;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
      } else {
        const err21 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate54.errors = vErrors;
  return errors === 0;
}
validate54.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema141 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'jetty' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    width: { type: 'integer', minimum: 1, maximum: 20, default: 1 },
    height: { type: 'integer', minimum: 1, maximum: 20, default: 1 },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'width', 'height'],
};
function validate55(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate55.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.width === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'width' },
        message: "must have required property '" + 'width' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.height === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'height' },
        message: "must have required property '" + 'height' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'width' ||
        key0 === 'height' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('jetty' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'jetty' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.width !== undefined) {
      let data4 = data.width;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err17 = {
          instancePath: instancePath + '/width',
          schemaPath: '#/properties/width/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 20 || isNaN(data4)) {
          const err18 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 20 },
            message: 'must be <= 20',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err19 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.height !== undefined) {
      let data5 = data.height;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err20 = {
          instancePath: instancePath + '/height',
          schemaPath: '#/properties/height/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 20 || isNaN(data5)) {
          const err21 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 20 },
            message: 'must be <= 20',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data5 < 1 || isNaN(data5)) {
          const err22 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data6 = data.extra;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
      } else {
        const err23 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
    }
  } else {
    const err24 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err24];
    } else {
      vErrors.push(err24);
    }
    errors++;
  }
  validate55.errors = vErrors;
  return errors === 0;
}
validate55.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema146 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'potion-table' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    width: { type: 'integer', minimum: 1, maximum: 6, default: 2 },
    height: { type: 'integer', minimum: 1, maximum: 6, default: 1 },
    potions: { type: 'integer', minimum: 0, maximum: 30, default: 14 },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'width', 'height'],
};
function validate56(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate56.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.width === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'width' },
        message: "must have required property '" + 'width' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.height === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'height' },
        message: "must have required property '" + 'height' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'width' ||
        key0 === 'height' ||
        key0 === 'potions' ||
        key0 === 'extra'
      )) {
        const err6 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('potion-table' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'potion-table' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
    if (data.width !== undefined) {
      let data4 = data.width;
      if (!(typeof data4 == 'number' && !(data4 % 1) && !isNaN(data4) && isFinite(data4))) {
        const err17 = {
          instancePath: instancePath + '/width',
          schemaPath: '#/properties/width/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
      if (typeof data4 == 'number' && isFinite(data4)) {
        if (data4 > 6 || isNaN(data4)) {
          const err18 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 6 },
            message: 'must be <= 6',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
        if (data4 < 1 || isNaN(data4)) {
          const err19 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err19];
          } else {
            vErrors.push(err19);
          }
          errors++;
        }
      }
    }
    if (data.height !== undefined) {
      let data5 = data.height;
      if (!(typeof data5 == 'number' && !(data5 % 1) && !isNaN(data5) && isFinite(data5))) {
        const err20 = {
          instancePath: instancePath + '/height',
          schemaPath: '#/properties/height/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 > 6 || isNaN(data5)) {
          const err21 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 6 },
            message: 'must be <= 6',
          };
          if (vErrors === null) {
            vErrors = [err21];
          } else {
            vErrors.push(err21);
          }
          errors++;
        }
        if (data5 < 1 || isNaN(data5)) {
          const err22 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
      }
    }
    if (data.potions !== undefined) {
      let data6 = data.potions;
      if (!(typeof data6 == 'number' && !(data6 % 1) && !isNaN(data6) && isFinite(data6))) {
        const err23 = {
          instancePath: instancePath + '/potions',
          schemaPath: '#/properties/potions/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err23];
        } else {
          vErrors.push(err23);
        }
        errors++;
      }
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 30 || isNaN(data6)) {
          const err24 = {
            instancePath: instancePath + '/potions',
            schemaPath: '#/properties/potions/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 30 },
            message: 'must be <= 30',
          };
          if (vErrors === null) {
            vErrors = [err24];
          } else {
            vErrors.push(err24);
          }
          errors++;
        }
        if (data6 < 0 || isNaN(data6)) {
          const err25 = {
            instancePath: instancePath + '/potions',
            schemaPath: '#/properties/potions/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err25];
          } else {
            vErrors.push(err25);
          }
          errors++;
        }
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err26 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err26];
        } else {
          vErrors.push(err26);
        }
        errors++;
      }
    }
  } else {
    const err27 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err27];
    } else {
      vErrors.push(err27);
    }
    errors++;
  }
  validate56.errors = vErrors;
  return errors === 0;
}
validate56.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema151 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    kind: { const: 'monster-lair' },
    floor: { $ref: '#/$defs/floorIndex' },
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    id: { $ref: '#/$defs/id' },
    monster: { type: 'string', enum: ['goblours'], default: 'goblours' },
    protects: { type: 'array', minItems: 1, maxItems: 16, items: { $ref: '#/$defs/rectangle' } },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['kind', 'floor', 'x', 'y', 'id', 'monster', 'protects'],
};
const schema156 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    x: { $ref: '#/$defs/coordinate' },
    y: { $ref: '#/$defs/coordinate' },
    width: { type: 'integer', minimum: 1, maximum: 80 },
    height: { type: 'integer', minimum: 1, maximum: 80 },
  },
  required: ['x', 'y', 'width', 'height'],
};
function validate58(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate58.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.x === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.width === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'width' },
        message: "must have required property '" + 'width' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.height === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'height' },
        message: "must have required property '" + 'height' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(key0 === 'x' || key0 === 'y' || key0 === 'width' || key0 === 'height')) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.x !== undefined) {
      let data0 = data.x;
      if (!(typeof data0 == 'number' && !(data0 % 1) && !isNaN(data0) && isFinite(data0))) {
        const err5 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
      if (typeof data0 == 'number' && isFinite(data0)) {
        if (data0 > 79 || isNaN(data0)) {
          const err6 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
        if (data0 < 0 || isNaN(data0)) {
          const err7 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err7];
          } else {
            vErrors.push(err7);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data1 = data.y;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err8 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 79 || isNaN(data1)) {
          const err9 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.width !== undefined) {
      let data2 = data.width;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err11 = {
          instancePath: instancePath + '/width',
          schemaPath: '#/properties/width/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 80 || isNaN(data2)) {
          const err12 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 80 },
            message: 'must be <= 80',
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        if (data2 < 1 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
      }
    }
    if (data.height !== undefined) {
      let data3 = data.height;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err14 = {
          instancePath: instancePath + '/height',
          schemaPath: '#/properties/height/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 80 || isNaN(data3)) {
          const err15 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 80 },
            message: 'must be <= 80',
          };
          if (vErrors === null) {
            vErrors = [err15];
          } else {
            vErrors.push(err15);
          }
          errors++;
        }
        if (data3 < 1 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 1 },
            message: 'must be >= 1',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      }
    }
  } else {
    const err17 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err17];
    } else {
      vErrors.push(err17);
    }
    errors++;
  }
  validate58.errors = vErrors;
  return errors === 0;
}
validate58.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate57(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate57.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.x === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'x' },
        message: "must have required property '" + 'x' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.y === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'y' },
        message: "must have required property '" + 'y' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.id === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.monster === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'monster' },
        message: "must have required property '" + 'monster' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.protects === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'protects' },
        message: "must have required property '" + 'protects' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'x' ||
        key0 === 'y' ||
        key0 === 'id' ||
        key0 === 'monster' ||
        key0 === 'protects' ||
        key0 === 'extra'
      )) {
        const err7 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('monster-lair' !== data.kind) {
        const err8 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'monster-lair' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data1 = data.floor;
      if (!(typeof data1 == 'number' && !(data1 % 1) && !isNaN(data1) && isFinite(data1))) {
        const err9 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
      if (typeof data1 == 'number' && isFinite(data1)) {
        if (data1 > 3 || isNaN(data1)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
        if (data1 < 0 || isNaN(data1)) {
          const err11 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      }
    }
    if (data.x !== undefined) {
      let data2 = data.x;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err12 = {
          instancePath: instancePath + '/x',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 79 || isNaN(data2)) {
          const err13 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err14 = {
            instancePath: instancePath + '/x',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      }
    }
    if (data.y !== undefined) {
      let data3 = data.y;
      if (!(typeof data3 == 'number' && !(data3 % 1) && !isNaN(data3) && isFinite(data3))) {
        const err15 = {
          instancePath: instancePath + '/y',
          schemaPath: '#/$defs/coordinate/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
      if (typeof data3 == 'number' && isFinite(data3)) {
        if (data3 > 79 || isNaN(data3)) {
          const err16 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 79 },
            message: 'must be <= 79',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
        if (data3 < 0 || isNaN(data3)) {
          const err17 = {
            instancePath: instancePath + '/y',
            schemaPath: '#/$defs/coordinate/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err17];
          } else {
            vErrors.push(err17);
          }
          errors++;
        }
      }
    }
    if (data.id !== undefined) {
      let data4 = data.id;
      if (typeof data4 === 'string') {
        if (!pattern8.test(data4)) {
          const err18 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err18];
          } else {
            vErrors.push(err18);
          }
          errors++;
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.monster !== undefined) {
      let data5 = data.monster;
      if (typeof data5 !== 'string') {
        const err20 = {
          instancePath: instancePath + '/monster',
          schemaPath: '#/properties/monster/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
      if (!(data5 === 'goblours')) {
        const err21 = {
          instancePath: instancePath + '/monster',
          schemaPath: '#/properties/monster/enum',
          keyword: 'enum',
          params: { allowedValues: schema151.properties.monster.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
    if (data.protects !== undefined) {
      let data6 = data.protects;
      if (Array.isArray(data6)) {
        if (data6.length > 16) {
          const err22 = {
            instancePath: instancePath + '/protects',
            schemaPath: '#/properties/protects/maxItems',
            keyword: 'maxItems',
            params: { limit: 16 },
            message: 'must NOT have more than 16 items',
          };
          if (vErrors === null) {
            vErrors = [err22];
          } else {
            vErrors.push(err22);
          }
          errors++;
        }
        if (data6.length < 1) {
          const err23 = {
            instancePath: instancePath + '/protects',
            schemaPath: '#/properties/protects/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err23];
          } else {
            vErrors.push(err23);
          }
          errors++;
        }
        const len0 = data6.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data6[i0], {
              instancePath: instancePath + '/protects/' + i0,
              parentData: data6,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err24 = {
          instancePath: instancePath + '/protects',
          schemaPath: '#/properties/protects/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err24];
        } else {
          vErrors.push(err24);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data8 = data.extra;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
      } else {
        const err25 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
  } else {
    const err26 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate57.errors = vErrors;
  return errors === 0;
}
validate57.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate41(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate41.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind !== undefined) {
      if (typeof data.kind !== 'string') {
        const err1 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    const tag0 = data.kind;
    if (typeof tag0 == 'string') {
      if (tag0 === 'door') {
        if (
          !validate42(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
          errors = vErrors.length;
        }
        var props0 = true;
      } else if (tag0 === 'portcullis') {
        if (
          !validate43(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'portal') {
        if (
          !validate44(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'statue') {
        if (
          !validate45(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'geyser-vent') {
        if (
          !validate46(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'tilting-corridor') {
        if (
          !validate47(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'rotating-corridor') {
        if (
          !validate48(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate48.errors : vErrors.concat(validate48.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'prison-trapdoor') {
        if (
          !validate49(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'prison-lever') {
        if (
          !validate50(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'cart-station') {
        if (
          !validate51(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'mine-cart') {
        if (
          !validate53(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'boat') {
        if (
          !validate54(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'jetty') {
        if (
          !validate55(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'potion-table') {
        if (
          !validate56(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'monster-lair') {
        if (
          !validate57(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else {
        const err2 = {
          instancePath,
          schemaPath: '#/discriminator',
          keyword: 'discriminator',
          params: { error: 'mapping', tag: 'kind', tagValue: tag0 },
          message: 'value of tag "kind" must be in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    } else {
      const err3 = {
        instancePath,
        schemaPath: '#/discriminator',
        keyword: 'discriminator',
        params: { error: 'tag', tag: 'kind', tagValue: tag0 },
        message: 'tag "kind" must be string',
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate41.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate41.evaluated = { dynamicProps: true, dynamicItems: false };
const schema160 = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string' } },
  discriminator: { propertyName: 'kind' },
  oneOf: [
    { $ref: '#/$defs/room-spikes' },
    { $ref: '#/$defs/room-geysers' },
    { $ref: '#/$defs/room-moss' },
    { $ref: '#/$defs/room-monster' },
    { $ref: '#/$defs/room-magic-statue' },
    { $ref: '#/$defs/room-potions' },
    { $ref: '#/$defs/room-prison' },
    { $ref: '#/$defs/room-collapsed' },
    { $ref: '#/$defs/room-boats' },
    { $ref: '#/$defs/room-cursed-pool' },
    { $ref: '#/$defs/room-labyrinth' },
    { $ref: '#/$defs/room-central' },
  ],
};
const schema161 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'spikes' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate77(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate77.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('spikes' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'spikes' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate77.errors = vErrors;
  return errors === 0;
}
validate77.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema165 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'geysers' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: { steam: { type: 'string', enum: ['hot', 'explosive'], default: 'hot' } },
    },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate79(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate79.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('geysers' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'geysers' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          if (!(key1 === 'steam')) {
            const err16 = {
              instancePath: instancePath + '/options',
              schemaPath: '#/properties/options/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data6.steam !== undefined) {
          let data7 = data6.steam;
          if (typeof data7 !== 'string') {
            const err17 = {
              instancePath: instancePath + '/options/steam',
              schemaPath: '#/properties/options/properties/steam/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (!(data7 === 'hot' || data7 === 'explosive')) {
            const err18 = {
              instancePath: instancePath + '/options/steam',
              schemaPath: '#/properties/options/properties/steam/enum',
              keyword: 'enum',
              params: { allowedValues: schema165.properties.options.properties.steam.enum },
              message: 'must be equal to one of the allowed values',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
      } else {
        const err19 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err19];
        } else {
          vErrors.push(err19);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data8 = data.extra;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
      } else {
        const err20 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
  } else {
    const err21 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err21];
    } else {
      vErrors.push(err21);
    }
    errors++;
  }
  validate79.errors = vErrors;
  return errors === 0;
}
validate79.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema169 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'moss' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate81(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate81.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('moss' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'moss' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate81.errors = vErrors;
  return errors === 0;
}
validate81.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema173 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'monster' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate83(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate83.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('monster' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'monster' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate83.errors = vErrors;
  return errors === 0;
}
validate83.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema177 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'magic-statue' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: { boltOn: { type: 'integer', minimum: 2, maximum: 6, default: 6 } },
    },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate85(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate85.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('magic-statue' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'magic-statue' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          if (!(key1 === 'boltOn')) {
            const err16 = {
              instancePath: instancePath + '/options',
              schemaPath: '#/properties/options/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data6.boltOn !== undefined) {
          let data7 = data6.boltOn;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err17 = {
              instancePath: instancePath + '/options/boltOn',
              schemaPath: '#/properties/options/properties/boltOn/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (typeof data7 == 'number' && isFinite(data7)) {
            if (data7 > 6 || isNaN(data7)) {
              const err18 = {
                instancePath: instancePath + '/options/boltOn',
                schemaPath: '#/properties/options/properties/boltOn/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 6 },
                message: 'must be <= 6',
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data7 < 2 || isNaN(data7)) {
              const err19 = {
                instancePath: instancePath + '/options/boltOn',
                schemaPath: '#/properties/options/properties/boltOn/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 2 },
                message: 'must be >= 2',
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
      } else {
        const err20 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data8 = data.extra;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
      } else {
        const err21 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate85.errors = vErrors;
  return errors === 0;
}
validate85.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema181 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'potions' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate87(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate87.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('potions' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'potions' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate87.errors = vErrors;
  return errors === 0;
}
validate87.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema185 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'prison' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: {
      type: 'object',
      additionalProperties: false,
      properties: { capacity: { type: 'integer', minimum: 1, maximum: 12, default: 6 } },
    },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate89(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate89.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('prison' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'prison' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          if (!(key1 === 'capacity')) {
            const err16 = {
              instancePath: instancePath + '/options',
              schemaPath: '#/properties/options/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data6.capacity !== undefined) {
          let data7 = data6.capacity;
          if (!(typeof data7 == 'number' && !(data7 % 1) && !isNaN(data7) && isFinite(data7))) {
            const err17 = {
              instancePath: instancePath + '/options/capacity',
              schemaPath: '#/properties/options/properties/capacity/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
            };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
          if (typeof data7 == 'number' && isFinite(data7)) {
            if (data7 > 12 || isNaN(data7)) {
              const err18 = {
                instancePath: instancePath + '/options/capacity',
                schemaPath: '#/properties/options/properties/capacity/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 12 },
                message: 'must be <= 12',
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
            if (data7 < 1 || isNaN(data7)) {
              const err19 = {
                instancePath: instancePath + '/options/capacity',
                schemaPath: '#/properties/options/properties/capacity/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 1 },
                message: 'must be >= 1',
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          }
        }
      } else {
        const err20 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err20];
        } else {
          vErrors.push(err20);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data8 = data.extra;
      if (data8 && typeof data8 == 'object' && !Array.isArray(data8)) {
      } else {
        const err21 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err21];
        } else {
          vErrors.push(err21);
        }
        errors++;
      }
    }
  } else {
    const err22 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err22];
    } else {
      vErrors.push(err22);
    }
    errors++;
  }
  validate89.errors = vErrors;
  return errors === 0;
}
validate89.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema189 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'collapsed' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate91(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate91.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('collapsed' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'collapsed' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate91.errors = vErrors;
  return errors === 0;
}
validate91.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema193 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'boats' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate93(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate93.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('boats' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'boats' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate93.errors = vErrors;
  return errors === 0;
}
validate93.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema197 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'cursed-pool' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate95(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate95.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('cursed-pool' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'cursed-pool' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate95.errors = vErrors;
  return errors === 0;
}
validate95.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema201 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'labyrinth' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate97(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate97.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('labyrinth' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'labyrinth' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate97.errors = vErrors;
  return errors === 0;
}
validate97.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
const schema205 = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { $ref: '#/$defs/id' },
    kind: { const: 'central' },
    floor: { $ref: '#/$defs/floorIndex' },
    name: { type: 'string', maxLength: 60 },
    squares: { type: 'array', minItems: 1, maxItems: 32, items: { $ref: '#/$defs/rectangle' } },
    options: { type: 'object', additionalProperties: false, properties: {} },
    extra: { $ref: '#/$defs/extra' },
  },
  required: ['id', 'kind', 'floor', 'squares'],
};
function validate99(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate99.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.id === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'id' },
        message: "must have required property '" + 'id' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.floor === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floor' },
        message: "must have required property '" + 'floor' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.squares === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'squares' },
        message: "must have required property '" + 'squares' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!(
        key0 === 'id' ||
        key0 === 'kind' ||
        key0 === 'floor' ||
        key0 === 'name' ||
        key0 === 'squares' ||
        key0 === 'options' ||
        key0 === 'extra'
      )) {
        const err4 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err4];
        } else {
          vErrors.push(err4);
        }
        errors++;
      }
    }
    if (data.id !== undefined) {
      let data0 = data.id;
      if (typeof data0 === 'string') {
        if (!pattern8.test(data0)) {
          const err5 = {
            instancePath: instancePath + '/id',
            schemaPath: '#/$defs/id/pattern',
            keyword: 'pattern',
            params: { pattern: '^[A-Za-z0-9_-]{1,32}$' },
            message: 'must match pattern "' + '^[A-Za-z0-9_-]{1,32}$' + '"',
          };
          if (vErrors === null) {
            vErrors = [err5];
          } else {
            vErrors.push(err5);
          }
          errors++;
        }
      } else {
        const err6 = {
          instancePath: instancePath + '/id',
          schemaPath: '#/$defs/id/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err6];
        } else {
          vErrors.push(err6);
        }
        errors++;
      }
    }
    if (data.kind !== undefined) {
      if ('central' !== data.kind) {
        const err7 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/const',
          keyword: 'const',
          params: { allowedValue: 'central' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.floor !== undefined) {
      let data2 = data.floor;
      if (!(typeof data2 == 'number' && !(data2 % 1) && !isNaN(data2) && isFinite(data2))) {
        const err8 = {
          instancePath: instancePath + '/floor',
          schemaPath: '#/$defs/floorIndex/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
      if (typeof data2 == 'number' && isFinite(data2)) {
        if (data2 > 3 || isNaN(data2)) {
          const err9 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 3 },
            message: 'must be <= 3',
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
        if (data2 < 0 || isNaN(data2)) {
          const err10 = {
            instancePath: instancePath + '/floor',
            schemaPath: '#/$defs/floorIndex/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 0 },
            message: 'must be >= 0',
          };
          if (vErrors === null) {
            vErrors = [err10];
          } else {
            vErrors.push(err10);
          }
          errors++;
        }
      }
    }
    if (data.name !== undefined) {
      let data3 = data.name;
      if (typeof data3 === 'string') {
        if (func2(data3) > 60) {
          const err11 = {
            instancePath: instancePath + '/name',
            schemaPath: '#/properties/name/maxLength',
            keyword: 'maxLength',
            params: { limit: 60 },
            message: 'must NOT have more than 60 characters',
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/name',
          schemaPath: '#/properties/name/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.squares !== undefined) {
      let data4 = data.squares;
      if (Array.isArray(data4)) {
        if (data4.length > 32) {
          const err13 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/maxItems',
            keyword: 'maxItems',
            params: { limit: 32 },
            message: 'must NOT have more than 32 items',
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data4.length < 1) {
          const err14 = {
            instancePath: instancePath + '/squares',
            schemaPath: '#/properties/squares/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
        const len0 = data4.length;
        for (let i0 = 0; i0 < len0; i0++) {
          if (
            !validate58(data4[i0], {
              instancePath: instancePath + '/squares/' + i0,
              parentData: data4,
              parentDataProperty: i0,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/squares',
          schemaPath: '#/properties/squares/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.options !== undefined) {
      let data6 = data.options;
      if (data6 && typeof data6 == 'object' && !Array.isArray(data6)) {
        for (const key1 in data6) {
          const err16 = {
            instancePath: instancePath + '/options',
            schemaPath: '#/properties/options/additionalProperties',
            keyword: 'additionalProperties',
            params: { additionalProperty: key1 },
            message: 'must NOT have additional properties',
          };
          if (vErrors === null) {
            vErrors = [err16];
          } else {
            vErrors.push(err16);
          }
          errors++;
        }
      } else {
        const err17 = {
          instancePath: instancePath + '/options',
          schemaPath: '#/properties/options/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err17];
        } else {
          vErrors.push(err17);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data7 = data.extra;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
      } else {
        const err18 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
    }
  } else {
    const err19 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err19];
    } else {
      vErrors.push(err19);
    }
    errors++;
  }
  validate99.errors = vErrors;
  return errors === 0;
}
validate99.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
function validate76(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  let vErrors = null;
  let errors = 0;
  const evaluated0 = validate76.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.kind === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'kind' },
        message: "must have required property '" + 'kind' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.kind !== undefined) {
      if (typeof data.kind !== 'string') {
        const err1 = {
          instancePath: instancePath + '/kind',
          schemaPath: '#/properties/kind/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err1];
        } else {
          vErrors.push(err1);
        }
        errors++;
      }
    }
    const tag0 = data.kind;
    if (typeof tag0 == 'string') {
      if (tag0 === 'spikes') {
        if (
          !validate77(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate77.errors : vErrors.concat(validate77.errors);
          errors = vErrors.length;
        }
        var props0 = true;
      } else if (tag0 === 'geysers') {
        if (
          !validate79(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate79.errors : vErrors.concat(validate79.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'moss') {
        if (
          !validate81(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'monster') {
        if (
          !validate83(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate83.errors : vErrors.concat(validate83.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'magic-statue') {
        if (
          !validate85(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate85.errors : vErrors.concat(validate85.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'potions') {
        if (
          !validate87(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate87.errors : vErrors.concat(validate87.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'prison') {
        if (
          !validate89(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate89.errors : vErrors.concat(validate89.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'collapsed') {
        if (
          !validate91(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate91.errors : vErrors.concat(validate91.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'boats') {
        if (
          !validate93(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate93.errors : vErrors.concat(validate93.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'cursed-pool') {
        if (
          !validate95(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'labyrinth') {
        if (
          !validate97(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate97.errors : vErrors.concat(validate97.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else if (tag0 === 'central') {
        if (
          !validate99(data, {
            instancePath,
            parentData,
            parentDataProperty,
            rootData,
            dynamicAnchors,
          })
        ) {
          vErrors = vErrors === null ? validate99.errors : vErrors.concat(validate99.errors);
          errors = vErrors.length;
        }
        if (props0 !== true) {
          props0 = true;
        }
      } else {
        const err2 = {
          instancePath,
          schemaPath: '#/discriminator',
          keyword: 'discriminator',
          params: { error: 'mapping', tag: 'kind', tagValue: tag0 },
          message: 'value of tag "kind" must be in oneOf',
        };
        if (vErrors === null) {
          vErrors = [err2];
        } else {
          vErrors.push(err2);
        }
        errors++;
      }
    } else {
      const err3 = {
        instancePath,
        schemaPath: '#/discriminator',
        keyword: 'discriminator',
        params: { error: 'tag', tag: 'kind', tagValue: tag0 },
        message: 'tag "kind" must be string',
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
  } else {
    const err4 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err4];
    } else {
      vErrors.push(err4);
    }
    errors++;
  }
  validate76.errors = vErrors;
  evaluated0.props = props0;
  return errors === 0;
}
validate76.evaluated = { dynamicProps: true, dynamicItems: false };
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://dungeonbowl.studio/schemas/dungeon-map/v1.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    if (data.format === undefined) {
      const err0 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'format' },
        message: "must have required property '" + 'format' + "'",
      };
      if (vErrors === null) {
        vErrors = [err0];
      } else {
        vErrors.push(err0);
      }
      errors++;
    }
    if (data.version === undefined) {
      const err1 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'version' },
        message: "must have required property '" + 'version' + "'",
      };
      if (vErrors === null) {
        vErrors = [err1];
      } else {
        vErrors.push(err1);
      }
      errors++;
    }
    if (data.meta === undefined) {
      const err2 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'meta' },
        message: "must have required property '" + 'meta' + "'",
      };
      if (vErrors === null) {
        vErrors = [err2];
      } else {
        vErrors.push(err2);
      }
      errors++;
    }
    if (data.width === undefined) {
      const err3 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'width' },
        message: "must have required property '" + 'width' + "'",
      };
      if (vErrors === null) {
        vErrors = [err3];
      } else {
        vErrors.push(err3);
      }
      errors++;
    }
    if (data.height === undefined) {
      const err4 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'height' },
        message: "must have required property '" + 'height' + "'",
      };
      if (vErrors === null) {
        vErrors = [err4];
      } else {
        vErrors.push(err4);
      }
      errors++;
    }
    if (data.floors === undefined) {
      const err5 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'floors' },
        message: "must have required property '" + 'floors' + "'",
      };
      if (vErrors === null) {
        vErrors = [err5];
      } else {
        vErrors.push(err5);
      }
      errors++;
    }
    if (data.chests === undefined) {
      const err6 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'chests' },
        message: "must have required property '" + 'chests' + "'",
      };
      if (vErrors === null) {
        vErrors = [err6];
      } else {
        vErrors.push(err6);
      }
      errors++;
    }
    if (data.teleporters === undefined) {
      const err7 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'teleporters' },
        message: "must have required property '" + 'teleporters' + "'",
      };
      if (vErrors === null) {
        vErrors = [err7];
      } else {
        vErrors.push(err7);
      }
      errors++;
    }
    if (data.endZones === undefined) {
      const err8 = {
        instancePath,
        schemaPath: '#/required',
        keyword: 'required',
        params: { missingProperty: 'endZones' },
        message: "must have required property '" + 'endZones' + "'",
      };
      if (vErrors === null) {
        vErrors = [err8];
      } else {
        vErrors.push(err8);
      }
      errors++;
    }
    for (const key0 in data) {
      if (!func1.call(schema31.properties, key0)) {
        const err9 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
        };
        if (vErrors === null) {
          vErrors = [err9];
        } else {
          vErrors.push(err9);
        }
        errors++;
      }
    }
    if (data.format !== undefined) {
      if ('dungeonbowl-map' !== data.format) {
        const err10 = {
          instancePath: instancePath + '/format',
          schemaPath: '#/properties/format/const',
          keyword: 'const',
          params: { allowedValue: 'dungeonbowl-map' },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.version !== undefined) {
      if (1 !== data.version) {
        const err11 = {
          instancePath: instancePath + '/version',
          schemaPath: '#/properties/version/const',
          keyword: 'const',
          params: { allowedValue: 1 },
          message: 'must be equal to constant',
        };
        if (vErrors === null) {
          vErrors = [err11];
        } else {
          vErrors.push(err11);
        }
        errors++;
      }
    }
    if (data.meta !== undefined) {
      let data2 = data.meta;
      if (data2 && typeof data2 == 'object' && !Array.isArray(data2)) {
        if (data2.name === undefined) {
          const err12 = {
            instancePath: instancePath + '/meta',
            schemaPath: '#/properties/meta/required',
            keyword: 'required',
            params: { missingProperty: 'name' },
            message: "must have required property '" + 'name' + "'",
          };
          if (vErrors === null) {
            vErrors = [err12];
          } else {
            vErrors.push(err12);
          }
          errors++;
        }
        for (const key1 in data2) {
          if (!(
            key1 === 'name' ||
            key1 === 'author' ||
            key1 === 'description' ||
            key1 === 'created' ||
            key1 === 'modified' ||
            key1 === 'tags' ||
            key1 === 'extra'
          )) {
            const err13 = {
              instancePath: instancePath + '/meta',
              schemaPath: '#/properties/meta/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
            };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
        if (data2.name !== undefined) {
          let data3 = data2.name;
          if (typeof data3 === 'string') {
            if (func2(data3) > 80) {
              const err14 = {
                instancePath: instancePath + '/meta/name',
                schemaPath: '#/properties/meta/properties/name/maxLength',
                keyword: 'maxLength',
                params: { limit: 80 },
                message: 'must NOT have more than 80 characters',
              };
              if (vErrors === null) {
                vErrors = [err14];
              } else {
                vErrors.push(err14);
              }
              errors++;
            }
            if (func2(data3) < 1) {
              const err15 = {
                instancePath: instancePath + '/meta/name',
                schemaPath: '#/properties/meta/properties/name/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
              };
              if (vErrors === null) {
                vErrors = [err15];
              } else {
                vErrors.push(err15);
              }
              errors++;
            }
          } else {
            const err16 = {
              instancePath: instancePath + '/meta/name',
              schemaPath: '#/properties/meta/properties/name/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data2.author !== undefined) {
          let data4 = data2.author;
          if (typeof data4 === 'string') {
            if (func2(data4) > 80) {
              const err17 = {
                instancePath: instancePath + '/meta/author',
                schemaPath: '#/properties/meta/properties/author/maxLength',
                keyword: 'maxLength',
                params: { limit: 80 },
                message: 'must NOT have more than 80 characters',
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
          } else {
            const err18 = {
              instancePath: instancePath + '/meta/author',
              schemaPath: '#/properties/meta/properties/author/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err18];
            } else {
              vErrors.push(err18);
            }
            errors++;
          }
        }
        if (data2.description !== undefined) {
          let data5 = data2.description;
          if (typeof data5 === 'string') {
            if (func2(data5) > 2000) {
              const err19 = {
                instancePath: instancePath + '/meta/description',
                schemaPath: '#/properties/meta/properties/description/maxLength',
                keyword: 'maxLength',
                params: { limit: 2000 },
                message: 'must NOT have more than 2000 characters',
              };
              if (vErrors === null) {
                vErrors = [err19];
              } else {
                vErrors.push(err19);
              }
              errors++;
            }
          } else {
            const err20 = {
              instancePath: instancePath + '/meta/description',
              schemaPath: '#/properties/meta/properties/description/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
        }
        if (data2.created !== undefined) {
          let data6 = data2.created;
          if (typeof data6 === 'string') {
            if (!pattern4.test(data6)) {
              const err21 = {
                instancePath: instancePath + '/meta/created',
                schemaPath: '#/properties/meta/properties/created/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
                },
                message:
                  'must match pattern "' +
                  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$' +
                  '"',
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          } else {
            const err22 = {
              instancePath: instancePath + '/meta/created',
              schemaPath: '#/properties/meta/properties/created/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err22];
            } else {
              vErrors.push(err22);
            }
            errors++;
          }
        }
        if (data2.modified !== undefined) {
          let data7 = data2.modified;
          if (typeof data7 === 'string') {
            if (!pattern4.test(data7)) {
              const err23 = {
                instancePath: instancePath + '/meta/modified',
                schemaPath: '#/properties/meta/properties/modified/pattern',
                keyword: 'pattern',
                params: {
                  pattern:
                    '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$',
                },
                message:
                  'must match pattern "' +
                  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$' +
                  '"',
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = {
              instancePath: instancePath + '/meta/modified',
              schemaPath: '#/properties/meta/properties/modified/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
        if (data2.tags !== undefined) {
          let data8 = data2.tags;
          if (Array.isArray(data8)) {
            if (data8.length > 20) {
              const err25 = {
                instancePath: instancePath + '/meta/tags',
                schemaPath: '#/properties/meta/properties/tags/maxItems',
                keyword: 'maxItems',
                params: { limit: 20 },
                message: 'must NOT have more than 20 items',
              };
              if (vErrors === null) {
                vErrors = [err25];
              } else {
                vErrors.push(err25);
              }
              errors++;
            }
            const len0 = data8.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data9 = data8[i0];
              if (typeof data9 === 'string') {
                if (func2(data9) > 40) {
                  const err26 = {
                    instancePath: instancePath + '/meta/tags/' + i0,
                    schemaPath: '#/properties/meta/properties/tags/items/maxLength',
                    keyword: 'maxLength',
                    params: { limit: 40 },
                    message: 'must NOT have more than 40 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err26];
                  } else {
                    vErrors.push(err26);
                  }
                  errors++;
                }
                if (func2(data9) < 1) {
                  const err27 = {
                    instancePath: instancePath + '/meta/tags/' + i0,
                    schemaPath: '#/properties/meta/properties/tags/items/minLength',
                    keyword: 'minLength',
                    params: { limit: 1 },
                    message: 'must NOT have fewer than 1 characters',
                  };
                  if (vErrors === null) {
                    vErrors = [err27];
                  } else {
                    vErrors.push(err27);
                  }
                  errors++;
                }
              } else {
                const err28 = {
                  instancePath: instancePath + '/meta/tags/' + i0,
                  schemaPath: '#/properties/meta/properties/tags/items/type',
                  keyword: 'type',
                  params: { type: 'string' },
                  message: 'must be string',
                };
                if (vErrors === null) {
                  vErrors = [err28];
                } else {
                  vErrors.push(err28);
                }
                errors++;
              }
            }
          } else {
            const err29 = {
              instancePath: instancePath + '/meta/tags',
              schemaPath: '#/properties/meta/properties/tags/type',
              keyword: 'type',
              params: { type: 'array' },
              message: 'must be array',
            };
            if (vErrors === null) {
              vErrors = [err29];
            } else {
              vErrors.push(err29);
            }
            errors++;
          }
        }
        if (data2.extra !== undefined) {
          let data10 = data2.extra;
          if (data10 && typeof data10 == 'object' && !Array.isArray(data10)) {
          } else {
            const err30 = {
              instancePath: instancePath + '/meta/extra',
              schemaPath: '#/$defs/extra/type',
              keyword: 'type',
              params: { type: 'object' },
              message: 'must be object',
            };
            if (vErrors === null) {
              vErrors = [err30];
            } else {
              vErrors.push(err30);
            }
            errors++;
          }
        }
      } else {
        const err31 = {
          instancePath: instancePath + '/meta',
          schemaPath: '#/properties/meta/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err31];
        } else {
          vErrors.push(err31);
        }
        errors++;
      }
    }
    if (data.ruleset !== undefined) {
      let data11 = data.ruleset;
      if (typeof data11 !== 'string') {
        const err32 = {
          instancePath: instancePath + '/ruleset',
          schemaPath: '#/properties/ruleset/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
        };
        if (vErrors === null) {
          vErrors = [err32];
        } else {
          vErrors.push(err32);
        }
        errors++;
      }
      if (!(data11 === 'torguer-2021' || data11 === 'jervis-1998')) {
        const err33 = {
          instancePath: instancePath + '/ruleset',
          schemaPath: '#/properties/ruleset/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.ruleset.enum },
          message: 'must be equal to one of the allowed values',
        };
        if (vErrors === null) {
          vErrors = [err33];
        } else {
          vErrors.push(err33);
        }
        errors++;
      }
    }
    if (data.width !== undefined) {
      let data12 = data.width;
      if (!(typeof data12 == 'number' && !(data12 % 1) && !isNaN(data12) && isFinite(data12))) {
        const err34 = {
          instancePath: instancePath + '/width',
          schemaPath: '#/properties/width/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err34];
        } else {
          vErrors.push(err34);
        }
        errors++;
      }
      if (typeof data12 == 'number' && isFinite(data12)) {
        if (data12 > 80 || isNaN(data12)) {
          const err35 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 80 },
            message: 'must be <= 80',
          };
          if (vErrors === null) {
            vErrors = [err35];
          } else {
            vErrors.push(err35);
          }
          errors++;
        }
        if (data12 < 8 || isNaN(data12)) {
          const err36 = {
            instancePath: instancePath + '/width',
            schemaPath: '#/properties/width/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 8 },
            message: 'must be >= 8',
          };
          if (vErrors === null) {
            vErrors = [err36];
          } else {
            vErrors.push(err36);
          }
          errors++;
        }
      }
    }
    if (data.height !== undefined) {
      let data13 = data.height;
      if (!(typeof data13 == 'number' && !(data13 % 1) && !isNaN(data13) && isFinite(data13))) {
        const err37 = {
          instancePath: instancePath + '/height',
          schemaPath: '#/properties/height/type',
          keyword: 'type',
          params: { type: 'integer' },
          message: 'must be integer',
        };
        if (vErrors === null) {
          vErrors = [err37];
        } else {
          vErrors.push(err37);
        }
        errors++;
      }
      if (typeof data13 == 'number' && isFinite(data13)) {
        if (data13 > 80 || isNaN(data13)) {
          const err38 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 80 },
            message: 'must be <= 80',
          };
          if (vErrors === null) {
            vErrors = [err38];
          } else {
            vErrors.push(err38);
          }
          errors++;
        }
        if (data13 < 8 || isNaN(data13)) {
          const err39 = {
            instancePath: instancePath + '/height',
            schemaPath: '#/properties/height/minimum',
            keyword: 'minimum',
            params: { comparison: '>=', limit: 8 },
            message: 'must be >= 8',
          };
          if (vErrors === null) {
            vErrors = [err39];
          } else {
            vErrors.push(err39);
          }
          errors++;
        }
      }
    }
    if (data.floors !== undefined) {
      let data14 = data.floors;
      if (Array.isArray(data14)) {
        if (data14.length > 4) {
          const err40 = {
            instancePath: instancePath + '/floors',
            schemaPath: '#/properties/floors/maxItems',
            keyword: 'maxItems',
            params: { limit: 4 },
            message: 'must NOT have more than 4 items',
          };
          if (vErrors === null) {
            vErrors = [err40];
          } else {
            vErrors.push(err40);
          }
          errors++;
        }
        if (data14.length < 1) {
          const err41 = {
            instancePath: instancePath + '/floors',
            schemaPath: '#/properties/floors/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
          };
          if (vErrors === null) {
            vErrors = [err41];
          } else {
            vErrors.push(err41);
          }
          errors++;
        }
        const len1 = data14.length;
        for (let i1 = 0; i1 < len1; i1++) {
          if (
            !validate21(data14[i1], {
              instancePath: instancePath + '/floors/' + i1,
              parentData: data14,
              parentDataProperty: i1,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err42 = {
          instancePath: instancePath + '/floors',
          schemaPath: '#/properties/floors/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err42];
        } else {
          vErrors.push(err42);
        }
        errors++;
      }
    }
    if (data.chests !== undefined) {
      let data16 = data.chests;
      if (Array.isArray(data16)) {
        if (data16.length > 64) {
          const err43 = {
            instancePath: instancePath + '/chests',
            schemaPath: '#/properties/chests/maxItems',
            keyword: 'maxItems',
            params: { limit: 64 },
            message: 'must NOT have more than 64 items',
          };
          if (vErrors === null) {
            vErrors = [err43];
          } else {
            vErrors.push(err43);
          }
          errors++;
        }
        const len2 = data16.length;
        for (let i2 = 0; i2 < len2; i2++) {
          if (
            !validate23(data16[i2], {
              instancePath: instancePath + '/chests/' + i2,
              parentData: data16,
              parentDataProperty: i2,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err44 = {
          instancePath: instancePath + '/chests',
          schemaPath: '#/properties/chests/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err44];
        } else {
          vErrors.push(err44);
        }
        errors++;
      }
    }
    if (data.teleporters !== undefined) {
      let data18 = data.teleporters;
      if (Array.isArray(data18)) {
        if (data18.length > 64) {
          const err45 = {
            instancePath: instancePath + '/teleporters',
            schemaPath: '#/properties/teleporters/maxItems',
            keyword: 'maxItems',
            params: { limit: 64 },
            message: 'must NOT have more than 64 items',
          };
          if (vErrors === null) {
            vErrors = [err45];
          } else {
            vErrors.push(err45);
          }
          errors++;
        }
        const len3 = data18.length;
        for (let i3 = 0; i3 < len3; i3++) {
          if (
            !validate25(data18[i3], {
              instancePath: instancePath + '/teleporters/' + i3,
              parentData: data18,
              parentDataProperty: i3,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err46 = {
          instancePath: instancePath + '/teleporters',
          schemaPath: '#/properties/teleporters/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err46];
        } else {
          vErrors.push(err46);
        }
        errors++;
      }
    }
    if (data.endZones !== undefined) {
      let data20 = data.endZones;
      if (Array.isArray(data20)) {
        if (data20.length > 16) {
          const err47 = {
            instancePath: instancePath + '/endZones',
            schemaPath: '#/properties/endZones/maxItems',
            keyword: 'maxItems',
            params: { limit: 16 },
            message: 'must NOT have more than 16 items',
          };
          if (vErrors === null) {
            vErrors = [err47];
          } else {
            vErrors.push(err47);
          }
          errors++;
        }
        const len4 = data20.length;
        for (let i4 = 0; i4 < len4; i4++) {
          if (
            !validate27(data20[i4], {
              instancePath: instancePath + '/endZones/' + i4,
              parentData: data20,
              parentDataProperty: i4,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err48 = {
          instancePath: instancePath + '/endZones',
          schemaPath: '#/properties/endZones/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err48];
        } else {
          vErrors.push(err48);
        }
        errors++;
      }
    }
    if (data.links !== undefined) {
      let data22 = data.links;
      if (Array.isArray(data22)) {
        if (data22.length > 64) {
          const err49 = {
            instancePath: instancePath + '/links',
            schemaPath: '#/properties/links/maxItems',
            keyword: 'maxItems',
            params: { limit: 64 },
            message: 'must NOT have more than 64 items',
          };
          if (vErrors === null) {
            vErrors = [err49];
          } else {
            vErrors.push(err49);
          }
          errors++;
        }
        const len5 = data22.length;
        for (let i5 = 0; i5 < len5; i5++) {
          if (
            !validate29(data22[i5], {
              instancePath: instancePath + '/links/' + i5,
              parentData: data22,
              parentDataProperty: i5,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err50 = {
          instancePath: instancePath + '/links',
          schemaPath: '#/properties/links/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err50];
        } else {
          vErrors.push(err50);
        }
        errors++;
      }
    }
    if (data.chutes !== undefined) {
      let data24 = data.chutes;
      if (Array.isArray(data24)) {
        if (data24.length > 16) {
          const err51 = {
            instancePath: instancePath + '/chutes',
            schemaPath: '#/properties/chutes/maxItems',
            keyword: 'maxItems',
            params: { limit: 16 },
            message: 'must NOT have more than 16 items',
          };
          if (vErrors === null) {
            vErrors = [err51];
          } else {
            vErrors.push(err51);
          }
          errors++;
        }
        const len6 = data24.length;
        for (let i6 = 0; i6 < len6; i6++) {
          if (
            !validate31(data24[i6], {
              instancePath: instancePath + '/chutes/' + i6,
              parentData: data24,
              parentDataProperty: i6,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate31.errors : vErrors.concat(validate31.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err52 = {
          instancePath: instancePath + '/chutes',
          schemaPath: '#/properties/chutes/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err52];
        } else {
          vErrors.push(err52);
        }
        errors++;
      }
    }
    if (data.elevators !== undefined) {
      let data26 = data.elevators;
      if (Array.isArray(data26)) {
        if (data26.length > 16) {
          const err53 = {
            instancePath: instancePath + '/elevators',
            schemaPath: '#/properties/elevators/maxItems',
            keyword: 'maxItems',
            params: { limit: 16 },
            message: 'must NOT have more than 16 items',
          };
          if (vErrors === null) {
            vErrors = [err53];
          } else {
            vErrors.push(err53);
          }
          errors++;
        }
        const len7 = data26.length;
        for (let i7 = 0; i7 < len7; i7++) {
          if (
            !validate38(data26[i7], {
              instancePath: instancePath + '/elevators/' + i7,
              parentData: data26,
              parentDataProperty: i7,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err54 = {
          instancePath: instancePath + '/elevators',
          schemaPath: '#/properties/elevators/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err54];
        } else {
          vErrors.push(err54);
        }
        errors++;
      }
    }
    if (data.features !== undefined) {
      let data28 = data.features;
      if (Array.isArray(data28)) {
        if (data28.length > 512) {
          const err55 = {
            instancePath: instancePath + '/features',
            schemaPath: '#/properties/features/maxItems',
            keyword: 'maxItems',
            params: { limit: 512 },
            message: 'must NOT have more than 512 items',
          };
          if (vErrors === null) {
            vErrors = [err55];
          } else {
            vErrors.push(err55);
          }
          errors++;
        }
        const len8 = data28.length;
        for (let i8 = 0; i8 < len8; i8++) {
          if (
            !validate41(data28[i8], {
              instancePath: instancePath + '/features/' + i8,
              parentData: data28,
              parentDataProperty: i8,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err56 = {
          instancePath: instancePath + '/features',
          schemaPath: '#/properties/features/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err56];
        } else {
          vErrors.push(err56);
        }
        errors++;
      }
    }
    if (data.rooms !== undefined) {
      let data30 = data.rooms;
      if (Array.isArray(data30)) {
        if (data30.length > 64) {
          const err57 = {
            instancePath: instancePath + '/rooms',
            schemaPath: '#/properties/rooms/maxItems',
            keyword: 'maxItems',
            params: { limit: 64 },
            message: 'must NOT have more than 64 items',
          };
          if (vErrors === null) {
            vErrors = [err57];
          } else {
            vErrors.push(err57);
          }
          errors++;
        }
        const len9 = data30.length;
        for (let i9 = 0; i9 < len9; i9++) {
          if (
            !validate76(data30[i9], {
              instancePath: instancePath + '/rooms/' + i9,
              parentData: data30,
              parentDataProperty: i9,
              rootData,
              dynamicAnchors,
            })
          ) {
            vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
            errors = vErrors.length;
          }
        }
      } else {
        const err58 = {
          instancePath: instancePath + '/rooms',
          schemaPath: '#/properties/rooms/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
        };
        if (vErrors === null) {
          vErrors = [err58];
        } else {
          vErrors.push(err58);
        }
        errors++;
      }
    }
    if (data.extra !== undefined) {
      let data32 = data.extra;
      if (data32 && typeof data32 == 'object' && !Array.isArray(data32)) {
      } else {
        const err59 = {
          instancePath: instancePath + '/extra',
          schemaPath: '#/$defs/extra/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
        };
        if (vErrors === null) {
          vErrors = [err59];
        } else {
          vErrors.push(err59);
        }
        errors++;
      }
    }
  } else {
    const err60 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
    };
    if (vErrors === null) {
      vErrors = [err60];
    } else {
      vErrors.push(err60);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
