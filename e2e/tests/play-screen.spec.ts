import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchErrors } from './page-errors';
import { clickSquare, squareCentre } from './board';
import { openSavedMatch, setUpTeam, typeSeed } from './play';

/** The two screens the match screen is made for: a laptop's and a small one's. */
const laptop = { width: 1440, height: 900 };
const sizes = [laptop, { width: 1280, height: 720 }];

/** Asserts that a prompt is wholly inside the window, where the coach sees it without scrolling. */
async function expectInView(page: Page, prompt: Locator) {
  await expect(prompt).toBeVisible();
  const box = (await prompt.boundingBox())!;
  const { width, height } = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(box.y + box.height).toBeLessThanOrEqual(height);
}

/*
 * The casualties fixture (see play-match.spec.ts): the Training Hall in round 23, team 1 coached
 * at this screen, Mathilde Oberwick's Move begun, Jakob Quickcatch Prone at (12, 3) beside the
 * chest at (11, 4), Borgut Facebreaka at (8, 4), Ugluk Moshpit at (22, 2).
 */
const fixture = 'casualties-match.json';

/** Ends the action under way in the fixture with its key, E, once the match is on the screen. */
async function endMathildesAction(page: Page) {
  const end = page.getByRole('button', { name: 'End Mathilde Oberwick’s action' });
  await expect(end).toBeVisible();
  await page.keyboard.press('e');
  await expect(end).toBeHidden();
}

for (const size of sizes) {
  test(`at ${size.width}x${size.height} the start button, the Pyramid's set-up with four teams and a cross-team question stay in view`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await page.goto('/play/');
    // A refused match file is told where the coach looks: by the start button, in view.
    await page.getByLabel('Open a match file…').setInputFiles({
      name: 'not-a-match.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"format": "something else"}'),
    });
    await expectInView(page, page.getByRole('alert').filter({ hasText: 'not-a-match.json' }));
    await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Pyramid of Death');
    await page.getByRole('combobox', { name: 'Number of teams' }).selectOption('4');
    for (let team = 2; team <= 4; team++)
      await page.getByLabel(`Coach of team ${team}`).selectOption('human');
    await typeSeed(page, 'e2e-four');
    await expectInView(page, page.getByRole('button', { name: 'Start the match' }));
    await page.screenshot({ path: `output/screenshots/play-screen-start-${size.width}.png` });
    await page.getByRole('button', { name: 'Start the match' }).click();

    await expectInView(page, page.getByText(/choose your end zone\./));
    await expectInView(page, page.getByRole('button', { name: /^Take end zone/ }).first());
    await page.screenshot({
      path: `output/screenshots/play-screen-pyramid-zone-${size.width}.png`,
    });
    for (let team = 0; team < 4; team++) await setUpTeam(page);
    await expectInView(page, page.getByRole('button', { name: 'End turn' }));
    await expectInView(page, page.getByRole('region', { name: 'Match log' }));
    await page.screenshot({
      path: `output/screenshots/play-screen-pyramid-play-${size.width}.png`,
    });

    // DB-MULTI-5: the catch question of the Fortress of Valdemor's fixture, with three teams.
    await openSavedMatch(page, 'catch-question-match.json');
    await expectInView(page, page.getByText(/Do your players mark him for the catch\?/));
    await expectInView(page, page.getByRole('button', { name: /^Mark / }));
    await expectInView(page, page.getByRole('button', { name: /^Leave .* unmarked$/ }));
    await page.screenshot({ path: `output/screenshots/play-screen-catch-${size.width}.png` });
    expect(errors).toEqual([]);
  });
}

for (const size of sizes) {
  test(`at ${size.width}x${size.height} the tackle zones are drawn over the board on demand, and the squares reached by Rushing apart`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await openSavedMatch(page, fixture);
    await expect(
      page.getByRole('button', { name: 'End Mathilde Oberwick’s action' }),
    ).toBeVisible();
    const board = page.locator('canvas').first();
    const before = await board.screenshot();
    await page.getByRole('checkbox', { name: 'Tackle zones' }).check();
    await expect.poll(async () => (await board.screenshot()).equals(before)).toBe(false);
    // Lena, chosen, reaches the squares two Rushes away in orange.
    await page.keyboard.press('e');
    await page
      .getByRole('region', { name: 'Your team' })
      .getByRole('button', { name: /Lena Featherfoot/ })
      .click();
    await page.screenshot({
      path: `output/screenshots/play-screen-tackle-zones-${size.width}.png`,
    });
    expect(errors).toEqual([]);
  });
}

