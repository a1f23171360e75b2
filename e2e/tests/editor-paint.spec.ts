import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { squareCentre } from './board';

const errorBadge = (page: Page) =>
  page.getByRole('complementary', { name: 'Findings' }).locator('.badge');

test('paint a stroke, see the finding it causes, undo and redo it, and find it again after a reload', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/editor/');
  await expect(errorBadge(page)).toHaveText('0 errors');

  // Water over teleporter 1 at (2, 2): a teleporter must stand on floor (MAP-SQUARE).
  await page.getByRole('button', { name: 'water' }).click();
  const from = await squareCentre(page, 1, 2);
  const to = await squareCentre(page, 4, 2);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 3 });
  await page.mouse.up();
  await expect(errorBadge(page)).toHaveText('1 error');
  await expect(
    page.getByRole('button', { name: /MAP-SQUARE Teleporter 1 stands on water/ }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play this dungeon' })).toBeDisabled();
  await page.screenshot({ path: 'output/screenshots/editor-painted.png' });

  await page.keyboard.press('Control+z');
  await expect(errorBadge(page)).toHaveText('0 errors');
  await page.keyboard.press('Control+Shift+z');
  await expect(errorBadge(page)).toHaveText('1 error');

  await page.waitForTimeout(400); // the autosave settles
  await page.reload();
  await expect(errorBadge(page)).toHaveText('1 error');
  expect(errors).toEqual([]);
});

test('teleporters placed too close are listed under MAP-TELE-SPACING; the squares that break it are shaded first', async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('button', { name: 'Teleporter', exact: true }).click();
  const two = await squareCentre(page, 12, 2);
  await page.mouse.click(two.x, two.y); // takes teleporter 2 away
  await expect(page.getByRole('button', { name: /MAP-TELE-COUNT/ })).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/editor-teleporter-shading.png' });
  const close = await squareCentre(page, 7, 2);
  await page.mouse.click(close.x, close.y); // number 2 again, 5 squares from teleporter 1
  const finding = page.getByRole('button', {
    name: /MAP-TELE-SPACING Teleporter 2 is 5 squares from teleporter 1/,
  });
  await expect(finding).toBeVisible();
  await finding.click(); // points the square out on the board
  await page.mouse.move(close.x, close.y);
  await page.mouse.wheel(0, -400); // zoom in about the pointer
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-finding-pointed-zoomed.png' });
});

test('a saved map opens again as the same map; a broken file is explained, not loaded', async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('button', { name: 'Chest', exact: true }).click();
  const square = await squareCentre(page, 12, 7);
  await page.mouse.click(square.x, square.y); // a seventh chest
  await expect(page.getByRole('button', { name: /MAP-CHEST-COUNT/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('training-hall.dungeon.json');
  const path = 'output/saved.dungeon.json';
  await file.saveAs(path);

  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('jervis-crypt');
  await expect(page.getByText("Jervis's Crypt").first()).toBeVisible();
  await page.getByLabel('Map file to open').setInputFiles(path);
  await expect(
    page.getByRole('button', { name: /MAP-CHEST-COUNT The map has 7 chests/ }),
  ).toBeVisible();

  await page.getByLabel('Map file to open').setInputFiles({
    name: 'broken.dungeon.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ "format": "dungeonbowl-map", '),
  });
  await expect(page.getByRole('alert')).toContainText('broken.dungeon.json');
  await expect(page.getByRole('alert')).toContainText('MAP-JSON');
  await expect(
    page.getByRole('button', { name: /MAP-CHEST-COUNT The map has 7 chests/ }),
  ).toBeVisible(); // the open map is kept

  await page.getByLabel('Map file to open').setInputFiles({
    name: 'latin-1.dungeon.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      '{ "format": "dungeonbowl-map", "meta": { "name": "Entr\u00e9e" } }',
      'latin1',
    ),
  });
  await expect(page.getByRole('alert')).toContainText('latin-1.dungeon.json');
  await expect(page.getByRole('alert')).toContainText('The file is not UTF-8 text');
});

test('a map file dropped on the page opens; a broken one is explained', async ({ page }) => {
  await page.goto('/editor/');
  const drop = async (name: string, text: string) => {
    const transfer = await page.evaluateHandle(
      ([fileName, content]) => {
        const data = new DataTransfer();
        data.items.add(new File([content], fileName, { type: 'application/json' }));
        return data;
      },
      [name, text] as const,
    );
    await page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
    await page.screenshot({ path: 'output/screenshots/editor-drop-file.png' });
    await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
  };
  const crypt = readFileSync('../libs/dungeon-schema/samples/jervis-crypt.dungeon.json', 'utf8');
  await drop('crypt.dungeon.json', crypt);
  await expect(page.getByText("Jervis's Crypt").first()).toBeVisible();
  await drop('broken.dungeon.json', '{ "format": ');
  await expect(page.getByRole('alert')).toContainText('broken.dungeon.json');
  await expect(page.getByText("Jervis's Crypt").first()).toBeVisible(); // the open map is kept
});

test('a share link carries the map: opening it shows the same map; a damaged link is explained', async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('jervis-crypt');
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toContain('/editor/#map=');

  const fresh = await page.context().browser()!.newContext();
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(other.getByText("Jervis's Crypt").first()).toBeVisible();
  await expect(other.getByRole('img', { name: "Jervis's Crypt, Crypt" })).toBeVisible();
  await other.goto('/editor/#map=damaged'); // followed in the same tab: explained at once
  await expect(other.getByRole('alert')).toContainText('The shared link');
  await expect(other.getByText("Jervis's Crypt").first()).toBeVisible(); // the open map is kept
  await fresh.close();
});

test('a new blank map of a chosen size, with floors added and named', async ({ page }) => {
  await page.goto('/editor/');
  await page.getByLabel('New map width').fill('40');
  await page.getByLabel('New map height').fill('24');
  await page.getByLabel('New map floors').fill('2');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('40 x 24 squares, 2 floors')).toBeVisible();
  await page.getByRole('button', { name: 'Add a floor' }).click();
  await expect(page.getByRole('tab')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('The Deep');
  await expect(page.locator('.map-name')).toHaveText('The Deep');
  await page.screenshot({ path: 'output/screenshots/editor-new-map.png' });
});

test('mechanisms and special rooms are placed with their own tools, and saved in the file', async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('button', { name: 'Feature', exact: true }).click();
  await page.getByRole('combobox', { name: 'Feature kind' }).selectOption('statue');
  const onTeleporter = await squareCentre(page, 2, 2);
  await page.mouse.click(onTeleporter.x, onTeleporter.y);
  await expect(
    page.getByRole('button', { name: /MAP-SQUARE Statue and teleporter 1 share the square/ }),
  ).toBeVisible();
  await page.mouse.click(onTeleporter.x, onTeleporter.y); // the same tool takes it away again
  await expect(page.getByRole('button', { name: /MAP-SQUARE/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Room', exact: true }).click();
  await page.getByRole('combobox', { name: 'Room kind' }).selectOption('spikes');
  const from = await squareCentre(page, 4, 3);
  const to = await squareCentre(page, 8, 6);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save' }).click();
  const saved = JSON.parse(
    await (await download).createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    }),
  ) as { rooms: unknown[] };
  expect(saved.rooms).toEqual([
    { id: 'spikes-1', kind: 'spikes', floor: 0, squares: [{ x: 4, y: 3, width: 5, height: 4 }] },
  ]);
});
