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

const files = [await typesFile(), await validatorFile()];
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
