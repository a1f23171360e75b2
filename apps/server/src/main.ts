import { readConfig } from './config';
import { startServer } from './server';

// Starts the Dungeonbowl server from the environment (see config.ts) and stops it on a signal.
const server = await startServer(readConfig(process.env));
console.log(
  `Dungeonbowl server on ${server.url}/ — editor ${server.url}/editor/, play ${server.url}/play/, matches under ${server.url}/api/matches`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log('Stopping: every match is kept.');
    void server.close().then(() => process.exit(0));
  });
