import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './page-errors';
import { openSavedMatch, setUpTeam, typeSeed } from './play';

const SAVED = 'dungeonbowl.play.match';

/** Actions a hand-edited or corrupted match may hold, each put in sixth place, and the reason told. */
const badActions: readonly [unknown, RegExp][] = [
  [{ type: 'move' }, /\/actions\/5: A "move" action needs "to"/],
  [
    { type: 'move', to: { floor: 0, x: '3', y: 4 } },
    /\/actions\/5: A "move" action's "to" should be a square/,
  ],
  [
    { type: 'activate', player: 'x', action: 'move' },
    /\/actions\/5 \(\{"type":"activate","player":"x","action":"move"\}\) is refused: /,
  ],
  [{ type: 'explode' }, /\/actions\/5: There is no action "explode"/],
];

/** Accepts the next dialog (a confirmation), keeping its message. */
function acceptNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
}

test('each bad match file is refused naming its action and why, and nothing is thrown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  // A few actions of a bot match, exported before its end.
  await page.goto('/play/');
  await page.getByLabel('Coach of team 1').selectOption('heuristic');
  await typeSeed(page, 'e2e-bad-files');
  await page.getByRole('button', { name: 'Start the match' }).click();
  await page.getByLabel('Bot pace').selectOption({ label: 'Fast' });
  await expect(
    page.getByRole('region', { name: 'Match log' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await expect
    .poll(async () => (await page.getByRole('region', { name: 'Match log' }).textContent())?.length)
    .toBeGreaterThan(600);
  await page.getByRole('button', { name: 'Pause bots' }).click();
  const warned = acceptNextDialog(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export match' }).click();
  expect(await warned).toMatch(/not over.*seed.*every roll to come/);
  const file = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(file.actions.length).toBeGreaterThan(6);
  expect(file.coaches).toEqual(['heuristic', 'heuristic']);

  const leave = acceptNextDialog(page);
  await page.getByRole('button', { name: 'New match' }).click();
  await leave;
  for (const [bad, reason] of badActions) {
    const actions = [...file.actions];
    actions[5] = bad;
    await page.getByLabel('Open a match file…').setInputFiles({
      name: 'edited.replay.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ ...file, actions })),
    });
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'edited.replay.json cannot be opened' });
    await expect(refusal).toContainText(reason);
    await expect(page.getByRole('main', { name: 'New match' })).toBeVisible();
  }
  await page.screenshot({ path: 'output/screenshots/play-bad-file-refused.png' });
  // The good file still opens, its bots still bots.
  await page.getByLabel('Open a match file…').setInputFiles({
    name: 'good.replay.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await expect(page.getByText(/to act \(Bot \(heuristic\)\)/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('each bad match in the browser’s save is refused on reload with the same reason, and kept as a recovery copy to download', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const fixture = JSON.parse(
    readFileSync(new URL('fixtures/casualties-match.json', import.meta.url), 'utf8'),
  );
  await page.goto('/play/');
  for (const [i, [bad, reason]] of badActions.entries()) {
    const text = JSON.stringify({ ...fixture, actions: fixture.actions.with(5, bad) });
    await page.evaluate(([key, saved]) => localStorage.setItem(key!, saved!), [SAVED, text]);
    await page.reload();
    const refusal = page.getByRole('alert').filter({ hasText: 'cannot be resumed' });
    await expect(refusal).toContainText(reason);
    await expect(refusal).toContainText('It is kept as a recovery copy');
    const copies = page.getByRole('region', { name: 'Recovery copies' }).getByRole('listitem');
    await expect(copies).toHaveCount(i + 1);
    const download = page.waitForEvent('download');
    await copies.last().getByRole('button', { name: 'Download' }).click();
    expect(readFileSync(await (await download).path(), 'utf8')).toBe(text);
  }
  await page.screenshot({ path: 'output/screenshots/play-saved-match-refused.png' });
  // Put aside, the bad match is no longer resumed; its copies stay until deleted.
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'cannot be resumed' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Recovery copies' }).getByRole('listitem'),
  ).toHaveCount(badActions.length);
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVED)).toBeNull();
  expect(errors).toEqual([]);
});

test('with the browser’s storage full, the coach is told at once that the match is not saved, and its file loses nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto('/play/');
  // Fill the origin's storage to its quota, down to a few characters.
  await page.evaluate(() => {
    let n = 0;
    for (let size = 1 << 20; size >= 8; size >>= 1) {
      const filler = 'x'.repeat(size);
      for (;;) {
        try {
          localStorage.setItem(`filler-${n++}`, filler);
        } catch {
          break;
        }
      }
    }
  });
  await typeSeed(page, 'e2e-full');
  await page.getByRole('button', { name: 'Start the match' }).click();
  const warning = page.getByRole('alert').filter({ hasText: 'no longer saved' });
  await expect(warning).toBeVisible();
  await setUpTeam(page);
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: 'output/screenshots/play-storage-full.png' });
  const team = page.getByRole('region', { name: 'Your team' });
  const before = await team.textContent();

  const warned = acceptNextDialog(page);
  const download = page.waitForEvent('download');
  await warning.getByRole('button', { name: 'Download the match file' }).click();
  expect(await warned).toMatch(/every roll to come/);
  const path = await (await download).path();

  // With room made again, the file opens the match exactly where it was.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('filler-')) localStorage.removeItem(key);
  });
  const leave = acceptNextDialog(page);
  await page.getByRole('button', { name: 'New match' }).click();
  await leave;
  await page.getByLabel('Open a match file…').setInputFiles(path);
  await expect(page.getByRole('button', { name: 'End turn' })).toBeVisible();
  expect(await team.textContent()).toBe(before);
  await expect(warning).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the log keeps every digit of its line numbers above 99', async ({ page }) => {
  const errors = watchErrors(page);
  // A match of 620 actions saved by the browser: its log runs to hundreds of lines.
  await openSavedMatch(page, 'casualties-match.json');
  const log = page.getByRole('region', { name: 'Match log' });
  const last = log.locator('.log-number').last();
  await expect(last).toHaveText(/^\d{3,}\.$/);
  const list = await log.getByRole('list').boundingBox();
  const number = await last.boundingBox();
  expect(number!.x).toBeGreaterThanOrEqual(list!.x);
  // Every digit is drawn: the number's box is as wide as its text.
  expect(await last.evaluate((n) => n.scrollWidth <= n.clientWidth + 1)).toBe(true);
  await log.screenshot({ path: 'output/screenshots/play-log-numbers.png' });
  expect(errors).toEqual([]);
});
