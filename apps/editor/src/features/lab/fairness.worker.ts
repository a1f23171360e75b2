import { playFairnessGame, prepareFairness } from '@dungeonbowl/engine';
import type { FairnessJob, FairnessMessage } from './fairness-workers';

/** The worker's side of the page: only what this file uses, so the DOM's typings serve. */
const scope = self as unknown as {
  postMessage(message: FairnessMessage): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FairnessJob>) => void): void;
};

// One share of a fairness run: the same run made from the map and options as on the page, its
// games played one by one, each record sent as soon as it is played so the progress bar moves.
scope.addEventListener('message', ({ data: { map, options, from, to } }) => {
  const run = prepareFairness(map, options);
  if ('error' in run) {
    scope.postMessage({ type: 'error', message: run.error });
    return;
  }
  try {
    for (let game = from; game <= to; game++)
      scope.postMessage({ type: 'game', record: playFairnessGame(run, game) });
  } catch (error) {
    scope.postMessage({ type: 'error', message: String(error) });
  }
});
