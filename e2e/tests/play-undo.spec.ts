import { expect, test } from '@playwright/test';
import { watchErrors } from './page-errors';
import { squareCentre } from './board';
import { openSavedMatch } from './play';

/*
 * The pass fixture: the Training Hall in round 7 of a bot match (seed pass-1), team 1 coached at
 * this screen and to act. Otto Straightarm (#7 Thrower) stands at (21, 5) with no opponent near him
 * nor down the hall;
 * Jakob Quickcatch (#5 Catcher) at (14, 5) is Marked by two orcs, and Dodges to (15, 4).
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('a coach moves a player two squares and undoes it, his movement his again; after a Dodge nothing is undone', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await openSavedMatch(page, 'pass-match.json');
  const team = page.getByRole('region', { name: 'Your team' });
  const log = page.getByRole('region', { name: 'Match log' });
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  const otto = team.getByRole('listitem').filter({ hasText: 'Otto Straightarm' });
  await expect(otto).toContainText('(21, 5)');
  // Nothing done yet this turn: nothing to undo.
  await expect(undo).toBeDisabled();
  const lines = log.getByRole('listitem');
  const lastBefore = (await lines.last().textContent()) ?? '';
  const numberBefore = Number.parseInt(lastBefore, 10);

  // His reach before he moves: a square four squares down the hall, no roll needed.
  await otto.getByRole('button').click();
  const far = await squareCentre(page, 22, 9);
  await page.mouse.move(far.x, far.y);
  await expect(page.locator('.hint')).toHaveText(/^4 squares: no roll needed/);
  const reach = (await page.locator('.hint').textContent()) ?? '';

  // Two squares down, chosen then confirmed: no die rolled, so Undo is offered.
  const two = await squareCentre(page, 21, 7);
  await page.mouse.click(two.x, two.y);
  await page.keyboard.press('Enter');
  await expect(otto).toContainText('(21, 7)');
  await expect(undo).toBeEnabled();
  await expect(undo).toHaveAttribute('title', /^Takes back the last 3 actions of Otto Straightarm/);
  await page.screenshot({ path: 'output/screenshots/play-undo-offered-1440.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(undo).toBeInViewport();
  await page.screenshot({ path: 'output/screenshots/play-undo-offered-1280.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await undo.click();
  await expect(otto).toContainText('(21, 5)');
  // The steps left the match: its autosave has the fixture's 337 actions, as before them.
  const saved = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('dungeonbowl.play.match')!).actions.length);
  await expect.poll(saved).toBe(337);
  // The log is the match as it now stands: the steps' lines left it, and one line tells the Undo.
  await expect(lines.last()).toHaveText(
    `${numberBefore + 1}. Undo: the last 3 actions of Otto Straightarm (Thrower) taken back, as if never played (no die had been rolled).`,
  );
  await expect(lines.nth((await lines.count()) - 2)).toHaveText(lastBefore);
  // His Move is his again, with all his movement: the same square is as far as before.
  await expect(
    page.getByRole('group', { name: 'Actions of Otto Straightarm' }).getByRole('button', {
      name: 'Move',
    }),
  ).toBeVisible();
  await page.mouse.move(far.x, far.y);
  await expect(page.locator('.hint')).toHaveText(reach);
  await expect(undo).toBeDisabled();

  // One square, taken back with Backspace.
  const one = await squareCentre(page, 21, 6);
  await page.mouse.click(one.x, one.y);
  await page.keyboard.press('Enter');
  await expect(otto).toContainText('(21, 6)');
  await page.keyboard.press('Backspace');
  await expect(otto).toContainText('(21, 5)');

  // Jakob Dodges away from two orcs: a die is rolled, so neither it nor anything before it is undone.
  const jakob = team.getByRole('listitem').filter({ hasText: 'Jakob Quickcatch' });
  await jakob.getByRole('button').click();
  const away = await squareCentre(page, 15, 4);
  await page.mouse.click(away.x, away.y);
  await page.keyboard.press('Enter');
  await expect(jakob).toContainText('(15, 4)');
  await expect(log).toContainText(/Dodge/);
  await expect(undo).toBeDisabled();
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('alert')).toContainText(/^Nothing to undo: a die was rolled/);
  await expect(jakob).toContainText('(15, 4)');
  await page.screenshot({ path: 'output/screenshots/play-undo-refused-1440.png' });
  expect(errors).toEqual([]);
});
