import type { ErrorObject } from 'ajv';
import type { Finding } from './findings';
import { capitalise } from './names';

const singular: Record<string, string> = {
  floors: 'floor',
  rows: 'row',
  chests: 'chest',
  teleporters: 'teleporter',
  endZones: 'end zone',
  links: 'link',
  chutes: 'chute',
  entries: 'entry',
  landing: 'landing square',
  elevators: 'elevator',
  squares: 'square',
  features: 'feature',
  rooms: 'room',
  tags: 'tag',
  protects: 'protected area',
  boarding: 'boarding square',
};

/** "teleporter 3, number" for /teleporters/2/number: how a coach would name the place. */
export function describePointer(pointer: string): string {
  if (pointer === '') return 'The map';
  const parts = pointer
    .slice(1)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const words: string[] = [];
  parts.forEach((part, i) => {
    const parent = parts[i - 1];
    if (/^\d+$/.test(part) && parent !== undefined && singular[parent]) {
      words[words.length - 1] = `${singular[parent]} ${Number(part) + 1}`;
    } else {
      words.push(`"${part}"`);
    }
  });
  return capitalise(words.join(', '));
}

function typeName(type: unknown): string {
  switch (type) {
    case 'integer':
      return 'a whole number';
    case 'number':
      return 'a number';
    case 'string':
      return 'text';
    case 'array':
      return 'a list';
    case 'object':
      return 'an object';
    case 'boolean':
      return 'true or false';
    default:
      return String(type);
  }
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** One ajv error as a sentence a coach understands. */
function sentence(error: ErrorObject, value: unknown): string {
  const where = describePointer(error.instancePath);
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${where} is missing the field "${String(p['missingProperty'])}".`;
    case 'additionalProperties':
      return `${where} has a field "${String(p['additionalProperty'])}" that map format 1 does not know.`;
    case 'type':
      return `${where} must be ${typeName(p['type'])}, not ${show(value)}.`;
    case 'enum':
      return `${where} must be one of ${(p['allowedValues'] as unknown[]).map(show).join(', ')}, not ${show(value)}.`;
    case 'const':
      return `${where} must be ${show(p['allowedValue'])}, not ${show(value)}.`;
    case 'minimum':
      return `${where} must be at least ${String(p['limit'])}, not ${show(value)}.`;
    case 'maximum':
      return `${where} must be at most ${String(p['limit'])}, not ${show(value)}.`;
    case 'minLength':
      return p['limit'] === 1
        ? `${where} must not be empty.`
        : `${where} must have at least ${String(p['limit'])} characters.`;
    case 'maxLength':
      return `${where} must have at most ${String(p['limit'])} characters.`;
    case 'minItems':
      return `${where} must have at least ${String(p['limit'])} item${p['limit'] === 1 ? '' : 's'}.`;
    case 'maxItems':
      return `${where} must have at most ${String(p['limit'])} items.`;
    case 'pattern':
      return patternSentence(where, error.instancePath, value);
    case 'discriminator':
      return p['error'] === 'mapping'
        ? `${where} has an unknown kind ${show(p['tagValue'])}.`
        : `${where} must have a "kind" that is text.`;
    default:
      return `${where}: ${error.message ?? 'is not valid'}.`;
  }
}

function patternSentence(where: string, pointer: string, value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  if (/\/rows\/\d+$/.test(pointer)) {
    const bad = [...text].findIndex((c) => !'#._o^~=*bmsrpg'.includes(c));
    if (bad >= 0)
      return `${where} has ${show(text.charAt(bad))} at column ${bad}, which is not a terrain of the legend (# . _ o ^ ~ = * b m s r p g).`;
    return `${where} must be 8 to 80 squares long.`;
  }
  if (/\/(created|modified)$/.test(pointer))
    return `${where} must be an ISO 8601 date such as 2026-11-22T10:00:00Z.`;
  if (/\/endZone$|\/endZones\/\d+\/id$/.test(pointer))
    return `${where} must be an end-zone name Z1 to Z9, not ${show(value)}.`;
  return `${where} must be made of letters, digits, "-" and "_" (1 to 32 characters), not ${show(value)}.`;
}

function valueAt(document: unknown, pointer: string): unknown {
  let node = document;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** ajv's errors as MAP-SCHEMA findings, one a place and problem. */
export function schemaFindings(errors: readonly ErrorObject[], document: unknown): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const error of errors) {
    // Inside a feature or room of an unknown kind, the discriminator's one finding says it all.
    if (error.keyword === 'oneOf') continue;
    const message = sentence(error, valueAt(document, error.instancePath));
    if (seen.has(message)) continue;
    seen.add(message);
    findings.push({ rule: 'MAP-SCHEMA', severity: 'error', message, path: error.instancePath });
  }
  return findings;
}
