import { expect, test, type Page } from '@playwright/test';
import { clickSquare, drag } from './board';

const properties = (page: Page) => page.getByRole('region', { name: 'Properties' });
const valdemor = { width: 50, height: 40 };

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/editor/');
  // Each test starts on the Training Hall, whatever an earlier one autosaved.
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('training-hall');
});

test.afterEach(() => expect(errors).toEqual([]));

test('select a chest, drag it to another square, see the move refused where a rule forbids it, and undo it', async ({
  page,
}) => {
  await page.keyboard.press('v');
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await drag(page, { x: 14, y: 10 }, { x: 15, y: 9 });
  await expect(properties(page).getByRole('heading')).toHaveText('Chest 4');
  await expect(properties(page)).toContainText('(15, 9) on Ground floor');
  await page.screenshot({ path: 'output/screenshots/editor-select-chest.png' });

  await drag(page, { x: 15, y: 9 }, { x: 12, y: 5 }); // onto a wall
  await expect(page.getByRole('alert')).toContainText('Not done: MAP-SQUARE');
  await expect(properties(page)).toContainText('(15, 9) on Ground floor');
  await page.screenshot({ path: 'output/screenshots/editor-move-refused.png' });

  await page.keyboard.press('Control+z');
  await expect(properties(page)).toContainText('(14, 10) on Ground floor');
  await page.keyboard.press('Delete');
  await expect(
    page.getByRole('button', { name: /MAP-CHEST-COUNT The map has 5 chests/ }),
  ).toBeVisible();
  await expect(properties(page)).toHaveCount(0);
});

test('renumber a teleporter: the one that had the number takes the old one', async ({ page }) => {
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await clickSquare(page, 2, 2);
  await expect(properties(page).getByRole('heading')).toHaveText('Teleporter 1');
  await properties(page).getByRole('combobox', { name: 'Teleporter number' }).selectOption('4');
  await expect(properties(page).getByRole('heading')).toHaveText('Teleporter 4');
  await page.screenshot({ path: 'output/screenshots/editor-teleporter-properties.png' });
  await clickSquare(page, 22, 12);
  await expect(properties(page).getByRole('heading')).toHaveText('Teleporter 1');
  await expect(page.locator('.badge')).toHaveText('0 errors');
});

test('an end zone is turned and renamed in its properties', async ({ page }) => {
  await page.keyboard.press('v');
  await clickSquare(page, 2, 7);
  await expect(properties(page).getByRole('heading')).toHaveText('End zone Z1');
  await properties(page).getByRole('button', { name: 'Turn' }).click();
  await expect(page.getByRole('alert')).toContainText('MAP-CHEST-EZ'); // a chest would be too near
  const id = properties(page).getByRole('textbox', { name: 'id' });
  await id.fill('Zone one');
  await id.press('Enter');
  await expect(properties(page).getByRole('alert')).toContainText('does not fit');
  await id.fill('Z3');
  await id.press('Enter');
  await expect(properties(page).getByRole('heading')).toHaveText('End zone Z3');
  await page.screenshot({ path: 'output/screenshots/editor-end-zone-properties.png' });
});

