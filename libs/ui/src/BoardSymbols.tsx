import { memo, useCallback } from 'react';
import type { Context } from 'konva/lib/Context';
import { Shape } from 'react-konva';
import type { BoardView } from './board-geometry';
import type { BoardSymbol } from './board-symbols';
import { paintSymbols } from './paint-symbols';

interface Props {
  readonly symbols: readonly BoardSymbol[];
  readonly view: BoardView;
}

/**
 * Draws the things placed on a floor: rooms, end zones, chests, teleporters, links, chutes,
 * elevators, features, each in the symbol of its kind. One shape for them all, so a floor full of
 * vents and rooms is one node, not one a square.
 */
export const BoardSymbols = memo(function BoardSymbols({ symbols, view }: Props) {
  const draw = useCallback(
    (context: Context) => paintSymbols(context._context, symbols, view),
    [symbols, view],
  );
  return <Shape sceneFunc={draw} listening={false} />;
});
