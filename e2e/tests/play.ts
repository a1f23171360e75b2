import { expect, type Page } from '@playwright/test';

/**
 * Sets up the team whose coach is asked: takes the first free end zone if he chooses, places
 * his players with Auto-place; with `done`, ends the set-up as well.
 */
export async function setUpTeam(page: Page, { done = true } = {}): Promise<void> {
  const takeZone = page.getByRole('button', { name: /^Take end zone/ }).first();
  const autoPlace = page.getByRole('button', { name: 'Auto-place' });
  await expect(takeZone.or(autoPlace)).toBeVisible();
  if (await takeZone.isVisible()) await takeZone.click();
  await autoPlace.click();
  const setUpDone = page.getByRole('button', { name: 'Set-up done' });
  await expect(setUpDone).toBeVisible();
  if (done) await setUpDone.click();
}
