import express, { type ErrorRequestHandler, type Router } from 'express';
import type { MatchStore } from '../db/match-store';
import { createMatch } from '../match/new-match';
import { replayFile } from '../match/replay-file';

/** The most matches the list of recent matches gives. */
const MOST_LISTED = 100;

/**
 * The JSON API under /api: create a match (its tokens are given once, in the answer), list
 * the recent matches, download a finished match's replay file.
 */
export function matchesApi(store: MatchStore): Router {
  const api = express.Router();
  // A map may weigh up to 2 MiB (the map format's limit).
  api.use(express.json({ limit: '3mb' }));

  api.post('/matches', async (req, res) => {
    const outcome = await createMatch(store, req.body);
    if ('problems' in outcome)
      res.status(400).json({ error: 'The match cannot be created.', problems: outcome.problems });
    else res.status(201).json(outcome.created);
  });

  api.get('/matches', async (req, res) => {
    const asked = Number(req.query.limit ?? 20);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MOST_LISTED) : 20;
    res.json({ matches: await store.recent(limit) });
  });

  api.get('/matches/:id/replay', async (req, res) => {
    const match = await store.find(req.params.id);
    if (match === null) {
      res.status(404).json({ error: 'There is no match by that id.' });
      return;
    }
    const file = replayFile(match);
    if ('error' in file) {
      res.status(409).json({ error: file.error });
      return;
    }
    res.attachment(`dungeonbowl-${match.id}.replay.json`).json(file);
  });

  api.use((_req, res) => {
    res.status(404).json({ error: 'There is no such request in the API.' });
  });
  const failed: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    _req,
    res,
    _next,
  ) => {
    if (error.type === 'entity.parse.failed')
      res.status(400).json({ error: 'The request is not valid JSON.' });
    else if (error.type === 'entity.too.large')
      res.status(413).json({ error: 'The request is too large.' });
    else {
      console.error('The API failed.', error);
      res.status(500).json({ error: 'The server failed on this request.' });
    }
  };
  api.use(failed);
  return api;
}
