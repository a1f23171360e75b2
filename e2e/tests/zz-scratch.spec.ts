import { test } from '@playwright/test';
test('scratch zoom', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/editor/');
  for (const [id, floors] of [['fortress-of-valdemor', 3], ['pyramid-of-death', 3]] as const) {
    await page.getByRole('combobox', { name: 'Sample dungeon' }).selectOption(id);
    for (let f = 0; f < floors; f++) {
      await page.getByRole('tab').nth(f).click();
      const box = (await page.locator('.board-area canvas').first().boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.35);
      for (let i = 0; i < 5; i++) await page.mouse.wheel(0, -100);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `output/scratch/${id}-${f}-zoom.png` });
      await page.keyboard.press('0');
    }
  }
});
