import { expect, test, type Page } from '@playwright/test';

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/editor/');
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('training-hall');
});

test.afterEach(() => expect(errors).toEqual([]));

const printView = (page: Page) => page.getByRole('dialog', { name: 'Print view' });

async function openPrintView(page: Page) {
  await page.getByText('Export and print').click();
  await page.getByRole('button', { name: 'Print view…' }).click();
  // Every sheet's picture of its floor has been made and loaded.
  await expect(printView(page).getByRole('img').first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.print-sheet img')].every(
      (img) => img.complete && img.naturalWidth > 0,
    ),
  );
}

/** The pages of a PDF and the size of the first, in points (1/72 inch). */
function pdfPages(pdf: Buffer): { count: number; width: number; height: number } {
  const text = pdf.toString('latin1');
  const count = (text.match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text);
  return { count, width: Number(box?.[1]), height: Number(box?.[2]) };
}
const A4_POINTS = { short: (210 / 25.4) * 72, long: (297 / 25.4) * 72 };

test('the print view lays a floor over as many A4 sheets as it needs, with what it takes to put them together', async ({
  page,
}) => {
  await openPrintView(page);
  // 26 x 15 squares at 25 mm: 4 x 2 upright sheets of 7 x 10 squares.
  await expect(printView(page)).toContainText('8 A4 sheets (portrait), 4 x 2 a floor');
  const sheets = printView(page).getByRole('region', { name: /^Sheet / });
  await expect(sheets).toHaveCount(8);
  // After the floor's sheets, a sheet of its own holds the legend.
  await expect(printView(page).getByRole('region', { name: 'Legend sheet' })).toContainText(
    'Teleporter',
  );
  const second = printView(page).getByRole('region', { name: 'Sheet 2 of 8: Ground floor' });
  await expect(second).toContainText('Training Hall: Ground floor, sheet 2 of 8');
  await expect(second).toContainText('row 1, column 2: squares x 7-13, y 0-9');
  await expect(second).toContainText('sheet 3 →');
  await expect(second).toContainText('↓ sheet 6');
  await expect(second.locator('.ruler').first()).toHaveText('7');
  const box = (await second.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(210 / 297, 2);
  await page.screenshot({ path: 'output/screenshots/editor-print-view.png' });

  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const pages = pdfPages(pdf);
  expect(pages.count).toBe(8 + 1);
  expect(pages.width).toBeCloseTo(A4_POINTS.short, 0);
  expect(pages.height).toBeCloseTo(A4_POINTS.long, 0);
  const { writeFileSync } = await import('node:fs');
  writeFileSync('output/training-hall-print.pdf', pdf);

  await printView(page).getByLabel('Sheets share a square to glue').check();
  await expect(printView(page)).toContainText('9 A4 sheets (landscape), 3 x 3 a floor');
  await expect(sheets.nth(1).locator('.glue')).toHaveCount(1);
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: 'output/screenshots/editor-print-media.png' });
  await page.emulateMedia({ media: 'screen' });
  await printView(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('toolbar', { name: 'Tools' })).toBeVisible();
});

test('every floor starts on a sheet of its own', async ({ page }) => {
  await page.getByLabel('New map width').fill('20');
  await page.getByLabel('New map height').fill('12');
  await page.getByLabel('New map floors').fill('2');
  await page.getByRole('button', { name: 'Create' }).click();
  await openPrintView(page);
  // 20 x 12 squares: 2 x 2 lying sheets of 11 x 7 squares (3 x 2 upright would take more).
  await expect(printView(page)).toContainText('8 A4 sheets (landscape), 2 x 2 a floor');
  const sheets = printView(page).getByRole('region', { name: /^Sheet / });
  await expect(sheets.nth(3)).toHaveAccessibleName('Sheet 4 of 4: Ground floor');
  await expect(sheets.nth(4)).toHaveAccessibleName('Sheet 1 of 4: First floor');
  await expect(sheets.nth(4)).toContainText('row 1, column 1: squares x 0-10, y 0-6');
  const pages = pdfPages(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(pages.count).toBe(8 + 1);
  expect(pages.width).toBeCloseTo(A4_POINTS.long, 0);
  expect(pages.height).toBeCloseTo(A4_POINTS.short, 0);
});
