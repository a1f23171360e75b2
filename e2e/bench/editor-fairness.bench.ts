import { expect, test } from '@playwright/test';

/** Games to play: 500 as in the editor's default; FAIRNESS_BENCH_GAMES=20 for a quick check. */
const games = Number(process.env['FAIRNESS_BENCH_GAMES'] ?? 500);

test('editor speed: the fairness test of the Fortress of Valdemor in Web Workers', async ({
  page,
}) => {
  // 500 games on 2 cores take minutes: the figure is what this bench is for.
  test.setTimeout(30 * 60_000);
  await page.goto('/editor/');
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
  await expect(page.locator('.map-name')).toHaveText('Fortress of Valdemor');
  await page.getByRole('button', { name: 'Test this dungeon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test this dungeon' });
  await dialog.getByLabel('Games').fill(String(games));
  const workers = await page.evaluate(() => Math.max(1, navigator.hardwareConcurrency || 1));
  const started = Date.now();
  await dialog.getByRole('button', { name: 'Run the games' }).click();
  await expect(dialog.getByRole('region', { name: 'Fairness report' })).toBeVisible({
    timeout: 29 * 60_000,
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    [
      '',
      `Fairness test of the Fortress of Valdemor, ${games} games in ${workers} Web Worker${workers === 1 ? '' : 's'}: ${seconds.toFixed(1)} s (${((seconds * 1000) / games).toFixed(0)} ms a game)`,
      '',
    ].join('\n'),
  );
});