/*
 * The pass fixture: the Training Hall in round 7 of a bot match (seed pass-1) after 337 actions,
 * team 1 coached at this screen, Hans Cellarman (#8 Lineman) at (14, 6) with the ball, Marked by
 * two orcs; his team-mate Dieter Oilwick (#10) at (20, 7), six squares away.
 */
/** Opens the pass fixture and picks one of team 1's players from the roster. */
async function pickInPassMatch(page: Page, name: string) {
  await openSavedMatch(page, 'pass-match.json');
  await page
    .getByRole('region', { name: 'Your team' })
    .getByRole('button', { name: new RegExp(name) })
    .click();
}

for (const size of sizes) {
  test(`at ${size.width}x${size.height} BB-PASS-4: hovering a receiver tells the pass's range, rolls and odds`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await pickInPassMatch(page, 'Hans Cellarman');
    await page
      .getByRole('group', { name: 'Actions of Hans Cellarman' })
      .getByRole('button', { name: 'Pass' })
      .click();
    await page.getByRole('checkbox', { name: 'Tackle zones' }).check();
    const dieter = await squareCentre(page, 20, 7);
    await page.mouse.move(dieter.x, dieter.y);
    await expect(page.locator('.hint')).toHaveText(
      'Pass to Dieter Oilwick (#10 Human Lineman), Short: accurate on 6+ (−3) 17%, fumbled 17%; Nazgob Gatecrusha (#4 Big Un Blocker) may interfere on 6+; Varag Chainswinga (#6 Blitzer) may interfere on 6+; caught on 3+; 9% complete',
    );
    await page.screenshot({ path: `output/screenshots/play-screen-pass-hover-${size.width}.png` });
    expect(errors).toEqual([]);
  });
}

for (const size of sizes) {
  test(`at ${size.width}x${size.height} a player's actions and the turn's buttons stay in view above his card, its skills opened`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await pickInPassMatch(page, 'Otto Straightarm');
    const card = page.getByRole('region', { name: 'Player', exact: true });
    await card.locator('summary').click();
    await expect(card.getByText('Sure Hands', { exact: true })).toBeVisible();
    // Wholly seen: neither below the window nor scrolled out of the panel's top part.
    for (const buttons of [
      page.getByRole('group', { name: 'Actions of Otto Straightarm' }),
      page.getByRole('button', { name: 'End turn' }),
    ]) {
      await expectInView(page, buttons);
      await expect(buttons).toBeInViewport({ ratio: 1 });
    }
    await page.screenshot({ path: `output/screenshots/play-screen-card-${size.width}.png` });
    expect(errors).toEqual([]);
  });
}

