import { expect, test, type Page } from '@playwright/test';
import { clickSquare, drag, squareCentre } from './board';
import { watchErrors } from './page-errors';

const valdemor = { width: 50, height: 40 };
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const properties = (page: Page) => page.getByRole('region', { name: 'Properties' });
const chestCount = (page: Page) => page.getByRole('button', { name: /MAP-CHEST-COUNT/ });
const region = (page: Page) => page.getByLabel('Region');

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = watchErrors(page);
  await page.goto('/editor/');
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
});

test.afterEach(() => expect(errors).toEqual([]));

/** Moves the pointer over a square, as a person does before clicking to place a paste. */
async function hover(page: Page, x: number, y: number) {
  const at = await squareCentre(page, x, y, valdemor);
  await page.mouse.move(at.x, at.y, { steps: 3 });
}

test('MAP-CHEST-COUNT: copy a region of the ground floor, paste it on the first floor, undo and redo', async ({
  page,
}) => {
  await page.keyboard.press('s');
  await drag(page, { x: 20, y: 2 }, { x: 29, y: 8 }, valdemor); // holds chest 1 at (24, 4)
  await expect(region(page)).toContainText('10 x 7 squares selected');
  await page.keyboard.press('Control+c');
  await page.keyboard.press('PageUp');
  await expect(tab(page, 'First floor')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Control+v');
  await expect(region(page)).toContainText('Click where the north-west corner goes');
  await hover(page, 19, 2);
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-region-paste-preview.png' });
  await clickSquare(page, 19, 2, valdemor);
  // A seventh chest breaks the setup rule: the paste is done, and the finding shows.
  await expect(chestCount(page)).toBeVisible();
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-region-pasted.png' });
  await page.keyboard.press('v');
  await clickSquare(page, 23, 4, valdemor);
  await expect(properties(page).getByRole('heading')).toHaveText('Chest 7');
  await expect(properties(page)).toContainText('(23, 4) on First floor');

  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+z');
  await expect(chestCount(page)).toHaveCount(0);
  await page.keyboard.press('Control+y');
  await expect(chestCount(page)).toBeVisible();
});

test('cut, delete, flip and duplicate a selection; the keys do nothing while a text field has focus', async ({
  page,
}) => {
  await page.keyboard.press('s');
  await drag(page, { x: 20, y: 2 }, { x: 29, y: 8 }, valdemor);
  // Typed into the stamp name, Ctrl+X cuts the text, not the region.
  await region(page).getByLabel('Stamp name').fill('hall');
  await region(page).getByLabel('Stamp name').press('Control+a');
  await region(page).getByLabel('Stamp name').press('Control+x');
  await expect(chestCount(page)).toHaveCount(0);
  await region(page).getByLabel('Stamp name').blur();
  await page.keyboard.press('Delete');
  await expect(page.getByRole('button', { name: /MAP-CHEST-COUNT.*5 chests/ })).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(chestCount(page)).toHaveCount(0);

  await drag(page, { x: 20, y: 2 }, { x: 29, y: 8 }, valdemor);
  await region(page).getByRole('button', { name: 'Flip ↔' }).click();
  await page.keyboard.press('v');
  await clickSquare(page, 25, 4, valdemor); // (24, 4) flipped in a region from x 20 to 29
  await expect(properties(page).getByRole('heading')).toHaveText('Chest 1');
  await page.keyboard.press('Control+z');

  await page.keyboard.press('s');
  await drag(page, { x: 20, y: 2 }, { x: 29, y: 8 }, valdemor);
  await page.keyboard.press('Control+d');
  await hover(page, 20, 20);
  await clickSquare(page, 20, 20, valdemor);
  await expect(chestCount(page)).toBeVisible();
  await page.keyboard.press('Control+x');
  await expect(chestCount(page)).toHaveCount(0);
});

test('save a selection as a stamp, find it after a reload, place it, delete it', async ({
  page,
}) => {
  await page.keyboard.press('s');
  await drag(page, { x: 22, y: 3 }, { x: 26, y: 5 }, valdemor);
  await region(page).getByLabel('Stamp name').fill('Chest nook');
  await region(page).getByRole('button', { name: 'Save as stamp' }).click();
  await expect(page.getByRole('list', { name: 'Stamps' })).toContainText('Chest nook');

  await page.reload();
  await page.keyboard.press('s');
  await page
    .getByRole('list', { name: 'Stamps' })
    .getByRole('button', { name: 'Chest nook', exact: true })
    .click();
  await hover(page, 5, 20);
  await clickSquare(page, 5, 20, valdemor);
  await expect(chestCount(page)).toBeVisible();
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-region-stamp.png' });
  await page.getByRole('button', { name: 'Delete stamp Chest nook' }).click();
  await expect(page.getByRole('list', { name: 'Stamps' })).toHaveCount(0);
  await page.reload();
  await page.keyboard.press('s');
  await expect(region(page)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Stamps' })).toHaveCount(0);
});

test('duplicate a floor: the copy goes on top, after saying what it leaves out; undo takes it away', async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Duplicate this floor' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm floor change' });
  await expect(confirm).toContainText('a ladder at (13, 4): the map has no floor for it there');
  await confirm.getByRole('button', { name: 'Copy it without them' }).click();
  await expect(page.getByRole('tab')).toHaveCount(4);
  await expect(page.getByRole('tab').nth(3)).toHaveAttribute('aria-selected', 'true');
  await expect(chestCount(page)).toBeVisible();
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-floor-duplicated.png' });
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('tab')).toHaveCount(3);
});
