import type { LegendEntry } from './board-kinds';
import type { LegendLayout } from './picture-layout';
import { terrainFills } from './terrain-style';

/** Draws a legend in a picture: its heading, then each kind's symbol and name, row by row. */
export function paintLegend(
  c: CanvasRenderingContext2D,
  entries: readonly LegendEntry[],
  layout: LegendLayout,
) {
  c.save();
  c.fillStyle = '#222222';
  c.textAlign = 'left';
  c.textBaseline = 'middle';
  c.font = 'bold 16px system-ui, sans-serif';
  c.fillText('Legend', layout.x + 4, layout.y + layout.headingHeight / 2);
  const icon = layout.rowHeight - 6;
  c.font = '13px system-ui, sans-serif';
  entries.forEach((entry, i) => {
    const x = layout.x + (i % layout.columns) * layout.cellWidth + 4;
    const y = layout.y + layout.headingHeight + Math.floor(i / layout.columns) * layout.rowHeight;
    c.save();
    c.translate(x, y + 3);
    c.fillStyle = terrainFills['.'];
    c.fillRect(0, 0, icon, icon);
    entry.paint(c, icon, icon);
    c.strokeStyle = 'rgba(40, 32, 24, 0.45)';
    c.lineWidth = 1;
    c.strokeRect(0.5, 0.5, icon - 1, icon - 1);
    c.restore();
    c.fillStyle = '#222222';
    c.font = '13px system-ui, sans-serif';
    c.textAlign = 'left';
    c.textBaseline = 'middle';
    c.fillText(entry.name, x + icon + 8, y + layout.rowHeight / 2, layout.cellWidth - icon - 16);
  });
  c.restore();
}
