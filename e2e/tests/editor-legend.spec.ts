import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { squareCentre } from './board';

let errors: string[] = [];

test.beforeEach(async ({ page }) => {
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/editor/');
});

test.afterEach(() => expect(errors).toEqual([]));

interface SampleFile {
  width: number;
  height: number;
  floors: { rows: string[] }[];
  endZones: unknown[];
  chests: unknown[];
  teleporters: unknown[];
  links?: { kind: string }[];
  chutes?: unknown[];
  elevators?: unknown[];
  features?: { kind: string }[];
  rooms?: { kind: string }[];
}

const sample = (id: string): SampleFile =>
  JSON.parse(
    readFileSync(
      new URL(`../../libs/dungeon-schema/samples/${id}.dungeon.json`, import.meta.url),
      'utf8',
    ),
  ) as SampleFile;

/** Every kind a map file holds, read from the file itself: what its legend must list, no more. */
function kindsIn(map: SampleFile): string[] {
  const kinds = new Set<string>();
  for (const floor of map.floors)
    for (const row of floor.rows) for (const char of row) kinds.add(`terrain:${char}`);
  if (map.endZones.length) kinds.add('piece:end-zone');
  if (map.chests.length) kinds.add('piece:chest');
  if (map.teleporters.length) kinds.add('piece:teleporter');
  for (const link of map.links ?? []) kinds.add(`piece:${link.kind}`);
  if (map.chutes?.length) kinds.add('piece:chute');
  if (map.elevators?.length) kinds.add('piece:elevator');
  for (const f of map.features ?? []) kinds.add(`feature:${f.kind}`);
  for (const r of map.rooms ?? []) kinds.add(`room:${r.kind}`);
  return [...kinds].sort();
}

const legend = (page: Page) => page.locator('.side-panel').getByRole('group', { name: 'Legend' });

const samples = ['training-hall', 'jervis-crypt', 'fortress-of-valdemor', 'pyramid-of-death'];

test('the legend beside the board lists exactly the kinds on the map, each by its name, and every floor of every sample is drawn with it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const id of samples) {
    await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption(id);
    const map = sample(id);
    const listed = await legend(page)
      .locator('li[data-kind]')
      .evaluateAll((items) => items.map((li) => li.getAttribute('data-kind') ?? ''));
    expect(listed.sort(), id).toEqual(kindsIn(map));
    const tabs = page.getByRole('tab');
    for (let floor = 0; floor < map.floors.length; floor++) {
      await tabs.nth(floor).click();
      await page.screenshot({ path: `output/screenshots/legend-${id}-floor-${floor}.png` });
    }
  }
  // Named in words, as the editor names things: no letters standing for kinds.
  await expect(legend(page)).toContainText('Cursed pool');
  await expect(legend(page)).toContainText('Monster lair');
  await expect(legend(page)).toContainText('Boiling spring');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByRole('tab').nth(1).click();
  await page.screenshot({ path: 'output/screenshots/legend-pyramid-of-death-1280.png' });
});

test('the print view ends with a legend sheet of the kinds on the map', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('fortress-of-valdemor');
  await page.getByText('Export and print').click();
  await page.getByRole('button', { name: 'Print view…' }).click();
  const view = page.getByRole('dialog', { name: 'Print view' });
  const sheet = view.getByRole('region', { name: 'Legend sheet' });
  await expect(sheet).toContainText('Fortress of Valdemor: legend');
  const listed = await sheet
    .locator('li[data-kind]')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-kind') ?? ''));
  expect(listed.sort()).toEqual(kindsIn(sample('fortress-of-valdemor')));
  await expect(sheet).toContainText('Geyser vent');
  await expect(sheet).toContainText('Spike room');
  await sheet.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'output/screenshots/print-view-legend-sheet.png' });
  // It prints as a page of its own, after the floors' sheets.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
});

/** The alpha of the board's overlay layer (previews, marks) at a page position. */
async function overlayAlpha(page: Page, at: { x: number; y: number }): Promise<number> {
  return page.evaluate(({ x, y }) => {
    // The board's third layer: findings, previews and the footprint.
    const canvas = document.querySelectorAll<HTMLCanvasElement>('.board-area canvas')[2]!;
    const box = canvas.getBoundingClientRect();
    const ratio = canvas.width / box.width;
    const pixel = canvas
      .getContext('2d')!
      .getImageData(Math.round((x - box.left) * ratio), Math.round((y - box.top) * ratio), 1, 1);
    return pixel.data[3]!;
  }, at);
}

test('the end zone tool shows the 2 x 4 it would place under the pointer before the click, and nothing once the pointer leaves', async ({
  page,
}) => {
  await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('training-hall');
  await page.keyboard.press('z');
  const inside = [
    await squareCentre(page, 10, 5),
    await squareCentre(page, 11, 5),
    await squareCentre(page, 10, 8),
    await squareCentre(page, 11, 8),
  ];
  const outside = [await squareCentre(page, 12, 5), await squareCentre(page, 10, 9)];
  for (const at of [...inside, ...outside]) expect(await overlayAlpha(page, at)).toBe(0);

  await page.mouse.move(inside[0]!.x, inside[0]!.y);
  await expect.poll(() => overlayAlpha(page, inside[3]!)).toBeGreaterThan(0);
  for (const at of inside) expect(await overlayAlpha(page, at)).toBeGreaterThan(0);
  for (const at of outside) expect(await overlayAlpha(page, at)).toBe(0);
  await page.screenshot({ path: 'output/screenshots/editor-end-zone-footprint.png' });

  // Lying, it is 4 x 2.
  await page.keyboard.press('x');
  await page.mouse.move(outside[0]!.x, outside[0]!.y);
  await page.mouse.move(inside[0]!.x, inside[0]!.y);
  await expect.poll(() => overlayAlpha(page, outside[0]!)).toBeGreaterThan(0);
  expect(await overlayAlpha(page, inside[3]!)).toBe(0);

  await page.mouse.move(5, 5);
  await expect.poll(() => overlayAlpha(page, inside[0]!)).toBe(0);
});
