import { readFileSync } from 'node:fs';
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
  if (!done) return;
  await setUpDone.click();
  // The next coach's choices are shown once the set-up is taken: wait for that, so that the next
  // set-up does not read this one's buttons.
  await expect(setUpDone).toBeHidden();
}

/**
 * Types a seed on the start screen, under its Advanced fold: a match is then played with that
 * seed, the same dice every time, and is marked as played with a typed seed.
 */
export async function typeSeed(page: Page, seed: string): Promise<void> {
  const fold = page.locator('details.advanced');
  if (!(await fold.evaluate((d: HTMLDetailsElement) => d.open)))
    await fold.getByText('Advanced').click();
  await page.getByLabel('Seed').fill(seed);
}

/**
 * Starts a match between two bots from the start screen, on a sample map and a fixed seed, and
 * lets them play at once; `before` sets anything else on the start screen first.
 */
export async function startBotMatch(
  page: Page,
  { map, seed, before }: { map?: string; seed: string; before?: () => Promise<unknown> },
): Promise<void> {
  await page.goto('/play/');
  if (map) await page.getByRole('combobox', { name: 'Map' }).selectOption(`Sample: ${map}`);
  await before?.();
  await page.getByLabel('Coach of team 1').selectOption('heuristic');
  await typeSeed(page, seed);
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByLabel('Bot pace').selectOption({ label: 'Instant' });
}

/**
 * Opens the play app on a match saved by the browser (a file of `fixtures/`), as a reload of
 * that match would: the record is put in the browser's slot for the match in progress once,
 * before the app first loads.
 */
export async function openSavedMatch(page: Page, fixture: string): Promise<void> {
  const record = readFileSync(new URL(`fixtures/${fixture}`, import.meta.url), 'utf8');
  await page.addInitScript((saved) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('dungeonbowl.play.match', saved);
      sessionStorage.setItem('seeded', 'yes');
    }
  }, record);
  await page.goto('/play/');
}
