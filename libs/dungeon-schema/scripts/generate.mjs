#!/usr/bin/env node
// Generates, from the one JSON Schema of the map format, the TypeScript types and the ajv
// validator compiled to standalone code, so nothing compiles the schema at run time.
//   node scripts/generate.mjs          writes the generated files
//   node scripts/generate.mjs --check  fails when a generated file differs from what the schema gives
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';

const here = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const schemaPath = here('schema/dungeon-map.v1.schema.json');
const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
const banner =
  '// Generated from schema/dungeon-map.v1.schema.json by scripts/generate.mjs. Do not edit.\n';

async function pretty(text, parser, path) {
  return format(text, { ...(await resolveConfig(path)), parser });
}

async function typesFile() {
  const path = here('src/generated/dungeon-map.v1.ts');
  // A $ref with a description beside it would become a copy of the referenced type.
  const types = await compile(withoutRefSiblings(schema), 'DungeonMap', {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    format: false,
  });
  return { path, text: await pretty(types, 'typescript', path) };
}

async function validatorFile() {
  const path = here('src/generated/validate-schema.v1.js');
  const ajv = new Ajv({
    allErrors: true,
    discriminator: true,
    strict: true,
    code: { source: true, esm: true },
  });
  // Descriptions document the format; the validator does not need them.
  const validate = ajv.compile(withoutDescriptions(schema));
  const code = `${banner}/* eslint-disable */\n// @ts-nocheck\n${asEsModule(standaloneCode(ajv, validate))}`;
  return { path, text: await pretty(code, 'babel', path) };
}

/**
 * ajv's standalone code still calls require() for its runtime helpers even when asked for an ES
 * module (ajv-validator/ajv#2209): turn each such call into an import, taking the CommonJS default.
 */
function asEsModule(code) {
  const modules = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
  const imports = modules.map((name, i) => `import * as runtime${i} from "${name}.js";`);
  let text = code;
  modules.forEach((name, i) => {
    text = text.replaceAll(
      `require("${name}").default`,
      `(runtime${i}.default.default ?? runtime${i}.default)`,
    );
  });
  if (text.includes('require('))
    throw new Error('The validator still calls require() after conversion.');
  return `${imports.join('\n')}\n${text}`;
}

function withoutRefSiblings(node) {
  if (Array.isArray(node)) return node.map(withoutRefSiblings);
  if (node === null || typeof node !== 'object') return node;
  if (typeof node.$ref === 'string') return { $ref: node.$ref };
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, withoutRefSiblings(value)]),
  );
}

function withoutDescriptions(node) {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => !(key === 'description' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDescriptions(value)]),
  );
}

/** Tables of the inline objects among a schema's fields (meta, a room's options), if they have fields. */
function nestedTables(owner, node) {
  return Object.entries(node.properties ?? {})
    .filter(
      ([, field]) => field.type === 'object' && Object.keys(field.properties ?? {}).length > 0,
    )
    .map(
      ([name, field]) => `\n\n\`${owner}.${name}\`: ${field.description}\n\n${fieldTable(field)}`,
    )
    .join('');
}

/** A Markdown table of an object schema's fields: name, type, required, description. */
function fieldTable(node) {
  const required = new Set(node.required ?? []);
  const rows = Object.entries(node.properties ?? {}).map(([name, field]) => {
    const target = field.$ref ? schema.$defs[field.$ref.split('/').pop()] : field;
    const type = field.$ref
      ? `[${field.$ref.split('/').pop()}](#${field.$ref.split('/').pop().toLowerCase()})`
      : field.const !== undefined
        ? `\`${JSON.stringify(field.const)}\``
        : field.enum
          ? field.enum.map((v) => `\`${v}\``).join(' \\| ')
          : field.type === 'array' && field.items?.$ref
            ? `list of [${field.items.$ref.split('/').pop()}](#${field.items.$ref.split('/').pop().toLowerCase()})`
            : (field.type ?? target?.type ?? '');
    const range = [
      field.minimum !== undefined ? `min ${field.minimum}` : '',
      field.maximum !== undefined ? `max ${field.maximum}` : '',
      field.default !== undefined ? `default \`${JSON.stringify(field.default)}\`` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const description = (field.description ?? target?.description ?? '')
      .replace(/\|/g, '\\|')
      .replace(/\n/g, ' ');
    return `| \`${name}\` | ${type} | ${required.has(name) ? 'yes' : ''} | ${description}${range ? ` (${range})` : ''} |`;
  });
  return ['| field | type | required | meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The format reference of the README, written from the schema so the two never disagree. */
function formatReference() {
  const sections = [
    `### DungeonMap (the file)\n\n${schema.description}\n\n${fieldTable(schema)}${nestedTables('DungeonMap', schema)}`,
  ];
  for (const [name, node] of Object.entries(schema.$defs)) {
    if (node.oneOf) {
      const kinds = node.oneOf.map((r) => r.$ref.split('/').pop());
      sections.push(
        `### ${name}\n\n${node.description} One of: ${kinds.map((k) => `[${k}](#${k})`).join(', ')}.`,
      );
    } else if (node.properties) {
      sections.push(
        `### ${name}\n\n${node.description}\n\n${fieldTable(node)}${nestedTables(name, node)}`,
      );
    } else {
      sections.push(`### ${name}\n\n${node.description}`);
    }
  }
  return sections.join('\n\n');
}

async function readmeFile() {
  const path = here('README.md');
  const current = readFileSync(path, 'utf8');
  const start = '<!-- format-reference:start -->';
  const end = '<!-- format-reference:end -->';
  const before = current.slice(0, current.indexOf(start) + start.length);
  const after = current.slice(current.indexOf(end));
  const generated = `\n<!-- Written by scripts/generate.mjs from the schema: edit the schema, not this part. -->\n\n${formatReference()}\n\n`;
  return { path, text: await pretty(`${before}${generated}${after}`, 'markdown', path) };
}

const files = [await typesFile(), await validatorFile(), await readmeFile()];
const check = process.argv.includes('--check');
let stale = 0;
for (const { path, text } of files) {
  let current = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = null;
  }
  if (current === text) continue;
  if (check) {
    stale += 1;
    console.error(
      `${path} is out of date with the schema: run "npm run generate -w @dungeonbowl/dungeon-schema".`,
    );
  } else {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
process.exit(stale ? 1 : 0);
