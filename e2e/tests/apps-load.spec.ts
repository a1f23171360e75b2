import { expect, test } from '@playwright/test';
import { watchErrors } from './page-errors';

/** Collects console errors and uncaught page errors so a test can assert there were none. */
test('the editor opens on a sample dungeon drawn on a canvas, without console errors', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/editor/');
  await expect(page).toHaveTitle(/Dungeon Editor · Dungeonbowl Studio/);
  await expect(page.getByRole('heading', { name: 'Dungeon Editor' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Training Hall, Ground floor' })).toBeVisible();
  const canvas = page.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width).toBeGreaterThan(600);
  // The board is painted: the centre of the canvas is not blank.
  const centre = await canvas.evaluate((c: HTMLCanvasElement) => {
    const data = c.getContext('2d')!.getImageData(c.width / 2, c.height / 2, 1, 1).data;
    return Array.from(data);
  });
  expect(centre[3]).toBe(255);
  await page.screenshot({ path: 'output/screenshots/editor.png' });
  expect(errors).toEqual([]);
});

test('the play app opens on its start screen with a sample dungeon shown, without console errors', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  await expect(page).toHaveTitle(/Play a Match · Dungeonbowl Studio/);
  await expect(page.getByRole('main', { name: 'New match' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Training Hall, Ground floor' })).toBeVisible();
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play.png' });
  expect(errors).toEqual([]);
});

test('the editor hands its map to the play app on the same origin', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/editor/');
  await page.getByRole('button', { name: 'Play this dungeon' }).click();
  await expect(page).toHaveURL(/\/play\/\?map=editor$/);
  await expect(page.getByRole('combobox', { name: 'Map' })).toHaveValue('');
  await expect(page.getByRole('option', { name: 'From the editor' })).toBeAttached();
  await expect(page.getByRole('img', { name: 'Training Hall, Ground floor' })).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-from-editor.png' });
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(
    page.getByRole('img', { name: /Training Hall, Ground floor: the match board/ }),
  ).toBeVisible();
  await expect(page.getByText('From the editor')).toBeVisible();
  expect(errors).toEqual([]);
});

test('every sample dungeon can be shown floor by floor, with Page Up and Page Down', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/editor/');
  const samples = page.getByRole('combobox', { name: 'Sample dungeon' });
  for (const [id, name] of [
    ['fortress-of-valdemor', 'Fortress of Valdemor'],
    ['pyramid-of-death', 'Pyramid of Death'],
    ['jervis-crypt', "Jervis's Crypt"],
  ] as const) {
    await samples.selectOption(id);
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let floor = 0; floor < count; floor++) {
      await tabs.nth(floor).click();
      const floorName = (await tabs.nth(floor).textContent()) ?? '';
      await expect(page.getByRole('img', { name: `${name}, ${floorName}` })).toBeVisible();
      await page.screenshot({ path: `output/screenshots/editor-${id}-floor-${floor}.png` });
    }
    if (count > 1) {
      await page.keyboard.press('PageDown');
      await expect(tabs.nth(count - 2)).toHaveAttribute('aria-selected', 'true');
    }
  }
  expect(errors).toEqual([]);
});

test('the site root opens the editor', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/editor\/$/);
  await expect(page.getByRole('heading', { name: 'Dungeon Editor' })).toBeVisible();
});
