import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { watchErrors } from './page-errors';
import { setUpTeam, typeSeed } from './play';

test('a local match shows its drawn seed nowhere until it is over, and exporting it before warns that the file tells the dice', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  // No seed is drawn on the start screen: it is drawn as the match starts, and seen by nobody.
  await expect(page.getByLabel('Seed')).toBeHidden();
  await page.screenshot({ path: 'output/screenshots/play-start-seed-folded.png' });
  await page.getByLabel('Coach of team 1').selectOption('heuristic');
  await page.getByLabel('Round limit').fill('1');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByRole('button', { name: 'Pause bots' }).click();

  // The browser's save must hold the seed to resume the match, and says so.
  const saved = await page.evaluate(() => localStorage.getItem('dungeonbowl.play.match'));
  const { seed, note, seedTyped } = JSON.parse(saved!);
  expect(seed).toMatch(/\S{6,}/);
  expect(seedTyped).toBeUndefined();
  expect(note).toContain('holds the match seed');
  await expect(page.locator('.match-status')).toBeVisible();
  expect(await page.locator('body').textContent()).not.toContain(seed);
  await expect(page.locator('.match-status')).not.toContainText('Seed');
  await page.screenshot({ path: 'output/screenshots/play-seed-hidden.png' });

  // Exporting before the end warns; dismissed, nothing is downloaded.
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Export match' }).click();
  await expect.poll(() => asked).toMatch(/not over.*holds the seed.*where the ball is.*every roll/);
  page.once('dialog', (dialog) => void dialog.accept());
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export match' }).click();
  const file = await download;
  expect(file.suggestedFilename()).not.toContain(seed);
  expect(JSON.parse(readFileSync(await file.path(), 'utf8')).seed).toBe(seed);

  // Once the match is over, the seed is shown, in the header and the summary.
  await page.getByLabel('Bot pace').selectOption({ label: 'Instant' });
  await page.getByRole('button', { name: 'Resume bots' }).click();
  const summary = page.getByRole('dialog', { name: 'Match summary' });
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(summary).toContainText(`Seed ${seed}: drawn at random`);
  await expect(page.locator('.match-status')).toContainText(`Seed ${seed}`);
  await page.screenshot({ path: 'output/screenshots/play-seed-summary.png' });
  expect(errors).toEqual([]);
});

test('a seed typed under Advanced is shown from the start, marked as typed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  await typeSeed(page, 'e2e-typed');
  await page.screenshot({ path: 'output/screenshots/play-start-seed-typed.png' });
  await page.getByRole('button', { name: 'Start the match' }).click();
  await setUpTeam(page, { done: false });
  await expect(page.locator('.match-status')).toContainText('Seed e2e-typed (typed)');
  const saved = await page.evaluate(() => localStorage.getItem('dungeonbowl.play.match'));
  expect(JSON.parse(saved!)).toMatchObject({ seed: 'e2e-typed', seedTyped: true });
  expect(errors).toEqual([]);
});
