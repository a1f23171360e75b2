import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { watchErrors } from './page-errors';
import { typeSeed } from './play';

async function add(builder: Locator, position: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    await builder.getByRole('button', { name: `Add a ${position}`, exact: true }).click();
  }
}

test('a coach builds a Dwarf team, is told of a position limit and the budget, fixes them, saves the sheet and plays with it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  await page
    .getByRole('group', { name: 'Team 1' })
    .getByRole('button', { name: 'Build a team…' })
    .click();

  const builder = page.getByRole('dialog', { name: 'Team builder' });
  await expect(builder).toBeVisible();
  // It opens on the slot's ready team, to edit; a team list starts an empty team.
  await expect(builder.getByText('No problem: this team may play.')).toBeVisible();
  await builder.getByLabel('Team list').selectOption({ label: 'Dwarf' });
  await builder.getByLabel('Team name').fill('Karak Stairdelvers');
  const problems = builder.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('A team needs at least 11 players; this team has 0.');
  const use = builder.getByRole('button', { name: 'Use this team' });
  await expect(use).toBeDisabled();

  await add(builder, 'Blitzer', 2);
  await add(builder, 'Runner', 2);
  await add(builder, 'Troll Slayer', 3);
  await add(builder, 'Dwarf Blocker Lineman', 5);
  const slayers = builder.getByRole('row', { name: /^Troll Slayer/ });
  await expect(slayers.getByRole('cell', { name: '3/2' })).toBeVisible();
  await expect(problems).toContainText(
    'DB-TEAM-1 Dwarf teams may have at most 2 Troll Slayers; this team has 3.',
  );
  await expect(use).toBeDisabled();
  await page.screenshot({ path: 'output/screenshots/play-team-builder-limit.png' });

  await builder.getByRole('button', { name: 'Remove a Troll Slayer' }).click();
  await expect(slayers.getByRole('cell', { name: '2/2' })).toBeVisible();
  await add(builder, 'Deathroller');
  await builder.getByRole('button', { name: 'Add a team re-roll' }).click();
  await builder.getByRole('button', { name: 'Add a team re-roll' }).click();
  // 12 players for 1,040,000 and 2 re-rolls for 100,000: over the budget.
  await expect(builder.getByLabel('Team value')).toHaveText('1,140,000');
  await expect(builder.getByLabel('Budget left')).toHaveText('-140,000');
  await expect(problems).toContainText(
    'This team costs 1,140,000 gold pieces; the budget is 1,000,000.',
  );
  await page.screenshot({ path: 'output/screenshots/play-team-builder-budget.png' });

  await builder.getByRole('button', { name: 'Remove a Deathroller' }).click();
  const firstName = builder.getByLabel('Name of player 1', { exact: true });
  await firstName.fill('');
  await expect(problems).toContainText('Player 1 needs a name.');
  await firstName.fill('Grimli Stairfoot');
  // A league's record of his Niggling Injuries goes on the sheet (BB-INJ-8).
  await builder.getByLabel('Niggling Injuries of player 1', { exact: true }).fill('1');
  await expect(builder.getByLabel('Team value')).toHaveText('970,000');
  await expect(builder.getByLabel('Budget left')).toHaveText('30,000');
  await expect(builder.getByText('No problem: this team may play.')).toBeVisible();
  await page.screenshot({ path: 'output/screenshots/play-team-builder-legal.png' });

  const download = page.waitForEvent('download');
  await builder.getByRole('button', { name: 'Save team sheet' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('karak-stairdelvers.team.json');
  const path = await saved.path();
  const sheet = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  expect(sheet).toMatchObject({ name: 'Karak Stairdelvers', rosterId: 'dwarf', rerolls: 2 });
  expect(sheet['players']).toHaveLength(11);
  expect((sheet['players'] as Record<string, unknown>[])[0]).toMatchObject({
    number: 1,
    name: 'Grimli Stairfoot',
    nigglingInjuries: 1,
  });

  await use.click();
  await expect(builder).toBeHidden();
  await expect(page.getByLabel('Team 1', { exact: true })).toHaveValue('own');
  await expect(page.getByLabel('Team 1', { exact: true }).locator('option:checked')).toHaveText(
    'Karak Stairdelvers (from the team builder)',
  );
  // The saved sheet is read back by the other slot's file input.
  await page.getByLabel('Team 2 sheet file').setInputFiles(path);
  await expect(page.getByLabel('Team 2', { exact: true }).locator('option:checked')).toHaveText(
    'Karak Stairdelvers (from a file)',
  );
  // Team 2 goes back to a ready team (the first), so that only team 1 bears the name.
  await page.getByLabel('Team 2', { exact: true }).selectOption({ index: 1 });
  await page.screenshot({ path: 'output/screenshots/play-team-builder-start.png' });

  await typeSeed(page, 'e2e-team-builder');
  await page.getByRole('button', { name: 'Start the match' }).click();
  const teams = page.getByRole('region', { name: 'Teams' });
  await expect(teams).toContainText('Karak Stairdelvers');
  await page.screenshot({ path: 'output/screenshots/play-team-builder-match.png' });
  expect(errors).toEqual([]);
});

test('a coach edits a ready College team: the races and roles of the chart are counted, and Cancel keeps the slot as it was', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/play/');
  const slot = page.getByLabel('Team 2', { exact: true });
  const before = await slot.inputValue();
  await page
    .getByRole('group', { name: 'Team 2' })
    .getByRole('button', { name: 'Build a team…' })
    .click();
  const builder = page.getByRole('dialog', { name: 'Team builder' });
  await builder
    .getByLabel('Start from a ready team')
    .selectOption({ label: 'Light Wizards — The Lantern Guard of Hoeth' });
  await expect(builder.getByLabel('Team name')).toHaveValue('The Lantern Guard of Hoeth');
  await expect(builder.getByText('No problem: this team may play.')).toBeVisible();
  const norse = builder.getByRole('row', { name: /^Norse \(last race\)/ });
  await expect(norse).toContainText('2/2');

  await add(builder, 'Norse Berserker');
  await expect(norse).toContainText('3/2');
  const problems = builder.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText(
    'DB-TEAM-7 Light Wizards teams may have at most 2 Norse (their last race); this team has 3.',
  );
  await expect(problems).toContainText(
    'DB-TEAM-8 Light Wizards teams may have at most 2 blitzers; this team has 3.',
  );
  await expect(builder.getByText(/Whole team \(DB-TEAM-8\)/)).toContainText('Blitzers 3/2');
  await page.screenshot({ path: 'output/screenshots/play-team-builder-college.png' });

  await builder.getByRole('button', { name: 'Cancel' }).click();
  await expect(builder).toBeHidden();
  await expect(slot).toHaveValue(before);
  expect(errors).toEqual([]);
});
