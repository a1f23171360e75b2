import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { watchErrors } from './page-errors';
import { clickSquare, drag, squareCentre } from './board';
import { openSavedMatch, setUpTeam, startBotMatch, typeSeed } from './play';

test('two bots play a whole match on the Training Hall and it reaches a winner', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  await expect(page.getByRole('main', { name: 'New match' })).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-start.png' });
  await page.getByLabel('Coach of team 1').selectOption('heuristic');
  await typeSeed(page, 'e2e-bots');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByLabel('Bot pace').selectOption({ label: 'Instant' });
  await page.waitForTimeout(3000);
  await page.screenshot({ path: 'output/screenshots/play-bots-running.png' });
  await expect(page.getByRole('dialog', { name: 'Match summary' })).toBeVisible({
    timeout: 150_000,
  });
  // The post-match (DB-POST): winnings and an MVP for each team, and the SPP earned.
  const summary = page.getByRole('dialog', { name: 'Match summary' });
  await expect(summary.getByRole('columnheader', { name: 'Winnings' })).toBeVisible();
  await expect(summary.getByRole('columnheader', { name: 'MVP' })).toBeVisible();
  await expect(summary.getByRole('cell', { name: /^\d{1,2},000 gp$/ })).toHaveCount(2);
  await expect(summary.getByRole('region', { name: 'Star Player Points' })).toContainText(
    'touchdown 5',
  );
  await expect(summary.getByRole('region', { name: 'Star Player Points' })).toContainText('MVP 4');
  // The seed was typed on the start screen: the summary says the dice could be known in advance.
  await expect(summary).toContainText('Seed e2e-bots: typed by a coach before the match');
  await page.screenshot({ path: 'output/screenshots/play-summary.png' });

  // The match file downloads, is a replay file, and opens again on a fresh start screen.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export the match' }).click();
  const file = await (await download).path();
  const replay = JSON.parse(readFileSync(file, 'utf8'));
  expect(replay).toMatchObject({
    format: 'dungeonbowl-replay',
    version: 2,
    seed: 'e2e-bots',
    seedTyped: true,
    coaches: ['heuristic', 'heuristic'],
  });
  expect(replay.startHash).toMatch(/^[0-9a-f]{64}$/);
  expect(replay.finalHash).toMatch(/^[0-9a-f]{64}$/);

  await page.getByRole('button', { name: 'Watch the replay' }).click();
  await page.getByRole('button', { name: 'First action' }).click();
  await expect(page.getByText(/^Action 0 of \d+/)).toBeVisible();
  for (let i = 0; i < 20; i++) await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.getByText(/^Action 20 of \d+/)).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-replay.png' });

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'New match' }).click();
  await expect(page.getByRole('main', { name: 'New match' })).toBeVisible();
  await page.getByLabel('Open a match file…').setInputFiles(file);
  await expect(page.getByRole('dialog', { name: 'Match summary' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a coach sets up against a bot, moves a player, and ends his turn', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  await typeSeed(page, 'e2e-human');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await setUpTeam(page, { done: false });
  // The bot plays slowly enough for its turn to be seen once the coach's ends.
  await page.getByLabel('Bot pace').selectOption({ label: 'Slow' });

  // Carry a placed player to the free square of his end zone (both zones are 2 by 4 squares).
  const team = page.getByRole('region', { name: 'Your team' });
  const squares = (await team.locator('.where').allTextContents())
    .map((text) => /\((\d+), (\d+)\)/.exec(text))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
  expect(squares).toHaveLength(6);
  const zoneX = squares[0]!.x <= 2 ? [1, 2] : [23, 24];
  const free = zoneX
    .flatMap((x) => [5, 6, 7, 8].map((y) => ({ x, y })))
    .find((s) => !squares.some((t) => t.x === s.x && t.y === s.y))!;
  await drag(page, squares[0]!, free);
  await expect(team.getByText(`(${free.x}, ${free.y})`)).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-human-setup.png' });
  await page.getByRole('button', { name: 'Set-up done' }).click();
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible({ timeout: 30_000 });

  // A Catcher runs to the chest nearest his end zone, along the way the board shows, and opens it.
  const catcher = team.getByRole('listitem').filter({ hasText: '#5 ' });
  const x = Number(/\((\d+), \d+\)/.exec((await catcher.textContent()) ?? '')![1]);
  const chest = x <= 2 ? { x: 9, y: 2 } : { x: 16, y: 2 };
  const beside = { x: x <= 2 ? 8 : 17, y: 3 };
  await catcher.getByRole('button').click();
  const there = await squareCentre(page, beside.x, beside.y);
  await page.mouse.move(there.x, there.y);
  await expect(page.getByText(/^\d+ squares: .*|^\d+ squares: no roll needed$/)).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-human-path.png' });
  // A first click chooses the way and shows its odds; the Catcher stays until Enter confirms it.
  await page.mouse.click(there.x, there.y);
  const chosen = page.getByRole('group', { name: 'Chosen way' });
  await expect(chosen).toContainText(/#5 .* to \(\d+, 3\): \d+ squares: /);
  await expect(catcher).not.toContainText(`(${beside.x}, ${beside.y})`);
  await page.keyboard.press('Enter');
  await expect(chosen).toBeHidden();
  await expect(catcher).toContainText(`(${beside.x}, ${beside.y})`);
  await clickSquare(page, chest.x, chest.y);
  await expect(page.getByRole('region', { name: 'Match log' })).toContainText(/opens the chest/);
  await page.screenshot({ path: 'output/screenshots/play-human-chest.png' });

  // A trapped chest is a turnover (DB-CHEST-7); with the ball or nothing, the coach ends his turn.
  const log = page.getByRole('region', { name: 'Match log' });
  if (!/Turnover/.test((await log.textContent()) ?? '')) {
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'End turn' }).click();
  }
  await expect(page.getByText(/Black Crag Vault Bashers to act/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('a match in progress resumes after a reload, exactly where it was, its bots at the pace chosen', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  await typeSeed(page, 'e2e-resume');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await setUpTeam(page);
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible({ timeout: 30_000 });
  const pace = page.getByLabel('Bot pace');
  await pace.selectOption({ label: 'Instant' });
  await page.getByRole('button', { name: 'Pause bots' }).click();
  const team = page.getByRole('region', { name: 'Your team' });
  const before = await team.textContent();
  await page.reload();
  await expect(page.getByText('Seed e2e-resume')).toBeVisible();
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
  expect(await team.textContent()).toBe(before);
  // The bots' pace and pause are the match's, saved with it.
  await expect(pace.locator('option:checked')).toHaveText('Instant');
  await expect(page.getByRole('button', { name: 'Resume bots' })).toBeVisible();
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await pace.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `output/screenshots/play-resumed-pace-${width}x${height}.png` });
  }
  expect(errors).toEqual([]);
});

