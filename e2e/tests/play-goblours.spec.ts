import { expect, test } from '@playwright/test';
import { squareCentre } from './board';
import { watchErrors } from './page-errors';
import { startBotMatch } from './play';

const pyramid = { width: 56, height: 40 };

test('the Goblours wait in their lairs on the Pyramid of Death, drawn as pieces of no team, while two bots play', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startBotMatch(page, { map: 'Pyramid of Death', seed: 'e2e-goblours' });
  await expect(page.getByText(/^Round 2 ·/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause bots' }).click();
  await page.getByRole('tab').first().click();
  await page.screenshot({ path: 'output/screenshots/play-goblours.png' });

  // DB-GOBLOURS-11: the second Goblours's lair is in the central room, at (24, 23).
  const lair = await squareCentre(page, 24, 23, pyramid);
  await page.mouse.move(lair.x, lair.y);
  const card = page.getByRole('region', { name: 'Player' });
  await expect(card).toContainText('Goblours');
  await expect(card).toContainText('of no team');

  // Closer, on the monster room's lair at (48, 12) and the squares it guards.
  const room = await squareCentre(page, 48, 12, pyramid);
  await page.mouse.move(room.x, room.y);
  for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -240);
  await page.screenshot({ path: 'output/screenshots/play-goblours-room.png' });
  expect(errors).toEqual([]);
});

test("a wandering monster of Jervis's table chosen on the start screen lives in the Pyramid's lairs instead of its Goblours", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startBotMatch(page, {
    map: 'Pyramid of Death',
    seed: 'e2e-dragon',
    before: () =>
      page.getByLabel('Wandering monster').selectOption({ label: 'Dragon (Jervis 1998)' }),
  });
  await expect(page.getByText(/^Round 1 ·/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause bots' }).click();
  await page.getByRole('tab').first().click();
  const lair = await squareCentre(page, 48, 12, pyramid);
  await page.mouse.move(lair.x, lair.y);
  const card = page.getByRole('region', { name: 'Player' });
  await expect(card).toContainText('Dragon');
  await expect(card).toContainText('Mighty Blow');
  await page.screenshot({ path: 'output/screenshots/play-wandering-dragon.png' });
  expect(errors).toEqual([]);
});
