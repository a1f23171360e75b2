import { expect, test, type Page } from '@playwright/test';
import { downloaded, errorBadge, flood } from './editor';
import { watchErrors } from './page-errors';

const AUTOSAVE_KEY = 'dungeonbowl.editor.autosave';
const banner = (page: Page) => page.getByRole('status', { name: 'Saving in this browser' });
const confirmReplace = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Confirm replacing the map' });

/** Waits for the autosave, which comes a moment after the last edit. */
const settle = (page: Page) => page.waitForTimeout(600);

/** Writes throwaway strings to the page's storage until not even a short one fits. */
const fillStorage = (page: Page) =>
  page.evaluate(() => {
    let size = 1 << 20;
    let n = 0;
    while (size >= 16) {
      try {
        localStorage.setItem(`throwaway-${n++}`, 'f'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return n;
  });

let errors: string[] = [];
test.beforeEach(({ page }) => void (errors = watchErrors(page)));
test.afterEach(() => expect(errors).toEqual([]));

test('a map with unsaved changes is replaced by a sample, a new map or a file only after asking, and Undo brings it back', async ({
  page,
}) => {
  await page.goto('/editor/');
  await flood(page);
  const samples = page.getByRole('combobox', { name: 'Sample dungeon' });
  await samples.selectOption('jervis-crypt');
  await expect(confirmReplace(page)).toContainText(
    "Opening Jervis's Crypt replaces the map you are editing",
  );
  await expect(confirmReplace(page)).toContainText('Training Hall (26 x 15 squares, 1 floor)');
  await page.screenshot({ path: 'output/screenshots/editor-confirm-replace.png' });
  await confirmReplace(page).getByRole('button', { name: 'Keep editing mine' }).click();
  await expect(page.locator('.map-name')).toHaveText('Training Hall');
  await expect(errorBadge(page)).toHaveText('1 error');

  await samples.selectOption('jervis-crypt');
  await confirmReplace(page).getByRole('button', { name: "Open Jervis's Crypt" }).click();
  await expect(page.locator('.map-name')).toHaveText("Jervis's Crypt");
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.map-name')).toHaveText('Training Hall');
  await expect(errorBadge(page)).toHaveText('1 error'); // with its edit

  // Undone, the map is again one not saved to a file: "New" asks too.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await confirmReplace(page).getByRole('button', { name: 'Open New dungeon' }).click();
  await expect(page.getByText('30 x 20 squares, 1 floor')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(confirmReplace(page)).toBeVisible();
  await confirmReplace(page).getByRole('button', { name: 'Keep editing mine' }).click();
  await page
    .getByLabel('Map file to open')
    .setInputFiles('../libs/dungeon-schema/samples/jervis-crypt.dungeon.json');
  await expect(confirmReplace(page)).toBeVisible();
  await confirmReplace(page).getByRole('button', { name: 'Keep editing mine' }).click();
  await expect(page.locator('.map-name')).toHaveText('Training Hall');

  // Saved to a file, it is replaced without a question.
  await downloaded(page, () => page.getByRole('button', { name: 'Save' }).click());
  await samples.selectOption('jervis-crypt');
  await expect(page.locator('.map-name')).toHaveText("Jervis's Crypt");
  await expect(confirmReplace(page)).toHaveCount(0);
});

test('a reload straight after an edit asks no "Leave site?" and keeps the edit', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.goto('/editor/');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hall of Haste');
  await page.getByRole('button', { name: 'water' }).click(); // a click: the page may ask
  await page.reload(); // no wait for the autosave: it is written on the way out
  await expect(page.locator('.map-name')).toHaveText('Hall of Haste');
  expect(asked).toEqual([]);
});

test('the undo history survives a reload', async ({ page }) => {
  await page.goto('/editor/');
  await flood(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Wet Hall');
  await settle(page);
  await page.reload();
  await expect(page.locator('.map-name')).toHaveText('Wet Hall');
  await page.keyboard.press('Control+z');
  await expect(page.locator('.map-name')).toHaveText('Training Hall');
  await expect(errorBadge(page)).toHaveText('1 error');
  await page.keyboard.press('Control+z');
  await expect(page.locator('.map-name')).toHaveText('Training Hall');
  await expect(errorBadge(page)).toHaveText('0 errors');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await page.keyboard.press('Control+Shift+z');
  await expect(errorBadge(page)).toHaveText('1 error');
});

test("a share link's map keeps its edits after a reload; the map it replaced is said, kept and restored", async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('jervis-crypt');
  await page.getByRole('button', { name: 'Share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('training-hall');
  await flood(page); // my own map, autosaved
  await settle(page);

  await page.goto('about:blank'); // else going to the link only changes the fragment
  await page.goto(link);
  await expect(page.locator('.map-name')).toHaveText("Jervis's Crypt");
  expect(new URL(page.url()).hash).toBe(''); // read once: a reload opens the autosave
  await expect(banner(page)).toContainText(
    "The shared link opened Jervis's Crypt in place of your map Training Hall",
  );
  await page.screenshot({ path: 'output/screenshots/editor-link-replaced.png' });
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Crypt of Mine');
  await settle(page);
  await page.reload();
  await expect(page.locator('.map-name')).toHaveText('Crypt of Mine');
  await expect(banner(page)).toHaveCount(0); // said once; the copy stays listed
  await page.getByText('Recovery copies (1)').click();
  const copies = page.getByRole('list', { name: 'Recovery copies' });
  await expect(copies).toContainText('Training Hall, replaced by a share link');

  // The link followed again in this tab (only the fragment changes): my edited crypt is kept in
  // turn, and can be restored.
  await page.goto(link);
  await expect(page.locator('.map-name')).toHaveText("Jervis's Crypt");
  await banner(page).getByRole('button', { name: 'Restore my map' }).click();
  await expect(page.locator('.map-name')).toHaveText('Crypt of Mine');
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.map-name')).toHaveText("Jervis's Crypt");

  // The first map, from the list of copies: the crypt undone is not saved, so it asks first.
  await expect(page.getByText('Recovery copies (1)')).toBeVisible(); // still open
  await copies.getByRole('button', { name: 'Restore' }).click();
  await page.screenshot({ path: 'output/screenshots/editor-recovery-copies.png' });
  await confirmReplace(page).getByRole('button', { name: 'Open Training Hall' }).click();
  await expect(page.locator('.map-name')).toHaveText('Training Hall');
  await expect(errorBadge(page)).toHaveText('1 error');
  await expect(page.getByText(/Recovery copies/)).toHaveCount(0);
});

test('"Play this dungeon" after an edit goes straight to the play app, without "Leave site?"', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.goto('/editor/');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Hall of Haste');
  await page.getByRole('button', { name: 'Play this dungeon' }).click();
  await expect(page).toHaveURL(/\/play\/\?map=editor$/);
  await expect(page.getByRole('img', { name: 'Hall of Haste, Ground floor' })).toBeVisible();
  expect(asked).toEqual([]);
  await page.goBack();
  await expect(page.locator('.map-name')).toHaveText('Hall of Haste');
});

for (const [what, text] of [
  ['half a map file', '{ "format": "dungeonbowl-map", "version": 1, "meta": '],
  ['a map from a newer version', JSON.stringify({ format: 'dungeonbowl-map', version: 99 })],
  ['a 4 MB string', 'x'.repeat(4 * 1024 * 1024)],
] as const) {
  test(`an autosave that cannot be read (${what}) is said on start, kept, and downloadable`, async ({
    page,
  }) => {
    await page.goto('/editor/');
    await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
      key: AUTOSAVE_KEY,
      value: text,
    });
    await page.reload();
    await expect(page.locator('.map-name')).toHaveText('Training Hall');
    await expect(banner(page)).toContainText(
      'The map autosaved in this browser could not be read (MAP-',
    );
    if (what === 'half a map file')
      await page.screenshot({ path: 'output/screenshots/editor-unreadable-autosave.png' });
    await flood(page); // an edit does not write over the copy
    await settle(page);
    const copy = await downloaded(page, () =>
      banner(page).getByRole('button', { name: 'Download the copy' }).click(),
    );
    expect(copy).toBe(text);
    await banner(page).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(errorBadge(page)).toHaveText('1 error'); // the edit is the autosave now
  });
}

test('with the storage full, an edit says at once that work is no longer saved; the download has it all', async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Full House');
  await settle(page);
  const filled = await fillStorage(page);
  expect(filled).toBeGreaterThan(0);
  await flood(page); // the map is as long as before: it still fits
  const tale = 'A long tale of a hall that flooded. '.repeat(30);
  await page.getByRole('textbox', { name: 'Description' }).fill(tale);
  const full = page.getByRole('alert').filter({ hasText: 'no longer saved in this browser' });
  await expect(full).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/editor-storage-full.png' });
  const file = JSON.parse(
    await downloaded(page, () => full.getByRole('button', { name: 'Download the map' }).click()),
  ) as { meta: unknown; floors: { rows: string[] }[] };
  expect(file.meta).toMatchObject({ name: 'Full House', description: tale });
  expect(file.floors[0]!.rows[2]!.slice(1, 5)).toBe('~~~~');

  // Room again: the next edit is saved and the message goes.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('throwaway-')) localStorage.removeItem(key);
  });
  await page.keyboard.press('Control+z');
  await expect(full).toHaveCount(0);
});

test('with the storage full, "Play this dungeon" says the map could not be handed over, and stays', async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Crowded Hall');
  await settle(page);
  expect(await fillStorage(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Play this dungeon' }).click();
  await expect(banner(page)).toContainText('The map could not be handed to the play app');
  await expect(page).toHaveURL(/\/editor\/$/);
  const file = await downloaded(page, () =>
    banner(page).getByRole('button', { name: 'Download the map' }).click(),
  );
  expect(JSON.parse(file)).toMatchObject({ meta: { name: 'Crowded Hall' } });
});

test('a browser that refuses storage is said to keep nothing, and the map can be downloaded', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(window, 'localStorage', {
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    }),
  );
  await page.goto('/editor/');
  await expect(banner(page)).toContainText('This browser keeps nothing for this page');
  await flood(page);
  const file = await downloaded(page, () =>
    banner(page).getByRole('button', { name: 'Download the map' }).click(),
  );
  expect(JSON.parse(file)).toMatchObject({ meta: { name: 'Training Hall' } });
});
