import { expect, test } from '@playwright/test';
import { pixelsOf } from './board';
import { serverForSpec } from './online-server';
import { watchErrors } from './page-errors';

// The built server with a database of its own, on a port apart from the other online tests'.
const server = serverForSpec(Number(process.env['E2E_ONLINE_COLOURS_PORT'] ?? 4322));

test('an online match is drawn in the colour its coach chose in the team builder, on his screen and a spectator’s, and after a reload', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const anna = await context.newPage();
  const errors = watchErrors(anna);
  await anna.goto(`${server.url}/play/`);
  await anna.getByRole('button', { name: 'Play online' }).click();
  await anna.getByLabel('Coach of seat 1').fill('Anna');
  await anna.getByLabel('Who plays seat 2').selectOption('bot-heuristic');
  await anna
    .getByRole('group', { name: 'Seat 1' })
    .getByRole('button', { name: 'Build a team…' })
    .click();
  const builder = anna.getByRole('dialog', { name: 'Team builder' });
  await builder.getByLabel('Primary colour').fill('#0e7490');
  await builder.getByRole('button', { name: 'Use this team' }).click();
  await expect(builder).toBeHidden();
  await anna.getByRole('button', { name: 'Create the online match' }).click();
  const seats = anna.getByRole('list', { name: 'Seats' });
  await expect(seats.locator('.team-dot').first()).toHaveCSS(
    'background-color',
    'rgb(14, 116, 144)',
  );
  await anna.screenshot({ path: 'output/screenshots/online-team-colours-lobby-1440.png' });
  const watchLink = await anna
    .getByRole('region', { name: 'Invite links' })
    .getByRole('textbox')
    .last()
    .inputValue();

  await anna.getByRole('button', { name: 'Ready' }).click();
  const take = anna.getByRole('button', { name: /^Take end zone/ }).first();
  const autoPlace = anna.getByRole('button', { name: 'Auto-place' });
  await expect(take.or(autoPlace)).toBeVisible({ timeout: 30_000 });
  if (await take.isVisible()) await take.click();
  await autoPlace.click();
  await anna.getByRole('button', { name: 'Set-up done' }).click();
  await expect(anna.getByRole('button', { name: 'End turn' })).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => pixelsOf(anna, '#0e7490')).toBeGreaterThan(500);
  await anna.screenshot({ path: 'output/screenshots/online-team-colours-match-1440x900.png' });
  await anna.setViewportSize({ width: 1280, height: 720 });
  await anna.screenshot({ path: 'output/screenshots/online-team-colours-match-1280x720.png' });

  // A spectator's screen draws it too.
  const spectator = await (await browser.newContext()).newPage();
  await spectator.goto(watchLink);
  await expect(spectator.getByText('Watching (spectator): read-only')).toBeVisible();
  await expect.poll(() => pixelsOf(spectator, '#0e7490')).toBeGreaterThan(500);

  // Back after a reload, the room tells the colours again.
  await anna.reload();
  await expect(anna.getByRole('button', { name: 'End turn' })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => pixelsOf(anna, '#0e7490')).toBeGreaterThan(500);
  expect(errors).toEqual([]);
});