test("DB-MATCH-2: Jervis Johnson's rules offer two teams only, and say why", async ({ page }) => {
  await page.goto('/play/');
  await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Fortress of Valdemor');
  const count = page.getByRole('combobox', { name: 'Number of teams' });
  await count.selectOption('3');
  await expect(page.getByRole('group', { name: /^Team 3/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rules variant' }).selectOption('jervis-1998');
  await expect(count).toHaveValue('2');
  await expect(page.getByRole('group', { name: /^Team 3/ })).toHaveCount(0);
  await expect(count.locator('option[value="3"]')).toBeDisabled();
  await expect(count.locator('option[value="4"]')).toHaveText(
    "4 (Jervis Johnson's rules: 2 teams)",
  );
  await page.getByRole('combobox', { name: 'Rules variant' }).selectOption('torguer-2021');
  await expect(count).toHaveValue('3'); // the coach's choice comes back with the rules that allow it
});

test('three bots play on the Fortress of Valdemor, floor by floor', async ({ page }) => {
  // Bots play up to a minute of the match first, on a loaded machine.
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Fortress of Valdemor');
  await page.getByRole('combobox', { name: 'Number of teams' }).selectOption('3');
  await page.getByLabel('Coach of team 1').selectOption('heuristic');
  await typeSeed(page, 'e2e-valdemor');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByLabel('Bot pace').selectOption({ label: 'Instant' });
  await expect(page.getByText(/^Round 3 ·/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause bots' }).click();
  const tabs = page.getByRole('tab');
  for (let floor = 0; floor < (await tabs.count()); floor++) {
    await tabs.nth(floor).click();
    await page.screenshot({ path: `output/screenshots/play-valdemor-floor-${floor}.png` });
  }
  expect(errors).toEqual([]);
});

test('a map with errors is refused on the start screen, its findings listed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  await page.getByLabel('Open a map file…').setInputFiles({
    name: 'broken.dungeon.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format": "dungeonbowl-map", "version": 1, "width": 3}'),
  });
  const refusal = page.getByRole('alert');
  await expect(refusal).toContainText('File: broken.dungeon.json: this map cannot be played');
  await expect(page.getByRole('button', { name: 'Start the match' })).toBeDisabled();
  await page.screenshot({ path: 'output/screenshots/play-map-refused.png' });

  // A map saved in another encoding is named as such, not read with replacement characters.
  const sample = readFileSync('../libs/dungeon-schema/samples/training-hall.dungeon.json', 'utf8');
  await page.getByLabel('Open a map file…').setInputFiles({
    name: 'latin-1.dungeon.json',
    mimeType: 'application/json',
    buffer: Buffer.from(sample.replace('Training Hall', "Salle d'entra\u00eenement"), 'latin1'),
  });
  await expect(refusal).toContainText('File: latin-1.dungeon.json: this map cannot be played');
  await expect(refusal).toContainText('MAP-JSON The file is not UTF-8 text: the byte at offset');
  expect(errors).toEqual([]);
});

test('a league rule switched on refuses a team that breaks it, and the match starts without it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  const team2 = page.getByRole('combobox', { name: 'Team 2', exact: true });
  const ogres = await team2
    .locator('option', { hasText: /^Ogre — / })
    .first()
    .getAttribute('value');
  await team2.selectOption(ogres!);
  const bigGuys = page.getByRole('checkbox', { name: 'LM-10 At most 2 big guys in a team' });
  await bigGuys.check();
  await page.getByRole('checkbox', { name: /^LM-23 / }).check();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page.getByRole('alert')).toContainText(
    /Team 2 \(.+\): League rules allow at most 2 big guys .+ this team has \d+\./,
  );
  await page.screenshot({ path: 'output/screenshots/play-league-refused.png' });
  await bigGuys.uncheck();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page.getByRole('main', { name: 'New match' })).toBeHidden();
  const saved = await page.evaluate(() => localStorage.getItem('dungeonbowl.play.match'));
  expect(JSON.parse(saved!)).toMatchObject({ options: { league: ['LM-23'] } });
  expect(errors).toEqual([]);
});