test.describe('at 1440x900', () => {
  test.use({ viewport: laptop });

  test('a click the chosen player cannot follow says why, and he stays chosen; his card stays by his buttons', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openSavedMatch(page, fixture);
    const card = page.getByRole('region', { name: 'Player', exact: true });
    const team = page.getByRole('region', { name: 'Your team' });
    const problem = page.getByRole('alert');
    const end = page.getByRole('button', { name: 'End Mathilde Oberwick’s action' });
    await expect(end).toBeVisible();
    await expect(card).toContainText('Mathilde Oberwick');
    // BB-SKILL-1: her skills open to say what they do.
    await card.getByText('Block', { exact: true }).first().click();
    await expect(card).toContainText('May ignore a Both Down result for himself.');

    await clickSquare(page, 5, 3);
    await expect(problem).toHaveText('That square is a wall.');

    // Another of his players, chosen, does not take the acting one's place beside his buttons.
    await team.getByRole('button', { name: /Jakob Quickcatch/ }).click();
    await expect(card).toContainText('Mathilde Oberwick');
    await expect(end).toBeVisible();
    // An opponent under the pointer is shown apart, over the board.
    const borgut = await squareCentre(page, 8, 4);
    await page.mouse.move(borgut.x, borgut.y);
    await expect(page.getByRole('region', { name: 'Player under the pointer' })).toContainText(
      'Borgut Facebreaka',
    );
    await expect(card).toContainText('Mathilde Oberwick');
    await page.screenshot({ path: 'output/screenshots/play-screen-hovered-card.png' });

    // E ends Mathilde's action; Jakob is then the coach's chosen player.
    await page.keyboard.press('e');
    await expect(end).toBeHidden();
    await team.getByRole('button', { name: /Jakob Quickcatch/ }).click();
    await expect(card).toContainText('Jakob Quickcatch');
    await clickSquare(page, 1, 13);
    await expect(problem).toHaveText('That square is out of Jakob Quickcatch’s reach.');
    await clickSquare(page, 11, 4);
    await expect(problem).toContainText(/chest/);
    await expect(team.locator('li.selected')).toContainText('Jakob Quickcatch');
    await page.screenshot({ path: 'output/screenshots/play-screen-click-explained.png' });

    // Escape lets go of him.
    await page.keyboard.press('Escape');
    await expect(team.locator('li.selected')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('BB-MOVE-7: a Prone player stands up as part of the move the coach clicks', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openSavedMatch(page, fixture);
    await endMathildesAction(page);
    const team = page.getByRole('region', { name: 'Your team' });
    const jakob = team.getByRole('listitem').filter({ hasText: 'Jakob Quickcatch' });
    await jakob.getByRole('button', { name: /Jakob Quickcatch/ }).click();
    await clickSquare(page, 13, 2);
    await expect(page.getByRole('group', { name: 'Chosen way' })).toContainText(
      'Jakob Quickcatch (#',
    );
    await clickSquare(page, 13, 2);
    await expect(page.getByRole('region', { name: 'Match log' })).toContainText(
      /Jakob Quickcatch .*stands up/,
    );
    await expect(jakob).toContainText('(13, 2)');
    expect(errors).toEqual([]);
  });

  test('BB-MOVE-7: a Prone blitzer stands up when the coach clicks his target, and is told he must get next to him', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await openSavedMatch(page, fixture);
    await endMathildesAction(page);
    const team = page.getByRole('region', { name: 'Your team' });
    await team.getByRole('button', { name: /Jakob Quickcatch/ }).click();
    await page
      .getByRole('group', { name: 'Actions of Jakob Quickcatch' })
      .getByRole('button', { name: 'Blitz' })
      .click();
    await expect(page.getByRole('button', { name: 'End Jakob Quickcatch’s action' })).toBeVisible();
    await clickSquare(page, 8, 4);
    await expect(page.getByRole('region', { name: 'Match log' })).toContainText(
      /Jakob Quickcatch .*stands up/,
    );
    await expect(page.getByRole('alert')).toHaveText(
      'Borgut Facebreaka is not next to Jakob Quickcatch: move next to him first.',
    );
    expect(errors).toEqual([]);
  });

  test('the keys: a number chooses a block die, Ctrl+Enter ends the turn', async ({ page }) => {
    const errors = watchErrors(page);
    await openSavedMatch(page, fixture);
    const team = page.getByRole('region', { name: 'Your team' });
    const where = (name: string) => team.getByRole('listitem').filter({ hasText: name });
    await endMathildesAction(page);
    // Lena goes to assist against Ugluk at (22, 2), then Otto blitzes him with two dice.
    await where('Lena Featherfoot')
      .getByRole('button', { name: /Lena Featherfoot/ })
      .click();
    // A chosen way is taken back with Escape: nothing was sent, she has not moved and stays chosen.
    const chosen = page.getByRole('group', { name: 'Chosen way' });
    const lenaAt = (await where('Lena Featherfoot').locator('.where').textContent()) ?? '';
    await clickSquare(page, 23, 3);
    await expect(chosen).toContainText('Lena Featherfoot');
    await page.screenshot({ path: 'output/screenshots/play-screen-chosen-way.png' });
    await page.keyboard.press('Escape');
    await expect(chosen).toBeHidden();
    await expect(where('Lena Featherfoot')).toContainText(lenaAt);
    await expect(team.locator('li.selected')).toContainText('Lena Featherfoot');
    // Chosen again, a second click on the square goes.
    await clickSquare(page, 23, 3);
    await clickSquare(page, 23, 3);
    await expect(where('Lena Featherfoot')).toContainText('(23, 3)');
    await page.keyboard.press('e');
    await where('Otto Straightarm')
      .getByRole('button', { name: /Otto Straightarm/ })
      .click();
    await page
      .getByRole('group', { name: 'Actions of Otto Straightarm' })
      .getByRole('button', { name: 'Blitz' })
      .click();
    await page.keyboard.press('Enter'); // no way chosen: nothing happens
    await clickSquare(page, 21, 3);
    await expect(chosen).toContainText('Otto Straightarm'); // the way is shown before it goes
    await page.keyboard.press('Enter');
    await expect(where('Otto Straightarm')).toContainText('(21, 3)');
    await clickSquare(page, 22, 2);
    await expect(page.getByText(/choose the block die for Otto Straightarm/)).toBeVisible();
    // The dice are drawn as dice beside their faces' words.
    await expect(
      page
        .getByRole('group', { name: 'Choices' })
        .getByRole('button', { name: /^Choose / })
        .first()
        .locator('svg.die'),
    ).toBeVisible();
    await page.screenshot({ path: 'output/screenshots/play-screen-block-dice.png' });
    await page.keyboard.press('2');
    await expect(page.getByText(/choose the square Ugluk Moshpit .* is pushed to/)).toBeVisible();
    await page
      .getByRole('button', { name: /^Push to / })
      .first()
      .click();
    const follow = page.getByRole('button', { name: 'Stay put' });
    if (await follow.isVisible()) await follow.click();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText(/^Round 23 · .* to act \(/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the summary at the end of a match shuts, to look at the final board, and opens again', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto('/play/');
    await page.getByLabel('Coach of team 1').selectOption('human');
    await page.getByLabel('Coach of team 2').selectOption('human');
    await typeSeed(page, 'e2e-summary');
    await page.getByRole('checkbox', { name: /^LM-27 / }).check();
    await page.getByRole('button', { name: 'Start the match' }).click();
    await setUpTeam(page);
    await setUpTeam(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Concede the match' }).click();
    await page
      .getByRole('button', { name: /^Give the touchdown to / })
      .first()
      .click();
    const summary = page.getByRole('dialog', { name: 'Match summary' });
    await expect(summary).toBeVisible();
    await summary.getByRole('button', { name: 'Look at the board' }).click();
    await expect(summary).toBeHidden();
    await page.screenshot({ path: 'output/screenshots/play-screen-final-board.png' });
    await page.getByRole('button', { name: 'Show the summary' }).click();
    await expect(summary).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('in a bot match on the Fortress of Valdemor the board follows the play upstairs, unless told to stay', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const errors = watchErrors(page);
    await page.goto('/play/');
    await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Fortress of Valdemor');
    await page.getByRole('combobox', { name: 'Number of teams' }).selectOption('3');
    await page.getByLabel('Coach of team 1').selectOption('heuristic');
    await typeSeed(page, 'e2e-valdemor');
    await page.getByRole('button', { name: 'Start the match' }).click();
    await page.getByLabel('Bot pace').selectOption({ label: 'Normal' });
    const tabs = page.getByRole('tab');
    const upstairs = tabs.filter({ hasNotText: 'Ground' });
    await expect(upstairs.and(page.locator('[aria-selected="true"]'))).toHaveCount(1, {
      timeout: 120_000,
    });
    await expect(page.getByText(/^The ball: /)).toBeVisible();
    await page.screenshot({ path: 'output/screenshots/play-screen-followed-upstairs.png' });

    await page.getByRole('checkbox', { name: /Follow the play/ }).uncheck();
    await tabs.first().click();
    await page.waitForTimeout(4000);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });
});
