import { expect, test, type Page } from '@playwright/test';
import { pixelsOf } from './board';
import { watchErrors } from './page-errors';
import { openSavedMatch, setUpTeam, typeSeed } from './play';

/** Opens the team builder on a slot's ready team, picks its primary colour and plays with it. */
async function chooseColour(page: Page, team: number, colour: string) {
  await page
    .getByRole('group', { name: `Team ${team}` })
    .getByRole('button', { name: 'Build a team…' })
    .click();
  const builder = page.getByRole('dialog', { name: 'Team builder' });
  await builder.getByLabel('Primary colour').fill(colour);
  await builder.getByRole('button', { name: 'Use this team' }).click();
  await expect(builder).toBeHidden();
}

const sizes = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
];

for (const size of sizes)
  test(`at ${size.width}x${size.height} the colour a coach chose in the team builder is his team's on the board, or the nearest one apart from the board's, as the start screen says`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await page.goto('/play/');
    await chooseColour(page, 1, '#14532d');
    await expect(
      page.getByRole('img', { name: "Team 1's colour on the board: #14532d" }),
    ).toBeVisible();
    // Water's blue is the board's: team 2 is told, and drawn in the nearest colour apart.
    await chooseColour(page, 2, '#3f6fa8');
    const note = page.getByRole('list', { name: 'Team colours' });
    await expect(note).toContainText(
      /Team 2's colour #3f6fa8 is too close to a colour of the board: the board shows it as #[0-9a-f]{6}\./,
    );
    const shown = /shows it as (#[0-9a-f]{6})/.exec((await note.textContent()) ?? '')![1]!;
    await expect(
      page.getByRole('img', { name: `Team 2's colour on the board: ${shown}` }),
    ).toBeVisible();
    await page.screenshot({ path: `output/screenshots/play-team-colours-start-${size.width}.png` });

    await page.getByLabel('Coach of team 2').selectOption('human');
    await typeSeed(page, 'e2e-team-colours');
    await page.getByRole('button', { name: 'Start the match' }).click();
    const dots = page.getByRole('region', { name: 'Teams' }).locator('tbody .team-dot');
    await expect(dots.nth(0)).toHaveCSS('background-color', 'rgb(20, 83, 45)');
    expect(await pixelsOf(page, '#14532d')).toBe(0); // nobody on the board before the set-up
    await setUpTeam(page);
    await setUpTeam(page);
    await expect.poll(() => pixelsOf(page, '#14532d')).toBeGreaterThan(500);
    await expect.poll(() => pixelsOf(page, shown)).toBeGreaterThan(500);
    expect(await pixelsOf(page, '#3f6fa8')).toBeLessThan(await pixelsOf(page, shown));
    await page.screenshot({ path: `output/screenshots/play-team-colours-board-${size.width}.png` });
    expect(errors).toEqual([]);
  });

for (const size of sizes)
  test(`at ${size.width}x${size.height} the log draws each line's D6s and block dice as dice, its words keeping the numbers`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    // The Training Hall in round 23 (see play-screen.spec.ts): blocks, armour and injuries in its log.
    await openSavedMatch(page, 'casualties-match.json');
    const log = page.getByRole('region', { name: 'Match log' });
    const armour = log
      .getByRole('listitem')
      .filter({ hasText: /Armour roll for/ })
      .last();
    await expect(armour).toHaveText(/: (\d) \+ (\d)/);
    await expect(armour.locator('.log-dice .die')).toHaveCount(2);
    const [, first, second] = /: (\d) \+ (\d)/.exec((await armour.textContent()) ?? '')!;
    // Each D6 shows as many pips as its number in the words.
    const pips = await armour
      .locator('.log-dice .die')
      .evaluateAll((dice) => dice.map((d) => d.querySelectorAll('circle').length));
    expect(pips).toEqual([Number(first), Number(second)]);
    const block = log
      .getByRole('listitem')
      .filter({ hasText: / blocks .*: \d dic?e/ })
      .last();
    const count = Number(/: (\d) dic?e/.exec((await block.textContent()) ?? '')![1]);
    await expect(block.locator('.log-dice .die')).toHaveCount(count);
    // Pictures only: the dice are hidden from screen readers, which read the words.
    await expect(log.locator('.log-dice .die[aria-hidden="true"]').first()).toBeAttached();
    await armour.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `output/screenshots/play-log-dice-${size.width}.png` });
    expect(errors).toEqual([]);
  });
