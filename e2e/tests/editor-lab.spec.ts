import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { downloaded, flood } from './editor';
import { watchErrors } from './page-errors';

const run = promisify(execFile);
const bin = (name: string) => resolve(import.meta.dirname, '../../node_modules/.bin', name);
const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

const generateDialog = (page: Page) => page.getByRole('dialog', { name: 'Generate a dungeon' });
const testDialog = (page: Page) => page.getByRole('dialog', { name: 'Test this dungeon' });

let errors: string[] = [];
test.beforeEach(({ page }) => void (errors = watchErrors(page)));
test.afterEach(() => expect(errors).toEqual([]));

test('Generate: a seeded dungeon previewed, refused options explained, opened after asking, the same map as the command line', async ({
  page,
}) => {
  await page.goto('/editor/');
  await flood(page);
  await page.getByRole('button', { name: 'Generate…' }).click();
  const dialog = generateDialog(page);
  const seed = dialog.getByLabel('Seed', { exact: true });
  await expect(seed).toHaveValue(/^\d+$/);
  const drawn = await seed.inputValue();
  await dialog.getByRole('button', { name: 'Another one' }).click();
  await expect(seed).not.toHaveValue(drawn);
  await expect(dialog.getByRole('img', { name: /^Preview: Generated dungeon \d+/ })).toBeVisible();

  await seed.fill('7');
  await dialog.getByLabel('Floors').fill('3');
  await dialog.getByLabel('Ruleset').selectOption('jervis-1998');
  await dialog.getByLabel('Style').selectOption('pyramid');
  // A size the rules cannot hold: the library's sentence, and nothing to open.
  await dialog.getByLabel('Width').fill('12');
  await expect(dialog.getByRole('alert')).toHaveText(
    'A 3-floor jervis-1998 dungeon needs at least 24x16 squares (or 16x24) to hold rooms, corridors and the ways between floors; 12x30 is too small.',
  );
  await expect(dialog.getByRole('button', { name: 'Open as a new map' })).toBeDisabled();
  await dialog.getByLabel('Width').fill('40');
  await expect(
    dialog.getByRole('img', { name: 'Preview: Generated dungeon 7, Ground floor' }),
  ).toBeVisible();
  const floors = dialog.getByRole('group', { name: 'Preview floor' }).getByRole('button');
  await expect(floors).toHaveCount(3);
  await floors.nth(2).click();
  await expect(
    dialog.getByRole('img', { name: /^Preview: Generated dungeon 7, / }),
  ).not.toHaveAccessibleName('Preview: Generated dungeon 7, Ground floor');
  await floors.nth(0).click();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({
      path: `output/screenshots/editor-generate-${size.width}x${size.height}.png`,
    });
  }

  // The map edited has unsaved changes: asked first.
  await dialog.getByRole('button', { name: 'Open as a new map' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm replacing the map' });
  await expect(confirm).toContainText('Training Hall (26 x 15 squares, 1 floor)');
  await confirm.getByRole('button', { name: 'Open Generated dungeon 7' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.map-name')).toHaveText('Generated dungeon 7');

  const saved = await downloaded(page, () => page.getByRole('button', { name: 'Save' }).click());
  const cli = await run(bin('dungeon'), [
    'generate',
    '--seed',
    '7',
    '--size',
    '40x30',
    '--floors',
    '3',
    '--ruleset',
    'jervis-1998',
    '--style',
    'pyramid',
  ]);
  expect(JSON.parse(saved)).toEqual(JSON.parse(cli.stdout));
});

test('Test this dungeon: 500 games of the Training Hall in Web Workers give the command line report, with a progress bar and heat map', async ({
  page,
}) => {
  test.setTimeout(15 * 60_000);
  // The same report from the command line, played meanwhile.
  const reference = run(
    bin('dungeonbowl'),
    ['fairness', 'training-hall', '--games', '500', '--seed', '1', '--json'],
    { maxBuffer: 64 << 20 },
  );
  await page.setViewportSize(SIZES[0]!);
  await page.goto('/editor/');
  await page.getByRole('button', { name: 'Test this dungeon' }).click();
  const dialog = testDialog(page);
  await expect(dialog.getByLabel('Games')).toHaveValue('500');
  await dialog.getByRole('button', { name: 'Run the games' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Games played' });
  const report = dialog.getByRole('region', { name: 'Fairness report' });
  const seen = new Set<string>();
  while (!(await report.isVisible())) {
    const value = await progress.getAttribute('value', { timeout: 1000 }).catch(() => null);
    if (value !== null) seen.add(value);
    await page.waitForTimeout(500);
  }
  expect(seen.size).toBeGreaterThanOrEqual(2);
  await expect(report.getByText(/^(Fair|Not fair):/)).toBeVisible();
  await expect(report.getByRole('img', { name: /^Share of wins by end zone: Z1 / })).toBeVisible();
  await expect(report.getByRole('img', { name: /^Heat map: Training Hall/ })).toBeVisible();

  const json = await downloaded(page, () =>
    report.getByRole('button', { name: 'Download the report (JSON)' }).click(),
  );
  expect(JSON.parse(json)).toEqual(JSON.parse((await reference).stdout));

  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    // The heat map drawn over the floor, brought into view.
    await report.getByRole('img', { name: /^Heat map: / }).scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `output/screenshots/editor-fairness-report-${size.width}x${size.height}.png`,
    });
  }
  await report.getByRole('button', { name: 'Lost' }).click();
  await expect(report.getByRole('button', { name: 'Lost' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('Test this dungeon: Cancel stops the games and reports nothing; a map with errors is not tested', async ({
  page,
}) => {
  await page.goto('/editor/');
  await page.getByRole('button', { name: 'Test this dungeon' }).click();
  const dialog = testDialog(page);
  await dialog.getByRole('button', { name: 'Run the games' }).click();
  const progress = dialog.getByRole('progressbar', { name: 'Games played' });
  await expect(progress).not.toHaveAttribute('value', '0', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toBeHidden();
  const said = dialog.getByRole('alert');
  await expect(said).toHaveText(/^Cancelled after \d+ of 500 games: nothing to report\.$/);
  const text = await said.textContent();
  await page.waitForTimeout(3000);
  await expect(said).toHaveText(text!);
  await expect(dialog.getByRole('region', { name: 'Fairness report' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Run the games' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await flood(page);
  await page.getByRole('button', { name: 'Test this dungeon' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This map has 1 error');
  await expect(dialog.getByRole('button', { name: 'Run the games' })).toHaveCount(0);
});
