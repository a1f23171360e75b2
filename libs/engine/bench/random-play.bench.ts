import { it } from 'vitest';
import { randomPlay, trainingMatch } from '../src/testing/random-match';

it('random play: legalActions + apply, actions per second on one core (goal 250,000)', () => {
  const runs: number[] = [];
  randomPlay(trainingMatch('warm-up'), 5_000, 'warm-up');
  for (let run = 0; run < 7; run++) {
    const start = trainingMatch(`bench-${run}`);
    const began = performance.now();
    const { actions } = randomPlay(start, 20_000, `choices-${run}`);
    runs.push(actions.length / ((performance.now() - began) / 1000));
  }
  runs.sort((a, b) => a - b);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(
    `\nRandom play on the Training Hall, 2 x 6 players: median ${Math.round(median).toLocaleString('en')} actions/s over ${runs.length} runs of 20,000 actions (${(median / 250_000).toFixed(2)}x the 250,000 goal)\n`,
  );
});