test('place a chute in steps: entries upstairs, the exit and its landing squares below', async ({
  page,
}) => {
  await page.getByLabel('New map width').fill('20');
  await page.getByLabel('New map height').fill('12');
  await page.getByLabel('New map floors').fill('2');
  await page.getByRole('button', { name: 'Create' }).click();
  const grid = { width: 20, height: 12 };
  await page.keyboard.press('PageUp');
  await expect(page.getByRole('tab', { name: 'First floor' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('e'); // carve the entries out of the rock
  await clickSquare(page, 3, 3, grid);
  await clickSquare(page, 4, 3, grid);
  await page.keyboard.press('h');
  await clickSquare(page, 3, 3, grid);
  await clickSquare(page, 4, 3, grid);
  await expect(page.getByText('Step 1 of 3: 2 entries')).toBeVisible();
  await page.keyboard.press('Enter');
  await clickSquare(page, 5, 5, grid); // still upstairs: refused
  await expect(page.getByRole('alert')).toContainText('go down a floor');
  await page.screenshot({ path: 'output/screenshots/editor-chute-steps.png' });
  await page.keyboard.press('PageDown');
  await clickSquare(page, 5, 5, grid);
  await expect(page.getByText('Step 3 of 3: click landing square A')).toBeVisible();
  await clickSquare(page, 5, 6, grid);
  await clickSquare(page, 6, 6, grid);
  await page.keyboard.press('Enter');
  await expect(properties(page).getByRole('heading')).toHaveText('Chute 1');
  await expect(properties(page)).toContainText('A (5, 6), B (6, 6)');
  await expect(page.getByRole('button', { name: /MAP-CHUTE/ })).toHaveCount(0);
  await page.screenshot({ path: 'output/screenshots/editor-chute-placed.png' });

  await page.keyboard.press('k');
  await clickSquare(page, 10, 4, grid);
  await page.keyboard.press('Enter');
  await expect(properties(page).getByRole('heading')).toHaveText('Elevator lift-1');
  await expect(properties(page).getByRole('group', { name: 'Floors served' })).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/editor-elevator-placed.png' });
});

test('resizing a map that would cut things away asks first, listing them; undo brings all back', async ({
  page,
}) => {
  await page.getByLabel('Map width', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Resize' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm resize' });
  await expect(confirm).toContainText('teleporter 3');
  await expect(confirm).toContainText('end zone Z2');
  await expect(confirm).toContainText('painted squares on Ground floor');
  await page.screenshot({ path: 'output/screenshots/editor-resize-confirm.png' });
  await confirm.getByRole('button', { name: 'Keep the map as it is' }).click();
  await expect(page.getByText('26 x 15 squares')).toBeVisible();

  await page.getByRole('button', { name: 'Resize' }).click();
  await confirm.getByRole('button', { name: 'Resize and lose them' }).click();
  await expect(page.getByText('20 x 15 squares')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(page.getByText('26 x 15 squares')).toBeVisible();

  await page.getByLabel('Map height', { exact: true }).fill('18'); // growing loses nothing: no question
  await page.getByRole('button', { name: 'Resize' }).click();
  await expect(page.getByText('26 x 18 squares')).toBeVisible();
});

test('clicking a finding on another floor shows that floor, the square and the thing it names', async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
  await page.keyboard.press('PageUp');
  await page.getByRole('button', { name: 'water' }).click();
  await page.keyboard.press('b');
  await clickSquare(page, 25, 5, valdemor); // water under teleporter 4
  await page.keyboard.press('PageDown');
  await expect(page.getByRole('tab', { name: 'Ground floor' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('button', { name: /MAP-SQUARE Teleporter 4 stands on water/ }).click();
  await expect(page.getByRole('tab', { name: 'First floor' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(properties(page).getByRole('heading')).toHaveText('Teleporter 4');
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-finding-clicked.png' });
});

test('export a PNG of all floors side by side, and open the print view of every floor', async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
  await page.getByText('Export and print').click();
  await page.getByLabel('All floors side by side').check();
  await page.getByLabel('Pixels a square').fill('8');
  await page.screenshot({ path: 'output/screenshots/editor-export-panel.png' });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PNG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('fortress-of-valdemor-all-floors.png');
  const path = 'output/valdemor.png';
  await file.saveAs(path);
  const { readFileSync } = await import('node:fs');
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  // 3 floors of 50 squares at 8 px, a square apart; 40 squares high under an 18 px title.
  expect(png.readUInt32BE(16)).toBe(3 * 400 + 2 * 8);
  // Under them, 12 px down, the legend: Valdemor's 22 kinds in 5 columns of 240 px, so 5 rows of
  // 28 px under a 30 px heading.
  expect(png.readUInt32BE(20)).toBe(18 + 320 + 12 + 30 + 5 * 28);

  await page.getByLabel('Pixels a square').fill('200');
  await expect(page.getByText(/a whole number from 4 to 96/)).toBeVisible();

  await page.getByRole('button', { name: 'Print view…' }).click();
  const sheets = page
    .getByRole('dialog', { name: 'Print view' })
    .getByRole('region', { name: /^Sheet / });
  await expect(sheets).toHaveCount(3 * 30); // 5 x 6 lying A4 sheets a floor
  await expect(sheets.first().getByRole('img')).toHaveAttribute('style', /width: 1250mm/);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('toolbar', { name: 'Tools' })).toBeVisible();
});

test("a mechanism's and a room's options are edited as the map format allows them", async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
  await page.keyboard.press('v');
  await clickSquare(page, 35, 17, valdemor);
  await expect(properties(page).getByRole('heading')).toHaveText('The portcullis');
  await properties(page).getByRole('combobox', { name: 'start' }).selectOption('closed');
  await expect(properties(page).getByRole('combobox', { name: 'start' })).toHaveValue('closed');
  await page.screenshot({ path: 'output/screenshots/editor-feature-properties.png' });

  await page.keyboard.press('PageUp');
  await clickSquare(page, 19, 7, valdemor);
  await expect(properties(page).getByRole('heading')).toHaveText('Geyser room');
  await properties(page).getByRole('combobox', { name: 'steam' }).selectOption('explosive');
  await expect(properties(page).getByRole('combobox', { name: 'steam' })).toHaveValue('explosive');
  await page.screenshot({ path: 'output/screenshots/editor-room-properties.png' });
  await page.keyboard.press('Control+z');
  await expect(properties(page).getByRole('combobox', { name: 'steam' })).not.toHaveValue(
    'explosive',
  );
});
