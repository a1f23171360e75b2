import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { squareCentre } from './board';
import { serverForSpec } from './online-server';
import { watchErrors } from './page-errors';

// These tests run the built server itself (apps/server/dist/main.js), with a database of their
// own, and stop and start it as they need: one at a time.
test.describe.configure({ mode: 'serial' });

const server = serverForSpec(Number(process.env['E2E_ONLINE_PORT'] ?? 4321));

/** A coach's screen of his own (a browser context: its own storage), at a window size. */
async function screen(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  // Ending a turn with players left asks first: the coaches say yes.
  page.on('dialog', (dialog) => void dialog.accept());
  return { page, errors: watchErrors(page) };
}

const endTurn = (page: Page) => page.getByRole('button', { name: 'End turn' });

/** The screen of the coach who must act now, once one of them may end his turn. */
async function acting(pages: readonly Page[]): Promise<Page> {
  await expect(async () => {
    const shown = await Promise.all(pages.map((p) => endTurn(p).isVisible()));
    expect(shown).toContain(true);
  }).toPass({ timeout: 30_000 });
  for (const page of pages) if (await endTurn(page).isVisible()) return page;
  throw new Error('Nobody may act.');
}

/** Both coaches set up, each on his own screen, with Auto-place, as the room asks them. */
async function setUpBoth(pages: readonly Page[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    for (const page of pages) {
      if (await endTurn(page).isVisible()) return;
      const take = page.getByRole('button', { name: /^Take end zone/ }).first();
      if (await take.isVisible()) await take.click();
      const autoPlace = page.getByRole('button', { name: 'Auto-place' });
      if (await autoPlace.isVisible()) {
        await autoPlace.click();
        const done = page.getByRole('button', { name: 'Set-up done' });
        await expect(done).toBeVisible();
        await done.click();
        await expect(done).toBeHidden();
      }
    }
    await pages[0]!.waitForTimeout(250);
  }
  throw new Error('The set-up did not end.');
}

/** Where a player of the acting coach's roster stands, read from the roster. */
async function whereIs(page: Page, number: string) {
  const player = page
    .getByRole('region', { name: 'Your team' })
    .getByRole('listitem')
    .filter({ hasText: `${number} ` });
  const [, x, y] = /\((\d+), (\d+)\)/.exec((await player.textContent()) ?? '') ?? [];
  return { player, x: Number(x), y: Number(y) };
}

