import { expect, test, type Page } from '@playwright/test';
import { serverForSpec } from './online-server';
import { watchErrors } from './page-errors';

// The built server with a database of its own, on a port apart from the other online tests'.
const server = serverForSpec(Number(process.env['E2E_ONLINE_LOBBY_PORT'] ?? 4323));

/** The lobby's team picker, and the team it shows. */
const picker = (page: Page) => page.getByRole('combobox', { name: 'Your team', exact: true });
const shown = (page: Page) => picker(page).locator('option:checked');

test("the lobby's team picker shows the team the coach's seat has: his own from the team builder or a file, after a reload too", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const anna = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 } })
  ).newPage();
  const bruno = await (
    await browser.newContext({ viewport: { width: 1280, height: 720 } })
  ).newPage();
  const annaErrors = watchErrors(anna);
  const brunoErrors = watchErrors(bruno);

  // Anna creates the match with a team of the team builder for her seat; Bruno gets a link.
  await anna.goto(`${server.url}/play/`);
  await anna.getByRole('button', { name: 'Play online' }).click();
  await anna.getByLabel('Coach of seat 1').fill('Anna');
  await anna.getByLabel('Coach of seat 2').fill('Bruno');
  await anna
    .getByRole('group', { name: 'Seat 1' })
    .getByRole('button', { name: 'Build a team…' })
    .click();
  const builder = anna.getByRole('dialog', { name: 'Team builder' });
  await builder.getByLabel('Team name').fill('Karak Stairdelvers');
  await builder.getByRole('button', { name: 'Use this team' }).click();
  await expect(builder).toBeHidden();
  await anna.getByRole('button', { name: 'Create the online match' }).click();
  await expect(anna.getByRole('list', { name: 'Seats' })).toContainText('Karak Stairdelvers');

  // Her picker shows her own team, not a ready team; the ready teams are still offered.
  await expect(picker(anna)).toHaveValue('own');
  await expect(shown(anna)).toHaveText('Karak Stairdelvers (from the team builder)');
  expect(await picker(anna).locator('option').count()).toBeGreaterThan(2);
  await anna.screenshot({ path: 'output/screenshots/online-lobby-own-team-1440x900.png' });
  await anna.setViewportSize({ width: 1280, height: 720 });
  await anna.screenshot({ path: 'output/screenshots/online-lobby-own-team-1280x720.png' });

  // "Use this team" keeps it.
  await anna.getByRole('button', { name: 'Use this team' }).click();
  await expect(shown(anna)).toHaveText('Karak Stairdelvers (from the team builder)');
  await expect(anna.getByRole('list', { name: 'Seats' })).toContainText('Karak Stairdelvers');

  // After a reload, the same.
  await anna.reload();
  await expect(anna.getByRole('list', { name: 'Seats' })).toContainText('Karak Stairdelvers');
  await expect(shown(anna)).toHaveText('Karak Stairdelvers (from the team builder)');

  // Bruno comes by his link, saves a sheet from the team builder and picks that file.
  const seatLink = await anna
    .getByRole('region', { name: 'Invite links' })
    .getByLabel('Seat 2 (Bruno)')
    .inputValue();
  await bruno.goto(seatLink);
  await expect(shown(bruno)).toHaveText(/^Human — /);
  await bruno.getByRole('button', { name: 'Build a team…' }).click();
  const his = bruno.getByRole('dialog', { name: 'Team builder' });
  await his.getByLabel('Team name').fill('Grimstone Delvers');
  const download = bruno.waitForEvent('download');
  await his.getByRole('button', { name: 'Save team sheet' }).click();
  const path = await (await download).path();
  await his.getByRole('button', { name: 'Cancel' }).click();
  await bruno.getByLabel('Your team sheet file').setInputFiles(path);
  await expect(shown(bruno)).toHaveText('Grimstone Delvers (from a file)');
  await bruno.getByRole('button', { name: 'Use this team' }).click();
  await expect(bruno.getByRole('list', { name: 'Seats' })).toContainText('Grimstone Delvers');
  await expect(shown(bruno)).toHaveText('Grimstone Delvers (from a file)');
  await bruno.reload();
  await expect(bruno.getByRole('list', { name: 'Seats' })).toContainText('Grimstone Delvers');
  await expect(shown(bruno)).toHaveText('Grimstone Delvers (from a file)');
  await bruno.screenshot({ path: 'output/screenshots/online-lobby-file-team-1280x720.png' });

  // Picking a ready team and using it shows that ready team.
  await picker(bruno).selectOption({ index: 1 });
  const ready = (await shown(bruno).textContent()) ?? '';
  await bruno.getByRole('button', { name: 'Use this team' }).click();
  await bruno.reload();
  await expect(shown(bruno)).toHaveText(ready);
  expect(annaErrors).toEqual([]);
  expect(brunoErrors).toEqual([]);
});
