import { expect, test, type Page } from '@playwright/test';
import { clickSquare, drag, squareCentre } from './board';
import { watchErrors } from './page-errors';

const findings = (page: Page) => page.getByRole('complementary', { name: 'Findings' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const valdemor = { width: 50, height: 40 };

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = watchErrors(page);
  await page.goto('/editor/');
  // Each test starts on the Training Hall, whatever an earlier one autosaved.
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('training-hall');
});

test.afterEach(() => expect(errors).toEqual([]));

test('MAP-EZ-SHAPE: walls over an end zone are one finding row, under its rule and floor, counted on the floor tab', async ({
  page,
}) => {
  await page.keyboard.press('r');
  await page.getByRole('button', { name: 'wall', exact: true }).click();
  await drag(page, { x: 1, y: 5 }, { x: 2, y: 8 });
  const rule = findings(page).getByRole('region', { name: 'MAP-EZ-SHAPE' });
  await expect(rule.getByRole('heading', { level: 3 })).toHaveText('MAP-EZ-SHAPE 8');
  await expect(rule.getByRole('heading', { level: 4 })).toHaveText('Ground floor');
  await expect(rule.getByRole('button')).toHaveCount(1);
  await expect(rule.getByRole('button')).toContainText(
    'End zone Z1 covers (1, 5) on Ground floor, which is not plain floor',
  );
  await expect(rule.getByRole('button')).toContainText('(and 7 more squares like it)');
  const total = await findings(page).locator('.badge').textContent();
  await expect(tab(page, 'Ground floor').locator('.floor-errors')).toHaveText(
    total!.replace(/ errors?$/, ''),
  );
  await expect(findings(page)).toBeInViewport();
  await page.screenshot({ path: 'output/screenshots/editor-findings-grouped.png' });

  await page.keyboard.press('Control+z');
  await expect(tab(page, 'Ground floor').locator('.floor-errors')).toHaveCount(0);
});

test('undo and redo show the floor they changed and say what they did', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
  await tab(page, 'First floor').click();
  await page.keyboard.press('b');
  await page.getByRole('button', { name: 'water', exact: true }).click();
  await clickSquare(page, 19, 20, valdemor);
  await page.keyboard.press('PageDown');
  await expect(tab(page, 'Ground floor')).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Control+z');
  await expect(tab(page, 'First floor')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Undone' })).toHaveText(
    /Undone: painted 1 square on First floor/,
  );
  await page.screenshot({ path: 'output/screenshots/editor-undo-says.png' });
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Control+Shift+z');
  await expect(tab(page, 'First floor')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Redone' })).toHaveText(
    /Redone: painted 1 square on First floor/,
  );
});

test('a ladder placed on the top floor says that a floor above is needed', async ({ page }) => {
  await page.keyboard.press('l');
  await clickSquare(page, 3, 3);
  await expect(page.getByRole('alert')).toContainText(
    'Not done: A ladder climbs to the floor above its foot; Ground floor is the top floor. Add a floor above it first',
  );
  await page.screenshot({ path: 'output/screenshots/editor-ladder-top-floor.png' });
});

test('a chute just built: its floor field agrees with the square its properties name first', async ({
  page,
}) => {
  await page.getByLabel('New map width').fill('20');
  await page.getByLabel('New map height').fill('12');
  await page.getByLabel('New map floors').fill('2');
  await page.getByRole('button', { name: 'Create' }).click();
  const grid = { width: 20, height: 12 };
  await tab(page, 'First floor').click();
  await page.keyboard.press('e'); // carve the entry out of the rock
  await clickSquare(page, 3, 3, grid);
  await page.keyboard.press('h');
  await clickSquare(page, 3, 3, grid);
  await page.keyboard.press('Enter');
  await tab(page, 'Ground floor').click();
  await clickSquare(page, 5, 5, grid);
  await clickSquare(page, 5, 6, grid);
  await page.keyboard.press('Enter');
  const properties = page.getByRole('region', { name: 'Properties' });
  await expect(properties.getByRole('heading')).toHaveText('Chute 1');
  await expect(properties.locator('.where')).toHaveText('(3, 3) on First floor');
  const floor = properties.getByRole('combobox', { name: /Floor of the whole chute/ });
  await expect(floor).toHaveValue('1');
  await expect(floor.locator('option:checked')).toHaveText('First floor');
  await page.screenshot({ path: 'output/screenshots/editor-chute-floor-field.png' });
});

test('Ctrl+A does not select the page text, and painting still works after it', async ({
  page,
}) => {
  await clickSquare(page, 5, 2); // focus on the board, as a person painting
  await page.keyboard.press('Control+a');
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await page.keyboard.press('b');
  await page.getByRole('button', { name: 'water', exact: true }).click();
  await drag(page, { x: 3, y: 12 }, { x: 6, y: 12 });
  await expect(page.locator('.status-bar')).toContainText('water');
});

