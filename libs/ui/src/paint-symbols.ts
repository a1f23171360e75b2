import type { BoardView } from './board-geometry';
import { boardKinds } from './board-kinds';
import type { BoardSymbol } from './board-symbols';
import {
  chuteColour,
  chuteEntry,
  chuteExit,
  chuteLanding,
  paintText,
  type Painter,
} from './symbol-painters';

const roomTagColour = 'rgba(255, 253, 245, 0.92)';

/** The painter of a symbol's kind, from the one table of symbols. */
function painterOf(s: BoardSymbol): Painter | null {
  const colour = s.colour ?? chuteColour(0);
  switch (s.kind) {
    case 'feature':
      return s.feature ? boardKinds.feature[s.feature].paint : null;
    case 'end-zone':
      return boardKinds.piece['end-zone'].paint;
    case 'chest':
      return boardKinds.piece.chest.paint;
    case 'teleporter':
      return boardKinds.piece.teleporter.paint;
    case 'ladder-foot':
    case 'ladder-top':
      return boardKinds.piece.ladder.paint;
    case 'rope-foot':
    case 'rope-top':
      return boardKinds.piece.rope.paint;
    case 'elevator':
      return boardKinds.piece.elevator.paint;
    case 'chute-entry':
      return (c, w, h) => chuteEntry(c, w, h, colour);
    case 'chute-exit':
      return (c, w, h) => chuteExit(c, w, h, colour);
    case 'chute-landing':
      return (c, w, h) => chuteLanding(c, w, h, colour);
    case 'room':
      return null;
  }
}

/** A room's outline, dashed in its kind's colour. */
function paintRoomOutline(c: CanvasRenderingContext2D, s: BoardSymbol, view: BoardView) {
  const size = view.squareSize;
  const x = view.originX + s.x * size;
  const y = view.originY + s.y * size;
  c.setLineDash([Math.max(3, size * 0.3), Math.max(2, size * 0.18)]);
  c.strokeStyle = s.room ? boardKinds.room[s.room].colour : '#6b5f4d';
  c.lineWidth = Math.max(1.5, size * 0.1);
  c.strokeRect(x + 1, y + 1, s.width * size - 2, s.height * size - 2);
  c.setLineDash([]);
}

/**
 * A room's tag, its sign and its name, standing on the top edge of its first rectangle (on the
 * wall above it, mostly), so that it hides nothing inside the room; inside it on the grid's top row.
 */
function paintRoomTag(c: CanvasRenderingContext2D, s: BoardSymbol, view: BoardView) {
  if (s.label === '' || !s.room) return;
  const kind = boardKinds.room[s.room];
  const size = view.squareSize;
  const font = Math.round(Math.min(16, Math.max(10, size * 0.5)));
  const icon = font + 4;
  const height = icon + 2;
  const x = view.originX + s.x * size + 2;
  const top = view.originY + s.y * size;
  const y = s.y > 0 ? top - height + Math.min(4, size * 0.2) : top + 2;
  c.font = `bold ${font}px system-ui, sans-serif`;
  const room = s.width * size - 4;
  const textWidth = Math.min(c.measureText(s.label).width, Math.max(0, room - icon - 8));
  c.fillStyle = roomTagColour;
  c.strokeStyle = kind.colour;
  c.lineWidth = 1.5;
  c.beginPath();
  c.roundRect(x, y, icon + 6 + textWidth + 4, height, 4);
  c.fill();
  c.stroke();
  c.save();
  c.translate(x + 1, y + 1);
  kind.paint(c, icon, icon);
  c.restore();
  if (textWidth <= 0) return;
  c.fillStyle = kind.colour;
  c.textAlign = 'left';
  c.textBaseline = 'middle';
  c.fillText(s.label, x + icon + 5, y + height / 2, textWidth);
}

/**
 * Draws the things placed on a floor on a canvas, from the one table of symbols: room outlines
 * under the rest, then the thin lines tying each chute's landing squares to its exit, then every
 * symbol in the order given, and the rooms' names on top. One canvas routine for all, so a floor costs no node a symbol.
 */
export function paintSymbols(
  c: CanvasRenderingContext2D,
  symbols: readonly BoardSymbol[],
  view: BoardView,
) {
  const size = view.squareSize;
  const centre = (at: { x: number; y: number }) => ({
    x: view.originX + (at.x + 0.5) * size,
    y: view.originY + (at.y + 0.5) * size,
  });
  c.save();
  for (const s of symbols) if (s.kind === 'room') paintRoomOutline(c, s, view);
  for (const s of symbols) {
    if (!s.to) continue;
    const from = centre(s);
    const to = centre(s.to);
    c.beginPath();
    c.moveTo(from.x, from.y);
    c.lineTo(to.x, to.y);
    c.strokeStyle = s.colour ?? chuteColour(0);
    c.lineWidth = Math.max(1, size * 0.06);
    c.globalAlpha = 0.8;
    c.stroke();
    c.globalAlpha = 1;
  }
  for (const s of symbols) {
    const paint = painterOf(s);
    if (!paint) continue;
    const x = view.originX + s.x * size;
    const y = view.originY + s.y * size;
    const w = s.width * size;
    const h = s.height * size;
    c.save();
    c.translate(x, y);
    paint(c, w, h);
    c.restore();
    if (s.label === '') {
      if (s.kind.endsWith('-foot') || s.kind.endsWith('-top'))
        paintText(
          c,
          s.kind.endsWith('-foot') ? '▲' : '▼',
          x + size * 0.82,
          y + size * 0.2,
          size * 0.34,
          '#1d4ed8',
        );
      continue;
    }
    switch (s.kind) {
      case 'feature':
        // A vent's or station's number, small in the corner: not a disc, not a teleporter's.
        paintText(c, s.label, x + w - size * 0.22, y + h - size * 0.22, size * 0.36, '#111111');
        break;
      case 'teleporter':
        paintText(c, s.label, x + w / 2, y + h / 2, size * 0.55, '#ffffff', '#3b1a5a');
        break;
      case 'end-zone':
        paintText(c, s.label, x + w / 2, y + h / 2, size * 0.7, '#7a1010');
        break;
      case 'chute-landing':
        paintText(c, s.label, x + w / 2, y + h / 2, size * 0.55, s.colour ?? '#7c3a00', '#ffffff');
        break;
      default:
        paintText(c, s.label, x + w / 2, y + h / 2, size * 0.5, '#222222');
    }
  }
  // Names last, over everything: a room's tag stands on its edge.
  for (const s of symbols) if (s.kind === 'room') paintRoomTag(c, s, view);
  c.restore();
}
