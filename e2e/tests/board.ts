import type { Page } from '@playwright/test';

/**
 * The page position of a square's centre while the board is fitted to its box, by the same
 * arithmetic as the board (fitView, 16 px margin).
 */
export async function squareCentre(
  page: Page,
  x: number,
  y: number,
  grid = { width: 26, height: 15 },
) {
  const box = (await page.locator('canvas').first().boundingBox())!;
  const size = Math.max(
    4,
    Math.floor(Math.min((box.width - 32) / grid.width, (box.height - 32) / grid.height)),
  );
  const originX = Math.floor((box.width - size * grid.width) / 2);
  const originY = Math.floor((box.height - size * grid.height) / 2);
  return { x: box.x + originX + (x + 0.5) * size, y: box.y + originY + (y + 0.5) * size };
}

/** Presses on one square, moves to another and releases, as a person drags. */
export async function drag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  grid?: { width: number; height: number },
) {
  const a = await squareCentre(page, from.x, from.y, grid);
  const b = await squareCentre(page, to.x, to.y, grid);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** Clicks the centre of a square. */
export async function clickSquare(
  page: Page,
  x: number,
  y: number,
  grid?: { width: number; height: number },
) {
  const at = await squareCentre(page, x, y, grid);
  await page.mouse.click(at.x, at.y);
}

/** How many pixels of the board's canvases are exactly of a colour (#rrggbb). */
export const pixelsOf = (page: Page, colour: string) =>
  page.evaluate((hex) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    let n = 0;
    for (const canvas of document.querySelectorAll('canvas')) {
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      for (let i = 0; i < data.length; i += 4)
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b) n++;
    }
    return n;
  }, colour);
