import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createProjectGraphAsync } from '@nx/devkit';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Lints a fixture with the workspace's own config (fixtures are ignored by the normal lint run)
 * and returns the lines that got an error and the lines the fixture marks "must fail".
 */
async function lintFixture(path: string) {
  const eslint = new ESLint({ cwd: workspaceRoot, ignore: false });
  const [result] = await eslint.lintFiles([path]);
  const failing = new Set((result?.messages ?? []).map((m) => m.line));
  const marked = readFileSync(`${workspaceRoot}/${path}`, 'utf8')
    .split('\n')
    .flatMap((line, index) => (line.includes('// must fail') ? [index + 1] : []));
  return { failing: [...failing].sort((a, b) => a - b), marked, messages: result?.messages ?? [] };
}

describe('project boundaries are enforced by lint', () => {
  // Nx's boundary rule is skipped, with only a warning, when no project graph has been computed yet.
  beforeAll(async () => {
    await createProjectGraphAsync({ exitOnError: false });
  }, 120_000);

  it.each([
    ['the engine', 'libs/engine/lint-fixtures/forbidden.ts'],
    ['the map-format library', 'libs/dungeon-schema/lint-fixtures/forbidden.ts'],
    ['the UI library', 'libs/ui/lint-fixtures/forbidden.ts'],
    ['the server', 'apps/server/lint-fixtures/forbidden.ts'],
    [
      "the engine's board, below its rules and flow",
      'libs/engine/lint-fixtures/src/board/squares.ts',
    ],
    ["the engine's flow, one side of a cycle", 'libs/engine/lint-fixtures/src/flow/turn-end.ts'],
    ["the engine's flow, the other side", 'libs/engine/lint-fixtures/src/flow/match-end.ts'],
    [
      "the engine's modules, keeping nothing shared by every match",
      'libs/engine/lint-fixtures/src/rules/module-state.ts',
    ],
  ])(
    '%s: exactly the lines marked "must fail" fail lint',
    async (_name, path) => {
      const { failing, marked } = await lintFixture(path);
      expect(marked.length).toBeGreaterThan(0);
      expect(failing).toEqual(marked);
    },
    60_000,
  );

  it('the pure libraries are refused React, Konva and Redux by the boundary rule itself', async () => {
    const { messages } = await lintFixture('libs/engine/lint-fixtures/forbidden.ts');
    const refusals = messages.map((m) => m.message).join('\n');
    for (const name of ['react', 'konva', '@reduxjs/toolkit']) {
      expect(refusals).toContain(`is not allowed to import "${name}"`);
    }
    expect(refusals).toContain('can only depend on libs tagged with "type:util"');
  }, 60_000);

  it("the engine's layers: an import up them and an import cycle are refused, an import down them is not", async () => {
    const up = await lintFixture('libs/engine/lint-fixtures/src/board/squares.ts');
    expect(up.messages.map((m) => m.ruleId)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
    expect(up.messages[0]?.message).toContain('The engine imports only down its layers');
    const cycle = await lintFixture('libs/engine/lint-fixtures/src/flow/turn-end.ts');
    expect(cycle.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
    for (const path of [
      'libs/engine/lint-fixtures/src/rules/injury.ts',
      'libs/engine/lint-fixtures/src/board/same-square.ts',
    ])
      expect((await lintFixture(path)).messages).toEqual([]);
  }, 60_000);

  it('an engine module keeps no variable, nor a container filled at run time, at its top', async () => {
    const kept = await lintFixture('libs/engine/lint-fixtures/src/rules/module-state.ts');
    const restricted = kept.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
    expect(restricted.map((m) => m.line)).toEqual(kept.marked);
    expect(restricted[0]?.message).toContain('No variable at the top of an engine module');
    expect(restricted.at(-1)?.message).toContain('No container filled at run time');
  }, 60_000);
});
