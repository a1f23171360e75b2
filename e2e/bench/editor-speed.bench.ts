import { expect, test, type Page } from '@playwright/test';
import { drag, squareCentre } from '../tests/board';
import { stats } from './stats';

/** Starts timing every animation frame of the page. */
async function startFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: number[] = [];
    (window as unknown as { frames_: number[] }).frames_ = frames;
    let last = performance.now();
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The frame times since `startFrames`, without the first two (the timer settling). */
const framesSoFar = (page: Page): Promise<number[]> =>
  page.evaluate(() => (window as unknown as { frames_: number[] }).frames_.slice(2));

test('editor speed: painting on an 80x80x4 map, and opening the Fortress of Valdemor', async ({
  page,
}) => {
  await page.goto('/editor/');

  // Opening Valdemor: from the choice to the board of its ground floor drawn.
  const opens: number[] = [];
  for (let i = 0; i < 5; i++) {
    await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption('training-hall');
    const started = Date.now();
    await page
      .getByRole('combobox', { name: 'Sample dungeon' })
      .selectOption('fortress-of-valdemor');
    await expect(
      page.getByRole('img', { name: 'Fortress of Valdemor, Ground floor' }),
    ).toBeVisible();
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    opens.push(Date.now() - started);
  }

  // The largest map: 80 x 80 on 4 floors, then brush strokes across it while frames are timed.
  await page.getByLabel('New map width').fill('80');
  await page.getByLabel('New map height').fill('80');
  await page.getByLabel('New map floors').fill('4');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('80 x 80 squares, 4 floors')).toBeVisible();
  await page.getByRole('button', { name: 'water' }).click();
  const box = (await page.locator('canvas').first().boundingBox())!;
  await startFrames(page);
  for (let stroke = 0; stroke < 6; stroke++) {
    const y = box.y + box.height * (0.2 + stroke * 0.1);
    await page.mouse.move(box.x + box.width * 0.2, y);
    await page.mouse.down();
    for (let step = 0; step <= 40; step++)
      await page.mouse.move(box.x + box.width * (0.2 + (0.6 * step) / 40), y + (step % 5));
    await page.mouse.up();
  }
  const frames = await framesSoFar(page);

  // The control: a bare page that changes one line of text on each pointer move, driven the same
  // way. In headless Chromium without a GPU, any change on screen per synthetic pointer event
  // costs a frame, so its p95 is the floor this harness can show, whatever the editor does.
  await page.setContent('<main style="width:800px;height:600px"></main><footer>0</footer>');
  const control = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const footer = document.querySelector('footer')!;
    main.addEventListener('pointermove', (e) => (footer.textContent = String(e.clientX >> 3)));
    return main.getBoundingClientRect().toJSON() as { x: number; y: number; width: number };
  });
  await startFrames(page);
  for (let step = 0; step <= 240; step++)
    await page.mouse.move(control.x + 100 + (step % 40) * 15, control.y + 300 + (step % 5));
  const controlFrames = await framesSoFar(page);
  const open = stats(opens);
  const frame = stats(frames);
  const floor = stats(controlFrames);
  console.log(
    [
      '',
      `Opening the Fortress of Valdemor to its first draw: median ${open.median} ms, p95 ${open.p95} ms over ${opens.length} opens (target under 500 ms)`,
      `Frames while painting 6 strokes on an 80x80x4 map: median ${frame.median.toFixed(1)} ms, p95 ${frame.p95.toFixed(1)} ms over ${frames.length} frames (target p95 under 16.7 ms)`,
      `Control, a bare page changing one line of text a pointer move: median ${floor.median.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms over ${controlFrames.length} frames (the harness's own floor)`,
      '',
    ].join('\n'),
  );
});

test('editor speed: pasting a 40x40 region on an 80x80x4 map', async ({ page }) => {
  await page.goto('/editor/');
  await page.getByLabel('New map width').fill('80');
  await page.getByLabel('New map height').fill('80');
  await page.getByLabel('New map floors').fill('4');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('80 x 80 squares, 4 floors')).toBeVisible();
  const grid = { width: 80, height: 80 };

  // Something to carry: water painted across the region to copy.
  await page.getByRole('button', { name: 'water' }).click();
  await page.keyboard.press('r');
  await drag(page, { x: 5, y: 5 }, { x: 30, y: 30 }, grid);
  await page.keyboard.press('s');
  await drag(page, { x: 0, y: 0 }, { x: 39, y: 39 }, grid);
  await expect(page.getByText('40 x 40 squares selected')).toBeVisible();
  await page.keyboard.press('Control+c');

  /** From the press of the pointer to the end of the first frame after it, the one that shows its effect. */
  const timedPress = async (x: number, y: number) => {
    const at = await squareCentre(page, x, y, grid);
    await page.mouse.move(at.x - 20, at.y - 20);
    await page.mouse.move(at.x, at.y, { steps: 4 });
    // The autosave of the edit before (300 ms after it) is not the press's to pay for.
    await page.waitForTimeout(600);
    await page.evaluate(() =>
      window.addEventListener(
        'pointerdown',
        () => ((window as unknown as { pressed_: number }).pressed_ = performance.now()),
        { capture: true, once: true },
      ),
    );
    await page.mouse.down();
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            resolve(performance.now() - (window as unknown as { pressed_: number }).pressed_),
          ),
        ),
    );
    await page.mouse.up();
    return ms;
  };
  // Each paste: the region picked up and brought over its place, then placed with a click; undone
  // after. The control: a press that only starts a new selection, which redraws the outline.
  const pastes: number[] = [];
  const presses: number[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Control+v');
    pastes.push(await timedPress(40, 40));
    await page.keyboard.press('Control+z');
    presses.push(await timedPress(60, 20));
  }
  const paste = stats(pastes);
  const press = stats(presses);
  const frame = 1000 / 60;
  console.log(
    [
      '',
      `Pasting a 40x40 region on an 80x80x4 map, from the click to the frame that shows it: median ${paste.median.toFixed(1)} ms, p95 ${paste.p95.toFixed(1)} ms over ${pastes.length} pastes; lands within ${Math.ceil(paste.p95 / frame)} frame(s) (target within two, ${(2 * frame).toFixed(1)} ms)`,
      `Control, a press that only starts a selection on the same map: median ${press.median.toFixed(1)} ms, p95 ${press.p95.toFixed(1)} ms (the harness's own floor for a press that changes the board); the paste costs ${(paste.median - press.median).toFixed(1)} ms more at the median`,
      '',
    ].join('\n'),
  );
});