test('two coaches play online from an invite link, across a reload and a restart of the server; a spectator watches', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const anna = await screen(browser, 1440, 900);
  const bruno = await screen(browser, 1280, 720);
  const a = anna.page;
  const b = bruno.page;

  // Anna creates the match: she plays seat 1 herself, Bruno gets an invite link for seat 2.
  await a.goto(`${server.url}/play/`);
  await a.getByRole('button', { name: 'Play online' }).click();
  await expect(a.getByRole('region', { name: 'Recent matches' })).toBeVisible();
  await a.getByLabel('Coach of seat 1').fill('Anna');
  await a.getByLabel('Coach of seat 2').fill('Bruno');
  await a.screenshot({ path: 'output/screenshots/online-create-1440.png' });
  await a.getByRole('button', { name: 'Create the online match' }).click();
  const links = a.getByRole('region', { name: 'Invite links' });
  await expect(links).toBeVisible();
  const seatLink = await links.getByLabel('Seat 2 (Bruno)').inputValue();
  const watchLink = await links.getByLabel('Spectators').inputValue();
  expect(seatLink).toMatch(/\/play\/#online=[\w-]+\.[\w-]+$/);
  expect(watchLink).toMatch(/\/play\/#watch=[\w-]+\.[\w-]+$/);
  await expect(a.getByRole('list', { name: 'Seats' })).toContainText('Anna');
  // A reload keeps Anna's seat, and the links she has not sent yet.
  await a.reload();
  await expect(links.getByLabel('Seat 2 (Bruno)')).toHaveValue(seatLink);
  await expect(a.getByText('This browser keeps your seat')).toBeVisible();
  await a.getByRole('button', { name: 'Ready' }).click();
  await expect(a.getByRole('button', { name: 'Ready' })).toHaveAttribute('aria-pressed', 'true');
  await a.screenshot({ path: 'output/screenshots/online-invite-links-1440.png' });
  await a.setViewportSize({ width: 1280, height: 720 });
  await a.screenshot({ path: 'output/screenshots/online-invite-links-1280.png' });
  await a.setViewportSize({ width: 1440, height: 900 });

  // A tampered link opens no seat, and says so.
  const intruder = await screen(browser, 1280, 720);
  await intruder.page.goto(seatLink.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await expect(intruder.page.getByRole('alert')).toContainText(
    'This token opens no seat of this match.',
  );
  await intruder.page.context().close();

  // Bruno opens his link, chooses his team and says he is ready: the match starts.
  await b.goto(seatLink);
  await expect(b.getByRole('main', { name: 'Online match lobby' })).toBeVisible();
  await expect(b.getByText('This browser keeps your seat')).toBeVisible();
  const orcs = await b.locator('option', { hasText: /^Orc/ }).first().textContent();
  await b.getByRole('combobox', { name: 'Your team' }).selectOption({ label: orcs! });
  await b.getByRole('button', { name: 'Use this team' }).click();
  await expect(b.getByText(/^Chosen: /)).toBeVisible();
  await expect(a.getByRole('list', { name: 'Seats' })).toContainText('Bruno');
  await b.screenshot({ path: 'output/screenshots/online-lobby-1280.png' });
  await b.getByRole('button', { name: 'Ready' }).click();
  await expect(a.locator('.match-layout')).toBeVisible({ timeout: 15_000 });
  await expect(b.locator('.match-layout')).toBeVisible();

  await setUpBoth([a, b]);
  // Whoever acts first ends his turn; then Anna, the humans' coach, moves a Catcher.
  let first = await acting([a, b]);
  if (first === b) {
    await endTurn(b).click();
    first = await acting([a, b]);
  }
  expect(first).toBe(a);
  await expect(a.getByText('Your turn')).toBeVisible();
  await expect(b.getByText('Anna to act')).toBeVisible();
  const catcher = await whereIs(a, '#5');
  // Three squares towards the middle, past his team-mates in the end zone.
  const step = { x: catcher.x <= 12 ? catcher.x + 3 : catcher.x - 3, y: catcher.y };
  await catcher.player.getByRole('button').click();
  const there = await squareCentre(a, step.x, step.y);
  await a.mouse.move(there.x, there.y);
  await expect(a.getByText(/^\d+ squares?: /)).toBeVisible();
  // A first click chooses the way, kept at this screen until the second click goes.
  await a.mouse.click(there.x, there.y);
  await expect(a.getByRole('group', { name: 'Chosen way' })).toBeVisible();
  await a.mouse.click(there.x, there.y);
  await expect(catcher.player).toContainText(`(${step.x}, ${step.y})`);
  await a.screenshot({ path: 'output/screenshots/online-coach-1440.png' });
  await b.screenshot({ path: 'output/screenshots/online-other-coach-1280.png' });

  // Anna reloads mid-turn: she is back at her seat, her Catcher where he went, and her log
  // tells the match from its start again, his steps included.
  const log = a.getByRole('region', { name: 'Match log' });
  const logBefore = await log.locator('li').allInnerTexts();
  expect(logBefore.join('\n')).toContain(`moves to (${step.x}, ${step.y})`);
  await a.reload();
  await expect(endTurn(a)).toBeVisible({ timeout: 15_000 });
  await expect((await whereIs(a, '#5')).player).toContainText(`(${step.x}, ${step.y})`);
  await expect(log.locator('li')).toHaveText(logBefore);
  await a.screenshot({ path: 'output/screenshots/online-coach-reloaded-1440.png' });
  await expect(b.getByText(/Anna · away|Anna$/).first()).toBeVisible();

  // The server stops dead mid-match and starts again: both screens come back, nothing lost.
  await server.kill();
  await expect(a.getByText('The connection was lost')).toBeVisible({ timeout: 15_000 });
  await expect(b.getByText('The connection was lost')).toBeVisible({ timeout: 15_000 });
  await server.start();
  await expect(a.getByText('The connection was lost')).toBeHidden({ timeout: 30_000 });
  await expect(b.getByText('The connection was lost')).toBeHidden({ timeout: 30_000 });
  await expect(endTurn(a)).toBeVisible();
  await expect((await whereIs(a, '#5')).player).toContainText(`(${step.x}, ${step.y})`);
  await endTurn(a).click();
  await expect(b.getByText('Your turn')).toBeVisible({ timeout: 15_000 });
  await endTurn(b).click();
  await expect(a.getByText('Your turn')).toBeVisible({ timeout: 15_000 });

  // A spectator sees the match and has nothing to act with.
  const watcher = await screen(browser, 1280, 720);
  const w = watcher.page;
  await w.goto(watchLink);
  await expect(w.getByText('Watching (spectator): read-only')).toBeVisible({ timeout: 15_000 });
  await expect(w.locator('canvas').first()).toBeVisible();
  await expect(endTurn(w)).toHaveCount(0);
  await expect(w.getByRole('button', { name: 'Auto-place' })).toHaveCount(0);
  await w.screenshot({ path: 'output/screenshots/online-spectator-1280.png' });
  await w.setViewportSize({ width: 1440, height: 900 });
  await w.screenshot({ path: 'output/screenshots/online-spectator-1440.png' });
  await a.screenshot({ path: 'output/screenshots/online-coach-after-restart-1440.png' });

  // The match is in the server's list of recent matches, being played.
  const listed = (await (await fetch(`${server.url}/api/matches`)).json()) as {
    matches: { status: string; seats: { coach: string }[] }[];
  };
  expect(listed.matches[0]).toMatchObject({ status: 'playing' });
  expect(listed.matches[0]!.seats.map((s) => s.coach)).toEqual(['Anna', 'Bruno']);

  for (const { errors } of [anna, bruno, watcher])
    expect(
      errors.filter((e) => !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load/.test(e)),
    ).toEqual([]);
});

test('a coach concedes to a bot of the server; the replay downloads, is listed and opens in the viewer', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const anna = await screen(browser, 1440, 900);
  const a = anna.page;
  await a.goto(`${server.url}/play/`);
  await a.getByRole('button', { name: 'Play online' }).click();
  await a.getByLabel('Coach of seat 1').fill('Anna');
  await a.getByLabel('Who plays seat 2').selectOption('bot-heuristic');
  await a.getByRole('checkbox', { name: /LM-27/ }).check();
  await a.getByLabel('Turn timer in seconds').fill('600');
  await a.getByRole('button', { name: 'Create the online match' }).click();
  await expect(a.getByRole('region', { name: 'Invite links' })).toBeVisible();
  await a.getByRole('button', { name: 'Ready' }).click();

  await setUpBoth([a]);
  await expect(a.getByText(/^Turn ends in \d+:\d\d$/)).toBeVisible();
  await a.getByRole('button', { name: 'Concede the match' }).click();
  const summary = a.getByRole('dialog', { name: 'Match summary' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await a.screenshot({ path: 'output/screenshots/online-match-over-1440.png' });

  // The replay file: the engine's format, the seed in it now that the match is over.
  const download = a.waitForEvent('download');
  await expect(a.getByRole('link', { name: 'Download the replay' })).toBeVisible();
  await summary.getByRole('button', { name: 'Export the match' }).click();
  const file = await (await download).path();
  const replay = JSON.parse(readFileSync(file, 'utf8'));
  expect(replay).toMatchObject({ format: 'dungeonbowl-replay', version: 2 });
  expect(replay.seed).toEqual(expect.any(String));

  // It is in the recent matches, with its result and its replay.
  await summary.getByRole('button', { name: 'Watch the replay' }).click();
  await expect(a.getByText(/^Action 0 of \d+|^Action \d+ of \d+/)).toBeVisible();
  await a.getByRole('button', { name: 'New match' }).click();
  await a.getByRole('button', { name: 'Play online' }).click();
  const recent = a.getByRole('region', { name: 'Recent matches' });
  await expect(recent.getByRole('listitem').first()).toContainText(/over · .*won/);
  await expect(recent.getByRole('link', { name: 'Replay file' }).first()).toBeVisible();
  await recent.screenshot({ path: 'output/screenshots/online-recent-matches-1440.png' });
  await a.getByLabel('Open a match file…').setInputFiles(file);
  await expect(a.getByRole('dialog', { name: 'Match summary' })).toBeVisible();
  expect(anna.errors).toEqual([]);
});
