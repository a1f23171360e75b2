import { expect, test, type Page } from '@playwright/test';
import { setUpTeam } from '../tests/play';
import { stats } from './stats';

/** Sets up both teams of a hot-seat match with the auto-place button. */
async function setUpBothTeams(page: Page) {
  await setUpTeam(page);
  await setUpTeam(page);
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
}

test('play speed: selecting a player shows the squares he can reach within a frame', async ({
  page,
}) => {
  await page.goto('/play/');
  await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Fortress of Valdemor');
  await page.getByLabel('Coach of team 2').selectOption('human');
  await page.getByLabel('Seed').fill('bench');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await setUpBothTeams(page);

  // For each click on a player's name: the page's work until the click returns (selecting him,
  // planning his moves, React's render), and the time to the next frame, which draws the shading.
  // The same wait for a frame without a click is the harness's own floor.
  const times = await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const buttons = [
      ...document.querySelectorAll<HTMLButtonElement>('[aria-label="Your team"] .may-act'),
    ];
    const work: number[] = [];
    const toFrame: number[] = [];
    const floor: number[] = [];
    for (let round = 0; round < 10; round++)
      for (const button of buttons) {
        await nextFrame();
        const idle = performance.now();
        await nextFrame();
        floor.push(performance.now() - idle);
        const started = performance.now();
        button.click();
        work.push(performance.now() - started);
        await nextFrame();
        toFrame.push(performance.now() - started);
      }
    return { work, toFrame, floor };
  });
  expect(times.work.length).toBeGreaterThan(0);
  const show = (values: number[]) => {
    const { median, p95 } = stats(values);
    return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`;
  };
  console.log(
    [
      `Selecting a player on the Fortress of Valdemor (${times.work.length} selections):`,
      `  work until the click returns: ${show(times.work)}`,
      `  click to the next frame:      ${show(times.toFrame)}`,
      `  a frame with no click:        ${show(times.floor)} (the harness's floor; one frame is 16.7 ms)`,
    ].join('\n'),
  );
});
