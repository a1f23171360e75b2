#!/usr/bin/env node
// The `dungeonbowl` command: bot-against-bot simulations and replays of saved matches. Built by
// `npm install` (the workspace's prepare step); run `npm run build -w @dungeonbowl/engine` after
// changing the engine.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(
    'The dungeonbowl command is not built yet: run "npm run build -w @dungeonbowl/engine".\n',
  );
  process.exit(2);
}
await import(built.href);