test('a cheaper team buys inducements with its budget and plays with the extra re-rolls', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  // Eleven Goblin Linemen and no re-roll: 440,000 gp against the Humans' ready team.
  const goblins = {
    name: 'Cheap Gobbos',
    rosterId: 'goblin',
    colours: { primary: '#3f6212', secondary: '#facc15' },
    rerolls: 0,
    apothecary: false,
    players: Array.from({ length: 11 }, (_, i) => ({
      number: i + 1,
      name: `Gob ${i + 1}`,
      positionId: 'goblin-lineman',
    })),
  };
  await page.getByLabel('Team 2 sheet file').setInputFiles({
    name: 'gobbos.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(goblins)),
  });
  const picker = page.getByRole('group', { name: 'Inducements of team 2' });
  await expect(picker).toContainText(/Inducements: 545,000 of 545,000 gp left/);
  await expect(page.getByRole('group', { name: 'Inducements of team 1' })).toHaveCount(0);
  await picker.getByLabel('Extra Team Training for team 2').fill('2');
  await expect(picker).toContainText(/345,000 of 545,000 gp left/);
  await page.screenshot({ path: 'output/screenshots/play-inducements.png' });
  await picker.getByLabel('Extra Team Training for team 2').fill('6');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page.getByRole('alert')).toContainText('A team may take 0 to 4 Extra Team Training');
  await picker.getByLabel('Extra Team Training for team 2').fill('3');
  await picker.getByLabel('Wandering Apothecary for team 2').fill('1');
  await page
    .getByLabel('Apothecary of team 2 kept for')
    .selectOption({ label: 'the first Casualty' });
  await page.screenshot({ path: 'output/screenshots/play-apothecary-kept.png' });
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page.getByRole('main', { name: 'New match' })).toBeHidden();
  const saved = await page.evaluate(() => localStorage.getItem('dungeonbowl.play.match'));
  expect(JSON.parse(saved!).teams[1]).toMatchObject({
    rerolls: 3,
    apothecaries: 1,
    apothecaryUse: 'casualty',
    inducements: { 'extra-team-training': 3, 'wandering-apothecary': 1 },
  });
  expect(errors).toEqual([]);
});

