import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { drag } from './board';

/** The editor's count of errors, in the findings panel's heading. */
export const errorBadge = (page: Page) =>
  page.getByRole('complementary', { name: 'Findings' }).locator('.badge');

/** Water over teleporter 1 of the Training Hall: an unsaved edit that shows as "1 error". */
export async function flood(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'water' }).click();
  await drag(page, { x: 1, y: 2 }, { x: 4, y: 2 });
  await expect(errorBadge(page)).toHaveText('1 error');
}

/** The text of the file a click downloads. */
export async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  return readFileSync((await (await download).path())!, 'utf8');
}
