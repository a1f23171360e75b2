#!/usr/bin/env node
// The `dungeon` command: validate and describe map files. Built by `npm install` (the workspace's
// prepare step); run `npm run build -w @dungeonbowl/dungeon-schema` after changing the library.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(
    'The dungeon command is not built yet: run "npm run build -w @dungeonbowl/dungeon-schema".\n',
  );
  process.exit(2);
}
await import(built.href);