test('four coaches at one screen set up on the Pyramid of Death and the first of them plays', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Pyramid of Death');
  await page.getByRole('combobox', { name: 'Number of teams' }).selectOption('4');
  for (let team = 2; team <= 4; team++)
    await page.getByLabel(`Coach of team ${team}`).selectOption('human');
  await typeSeed(page, 'e2e-four');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await expect(page.getByRole('region', { name: 'End-zone roll-off' })).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-four-roll-off.png' });
  for (let team = 0; team < 4; team++) await setUpTeam(page);
  await expect(page.getByText(/^Round 1 · .* to act$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teams' }).getByRole('row')).toHaveCount(5);
  await page.screenshot({ path: 'output/screenshots/play-four-teams.png' });
  expect(errors).toEqual([]);
});

test('two bots play on the Pyramid of Death: the dungeon says where each mine cart stands, its square tinted', async ({
  page,
}) => {
  // Bots play up to a minute of the match first, on a loaded machine.
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startBotMatch(page, { map: 'Pyramid of Death', seed: 'e2e-carts' });
  await expect(page.getByText(/^Round 3 ·/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause bots' }).click();
  // The dungeon's state is folded under the teams, not to push the coach's choices away.
  await page.getByText(/^The dungeon: \d+ things to know$/).click();
  const dungeon = page.getByRole('list', { name: 'The dungeon' });
  await expect(dungeon.getByText(/^Mine cart 1 stands at station [1-4]/)).toBeVisible();
  await expect(dungeon.getByText(/^Mine cart 2 stands at station [1-4]/)).toBeVisible();
  const tabs = page.getByRole('tab');
  for (let floor = 0; floor < 2; floor++) {
    await tabs.nth(floor).click();
    await page.screenshot({ path: `output/screenshots/play-pyramid-carts-floor-${floor}.png` });
  }
  expect(errors).toEqual([]);
});

test('three bots play a whole match on the Fortress of Valdemor and it reaches a winner', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Fortress of Valdemor');
  await page.getByRole('combobox', { name: 'Number of teams' }).selectOption('3');
  await page.getByLabel('Coach of team 1').selectOption('heuristic');
  // A seed whose match ends in round 20 (about 1,500 actions), well inside the time limit even
  // on a loaded machine: the browser draws every action.
  await typeSeed(page, 'e2e-three-1');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByLabel('Bot pace').selectOption({ label: 'Instant' });
  const summary = page.getByRole('dialog', { name: 'Match summary' });
  await expect(summary).toBeVisible({ timeout: 330_000 });
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(/ win!$/);
  await expect(summary.getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: 'output/screenshots/play-three-summary.png' });
  expect(errors).toEqual([]);
});

test('two bots play on the Pyramid of Death and its two boats are drawn in the boat room', async ({
  page,
}) => {
  // Bots play up to a minute of the match first, on a loaded machine.
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startBotMatch(page, { map: 'Pyramid of Death', seed: 'e2e-boats' });
  await expect(page.getByText(/^Round 2 ·/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause bots' }).click();
  const teams = page.getByRole('region', { name: 'Teams' });
  await teams.getByText(/^The dungeon: \d+ things to know$/).click();
  await expect(teams.getByText(/^Boat 1: its rower's square/)).toBeVisible();
  await expect(teams.getByText(/^Boat 2: its rower's square/)).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-pyramid-boats.png' });
  expect(errors).toEqual([]);
});

test('LM-27: with the league rule ticked a coach concedes, the winner gives the touchdown, and the summary says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  await page.getByLabel('Coach of team 1').selectOption('human');
  await page.getByLabel('Coach of team 2').selectOption('human');
  await typeSeed(page, 'e2e-concede');
  await page.getByRole('checkbox', { name: /^LM-27 / }).check();
  await page.getByRole('button', { name: 'Start the match' }).click();
  await setUpTeam(page);
  await setUpTeam(page);
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible({ timeout: 30_000 });

  // Conceding asks first; dismissed, nothing happens.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('button', { name: 'Concede the match' }).click();
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Concede the match' }).click();

  // The other coach names the player who gets the touchdown's 5 SPP.
  await expect(page.getByText(/the other side conceded/)).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-concede-award.png' });
  await page
    .getByRole('button', { name: /^Give the touchdown to / })
    .first()
    .click();
  const summary = page.getByRole('dialog', { name: 'Match summary' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText(/Won by concession \(.+ conceded\) in round 1/);
  await expect(summary.getByRole('region', { name: 'Star Player Points' })).toContainText(
    'touchdown 5',
  );
  // A concession in the first round has no post-match sequence (LM-27).
  await expect(summary.getByRole('columnheader', { name: 'Winnings' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Match log' })).toContainText(
    /concede the match \(LM-27\)/,
  );
  await page.screenshot({ path: 'output/screenshots/play-conceded.png' });
  expect(errors).toEqual([]);
});

test('DB-MULTI-5: with three coaches at one screen, each sets his standing answer about marking the other teams', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  await page.getByRole('combobox', { name: 'Map' }).selectOption('Sample: Fortress of Valdemor');
  await page.getByRole('combobox', { name: 'Number of teams' }).selectOption('3');
  for (let team = 2; team <= 3; team++)
    await page.getByLabel(`Coach of team ${team}`).selectOption('human');
  await typeSeed(page, 'e2e-alliances');
  await page.getByRole('button', { name: 'Start the match' }).click();
  for (let team = 0; team < 3; team++) await setUpTeam(page);
  await expect(page.getByText(/^Round 1 · .* to act$/)).toBeVisible();
  const teams = page.getByRole('region', { name: 'Teams' });
  await teams.getByText('Tackle zones: who marks whom').click();
  // Each of the three coaches answers about the two other teams: always mark, until told.
  const answers = teams.getByRole('combobox');
  await expect(answers).toHaveCount(6);
  for (const answer of await answers.all()) await expect(answer).toHaveValue('mark');
  const first = answers.first();
  const label = (await first.getAttribute('aria-label'))!;
  await first.selectOption({ label: 'Ask me' });
  await expect(teams.getByRole('combobox', { name: label })).toHaveValue('ask');
  await answers.nth(1).selectOption({ label: 'Never mark' });
  await expect(answers.nth(1)).toHaveValue('let-through');
  await page.screenshot({ path: 'output/screenshots/play-tackle-zone-answers.png' });
  expect(errors).toEqual([]);
});

test('BB-INJ-6, BB-INJ-7: a coach reads his Casualties’ results in his roster and on their cards', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A match saved by the browser in round 23: the Training Hall, the command line's heuristic
  // bots with seed 7, game 8 (`npx dungeonbowl simulate --seed 7 --games 8 --save-replays DIR`),
  // cut at 620 actions, team 1 coached at this screen. Karl Torchbrand is Dead, Dieter Oilwick
  // has a Smashed Knee.
  await openSavedMatch(page, 'casualties-match.json');
  const team = page.getByRole('region', { name: 'Your team' });
  await expect(team.getByText('Casualty (Dead)')).toBeVisible();
  await expect(team.getByText('Casualty (Lasting Injury)')).toBeVisible();
  // Mathilde Oberwick's action is under way: her card stays by her buttons, Dieter's is shown apart.
  await team.getByRole('button', { name: /Dieter Oilwick/ }).click();
  const card = page.getByRole('region', { name: 'Chosen player' });
  await expect(card).toContainText('Casualty: Lasting Injury — Smashed Knee (−1 MA)');
  await page.screenshot({ path: 'output/screenshots/play-casualty-card.png' });
  expect(errors).toEqual([]);
});

test('DB-MULTI-5: with three teams a coach is asked whether his players mark a catch', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // A match saved by the browser in round 7: the Fortress of Valdemor, three of the command
  // line's heuristic bots with seed 11, game 2 (`npx dungeonbowl simulate --map
  // fortress-of-valdemor --teams human,orc,dwarf --seed 11 --games 2 --save-replays DIR`), cut at
  // 601 actions, team 0 coached at this screen and asking to be asked about the orcs' tests. An
  // orc's Blitz has knocked the human carrier down and the ball bounces onto the orc, whom human
  // players mark.
  await openSavedMatch(page, 'catch-question-match.json');
  const choices = page.getByRole('group', { name: 'Choices' });
  await expect(
    page.getByText(/tries to catch the ball\. Do your players mark him for the catch\?/),
  ).toBeVisible();
  await expect(choices.getByRole('button', { name: /^Mark / })).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-catch-question.png' });
  await choices.getByRole('button', { name: /^Leave .* unmarked$/ }).click();
  await expect(page.getByRole('region', { name: 'Match log' })).toContainText(
    /leave .* unmarked\./,
  );
  expect(errors).toEqual([]);
});
