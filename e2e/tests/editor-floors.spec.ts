import { expect, test, type Page } from '@playwright/test';
import { clickSquare, drag } from './board';

const properties = (page: Page) => page.getByRole('region', { name: 'Properties' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const valdemor = { width: 50, height: 40 };
const pyramid = { width: 56, height: 40 };

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/editor/');
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
});

test.afterEach(() => expect(errors).toEqual([]));

test('send a chest and a ladder to another floor from their properties; undo brings them back', async ({
  page,
}) => {
  const errorCount = await page.locator('.badge').textContent();
  await page.keyboard.press('v');
  await clickSquare(page, 24, 4, valdemor);
  await expect(properties(page).getByRole('heading')).toHaveText('Chest 1');
  const floor = properties(page).getByRole('combobox', { name: 'Floor' });
  await expect(floor).toHaveValue('0');

  await floor.selectOption('Second floor'); // a wall there
  await expect(page.getByRole('alert')).toContainText(
    'Not done: MAP-SQUARE: Chest 1 stands on wall',
  );
  await expect(properties(page)).toContainText('(24, 4) on Ground floor');

  await floor.selectOption('First floor');
  await expect(properties(page)).toContainText('(24, 4) on First floor');
  await expect(tab(page, 'First floor')).toHaveAttribute('aria-selected', 'true');
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-chest-sent-upstairs.png' });
  await page.keyboard.press('Control+z');
  await expect(properties(page)).toContainText('(24, 4) on Ground floor');

  // Ladder 4 climbs from First floor (20, 30) to Second floor; sent down, it climbs to First floor.
  await page.keyboard.press('PageUp');
  await clickSquare(page, 20, 30, valdemor);
  await expect(properties(page).getByRole('heading')).toHaveText('Ladder 4');
  await properties(page).getByRole('combobox', { name: 'Floor' }).selectOption('Ground floor');
  await expect(properties(page)).toContainText('(20, 30) on Ground floor');
  await expect(tab(page, 'Ground floor')).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.badge')).toHaveText(errorCount!); // its new hole is made above it
  await page.keyboard.press('PageUp');
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-ladder-sent-down.png' });
  await properties(page).getByRole('combobox', { name: 'Floor' }).selectOption('Second floor');
  await expect(page.getByRole('alert')).toContainText('Second floor is the top floor');
});

test('moving and removing floors says first what it takes away; undo brings it all back', async ({
  page,
}) => {
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(tab(page, 'Second floor')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Move floor down' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm floor change' });
  await expect(confirm).toContainText(
    'ladder 1 at (13, 4): Ground floor and First floor are no longer next to each other',
  );
  await expect(confirm).not.toContainText('ladder 4'); // it still joins its two floors
  await page.screenshot({ path: 'output/screenshots/editor-floor-move-confirm.png' });
  await confirm.getByRole('button', { name: 'Move it and lose them' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Ground floor', 'Second floor', 'First floor']);
  await expect(tab(page, 'Second floor')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /MAP-LINK/ })).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('tab')).toHaveText(['Ground floor', 'First floor', 'Second floor']);

  await expect(tab(page, 'First floor')).toHaveAttribute('aria-selected', 'true'); // the place shown
  await page.getByRole('button', { name: 'Remove this floor' }).click();
  await expect(confirm).toContainText('First floor and the squares painted on it');
  await expect(confirm).toContainText('elevator troll-lift stops serving First floor');
  await confirm.getByRole('button', { name: 'Keep the floors as they are' }).click();
  await expect(page.getByRole('tab')).toHaveCount(3);
  await page.getByRole('button', { name: 'Remove this floor' }).click();
  await confirm.getByRole('button', { name: 'Remove it' }).click();
  await expect(page.getByRole('tab')).toHaveText(['Ground floor', 'Second floor']);
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('tab')).toHaveText(['Ground floor', 'First floor', 'Second floor']);
});

test("a cart station's boarding squares and a lair's protected area are picked on the board", async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('pyramid-of-death');
  await page.keyboard.press('v');
  await clickSquare(page, 47, 20, pyramid);
  await expect(properties(page).getByRole('heading')).toHaveText('Cart station 1');
  const boarding = properties(page).getByRole('list', { name: 'boarding squares' });
  await expect(boarding.getByRole('listitem')).toHaveText(
    ['(46, 20)', '(47, 20)', '(48, 20)'].map((t) => new RegExp(t.replace(/[()]/g, '\\$&'))),
  );
  await properties(page)
    .getByRole('button', { name: 'Pick boarding squares on the board' })
    .click();
  await clickSquare(page, 45, 20, pyramid);
  await expect(boarding.getByRole('listitem')).toHaveCount(4);
  await expect(boarding).toContainText('(45, 20)');
  await clickSquare(page, 44, 20, pyramid); // a fifth: the format allows 4
  await expect(page.getByRole('alert')).toContainText('at most 4 boarding squares');
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-boarding-picked.png' });
  await properties(page)
    .getByRole('button', { name: 'Remove (46, 20) from the boarding squares' })
    .click();
  await expect(boarding.getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape'); // picking ends, the station stays selected
  await expect(
    properties(page).getByRole('button', { name: 'Pick boarding squares on the board' }),
  ).toHaveAttribute('aria-pressed', 'false');
  await expect(properties(page).getByRole('heading')).toHaveText('Cart station 1');

  await clickSquare(page, 48, 12, pyramid);
  await expect(properties(page).getByRole('heading')).toHaveText('Monster lair monster-room');
  const areas = properties(page).getByRole('list', { name: 'protected areas' });
  await expect(areas.getByRole('button', { name: /Remove/ })).toBeDisabled(); // at least one
  await properties(page).getByRole('button', { name: 'Pick protected areas on the board' }).click();
  await drag(page, { x: 40, y: 12 }, { x: 42, y: 13 }, pyramid);
  await expect(areas).toContainText('(40, 12) 3 x 2');
  await page.waitForTimeout(200);
  await page.screenshot({ path: 'output/screenshots/editor-lair-area-picked.png' });
  await page.keyboard.press('Control+z');
  await expect(areas.getByRole('listitem')).toHaveCount(1);
});