test('room kinds are named in words and grouped by dungeon', async ({ page }) => {
  await page.keyboard.press('m');
  const kind = page.getByRole('combobox', { name: 'Room kind' });
  await expect(kind.locator('optgroup')).toHaveCount(3);
  await expect(kind.locator('optgroup[label="Valdemor"] option')).toHaveText([
    'Spike room',
    'Geyser room',
  ]);
  await expect(kind.locator('optgroup[label="Any dungeon"] option')).toHaveText(['Moss room']);
  await kind.selectOption('Magic statue room');
  await expect(kind).toHaveValue('magic-statue');
});

test('the zoom buttons and the arrow keys move the view; Fit brings the whole board back', async ({
  page,
}) => {
  const status = page.locator('.status-bar');
  const corner = await squareCentre(page, 2, 2);
  await page.mouse.move(corner.x, corner.y);
  await expect(status).toContainText('(2, 2)');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.mouse.move(corner.x, corner.y);
  await expect(status).not.toContainText('(2, 2)');
  await page.screenshot({ path: 'output/screenshots/editor-zoomed-in.png' });
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await page.mouse.move(corner.x + 1, corner.y);
  await expect(status).toContainText('(2, 2)');
  await page.keyboard.press('ArrowLeft');
  await page.mouse.move(corner.x, corner.y);
  await expect(status).not.toContainText('(2, 2)');
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await page.mouse.move(corner.x + 1, corner.y);
  await expect(status).toContainText('(2, 2)');
});

test('a right-click picks the terrain under it for painting, as in Tiled', async ({ page }) => {
  await page.keyboard.press('c');
  const moss = await squareCentre(page, 8, 6);
  await page.mouse.click(moss.x, moss.y, { button: 'right' });
  await expect(page.getByRole('button', { name: 'moss', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Brush', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /MAP-CHEST-COUNT/ })).toHaveCount(0);
});

test('"?" opens a sheet of every shortcut and mouse gesture; Escape closes it', async ({
  page,
}) => {
  await page.keyboard.press('Shift+?');
  const sheet = page.getByRole('dialog', { name: 'Shortcuts' });
  await expect(sheet.getByRole('region', { name: 'Tools' })).toContainText('BBrush: paint squares');
  await expect(sheet.getByRole('row', { name: /Ctrl\+Z Undo/ })).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Right-click Take the terrain/ })).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Arrow keys Pan the board/ })).toBeVisible();
  await expect(sheet.getByRole('row', { name: /Page Up/ })).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/editor-shortcut-sheet.png' });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await page.getByRole('button', { name: 'Keys and mouse' }).click();
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Close (Esc)' }).click();
  await expect(sheet).toHaveCount(0);
});

test('a ghost of the floor above lines up with the floor edited; terrain, things and rooms can be hidden', async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
  await tab(page, 'Ground floor').click();
  await page.mouse.move(0, 0);
  const board = page.getByRole('img', { name: 'Fortress of Valdemor, Ground floor' });
  const plain = await board.screenshot();
  const ghostFloor = page.getByRole('combobox', { name: 'Ghost floor' });
  await expect(ghostFloor.locator('option[value="below"]')).toBeDisabled();
  await ghostFloor.selectOption('above');
  await expect.poll(async () => (await board.screenshot()).equals(plain)).toBe(false);
  await page.screenshot({ path: 'output/screenshots/editor-ghost-above.png' });
  await ghostFloor.selectOption('none');
  await expect.poll(async () => (await board.screenshot()).equals(plain)).toBe(true);

  for (const layer of ['Terrain', 'Things', 'Rooms']) {
    await page.getByRole('checkbox', { name: layer }).uncheck();
    await expect.poll(async () => (await board.screenshot()).equals(plain)).toBe(false);
    await page.getByRole('checkbox', { name: layer }).check();
  }
  await tab(page, 'Second floor').click();
  await expect(ghostFloor.locator('option[value="above"]')).toBeDisabled();
});

test('zoomed in, a minimap shows the floor and the part of it in view', async ({ page }) => {
  const minimap = page.getByRole('img', { name: /^Minimap of Ground floor/ });
  await expect(minimap).toHaveCount(0); // the whole floor is in view
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(minimap).toHaveAccessibleName(
    /^Minimap of Ground floor: the view shows columns \d+ to \d+, rows \d+ to \d+$/,
  );
  await page.screenshot({ path: 'output/screenshots/editor-minimap.png' });
  await page.getByRole('button', { name: 'Fit the board' }).click();
  await expect(minimap).toHaveCount(0);
});

for (const size of [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
]) {
  test(`at ${size.width}x${size.height} the findings, the zoom buttons and the view switches stay in sight`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('pyramid-of-death');
    await page.keyboard.press('r');
    await page.getByRole('button', { name: 'wall', exact: true }).click();
    await drag(page, { x: 1, y: 1 }, { x: 8, y: 8 }, { width: 56, height: 40 });
    await page.getByRole('combobox', { name: 'Ghost floor' }).selectOption('above');
    await expect(findings(page).getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(page.getByRole('group', { name: 'View' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Fit the board' })).toBeInViewport();
    await page.screenshot({
      path: `output/screenshots/editor-wayfinding-${size.width}x${size.height}.png`,
    });
  });
}
