// How long a fresh process takes before it can check a map against the schema: importing the
// standalone validator that scripts/generate.mjs writes, against compiling the schema with ajv at
// start-up. Each figure is the median of 15 fresh Node processes.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ways = {
  'import the standalone validator (what the product does)': `
    const t = performance.now();
    await import('./src/generated/validate-schema.v1.js');
    console.log(performance.now() - t);`,
  'compile the schema with ajv at start-up': `
    const t = performance.now();
    const { default: Ajv } = await import('ajv/dist/2020.js');
    const { readFileSync } = await import('node:fs');
    const schema = JSON.parse(readFileSync('schema/dungeon-map.v1.schema.json', 'utf8'));
    new Ajv({ allErrors: true, discriminator: true, strict: true }).compile(schema);
    console.log(performance.now() - t);`,
};

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = Object.entries(ways).map(([name, code]) => {
  const times = Array.from({ length: 15 }, () =>
    Number(
      execFileSync(process.execPath, ['--input-type=module', '-e', code], {
        cwd: root,
        encoding: 'utf8',
      }),
    ),
  );
  return [name, median(times)];
});
for (const [name, ms] of results) console.log(`${name.padEnd(58)} median ${ms.toFixed(1)} ms`);
console.log(`Standalone code is ${(results[1][1] / results[0][1]).toFixed(1)}x faster to start.`);
