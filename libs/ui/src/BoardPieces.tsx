import { Fragment, memo } from 'react';
import { Circle, Ellipse, Line, Star, Text } from 'react-konva';
import type { BoardView } from './board-geometry';

/**
 * Something that moves on the board, drawn over the dungeon: a player as a disc in his team's
 * colour with his number, a dungeon monster of no team as a spiked star with its initial, or the
 * loose ball. Positions are squares of the floor shown.
 */
export type BoardPiece =
  | {
      readonly kind: 'player';
      readonly x: number;
      readonly y: number;
      readonly colour: string;
      readonly label: string;
      /** His position's letters (L, B, O...), drawn large above the number, so that an Ogre is not taken for a Lineman. */
      readonly position?: string;
      readonly stance: 'standing' | 'prone' | 'stunned';
      readonly hasBall: boolean;
      /** Already activated this turn: drawn faded. */
      readonly used: boolean;
      readonly selected: boolean;
      /** The player whose action is under way: ringed, so that the eye finds where the play is. */
      readonly acting?: boolean;
    }
  | {
      readonly kind: 'monster';
      readonly x: number;
      readonly y: number;
      readonly colour: string;
      readonly label: string;
      readonly stance: 'standing' | 'prone' | 'stunned';
    }
  | { readonly kind: 'ball'; readonly x: number; readonly y: number };

interface Props {
  readonly pieces: readonly BoardPiece[];
  readonly view: BoardView;
}

const BALL = '#b45309';
/** The ring round the player whose action is under way. */
const ACTING = '#38bdf8';
/** The ring round the ball carrier, in the ball's own light colour. */
const CARRIER = '#fde68a';

/**
 * Draws the players and the ball; a prone player lies flat, a stunned one is marked with a cross.
 * The ball is drawn large, and its carrier ringed in its colour; the acting player is ringed in blue.
 */
export const BoardPieces = memo(function BoardPieces({ pieces, view }: Props) {
  const size = view.squareSize;
  return (
    <>
      {pieces.map((p) => {
        const cx = view.originX + (p.x + 0.5) * size;
        const cy = view.originY + (p.y + 0.5) * size;
        if (p.kind === 'ball')
          return (
            <Circle
              key={`ball-${p.x}-${p.y}`}
              x={cx}
              y={cy}
              radius={size * 0.3}
              fill={BALL}
              stroke={CARRIER}
              strokeWidth={Math.max(2, size * 0.08)}
              shadowColor="#000"
              shadowBlur={4}
              listening={false}
            />
          );
        if (p.kind === 'monster')
          return <MonsterPiece key={`monster-${p.x}-${p.y}`} {...p} cx={cx} cy={cy} size={size} />;
        const down = p.stance !== 'standing';
        const radius = size * 0.4;
        return (
          <Fragment key={`player-${p.label}-${p.colour}-${p.x}-${p.y}`}>
            {(p.acting || p.hasBall) && (
              <Circle
                x={cx}
                y={cy}
                radius={size * 0.48}
                stroke={p.acting ? ACTING : CARRIER}
                strokeWidth={Math.max(2, size * 0.07)}
                dash={p.acting && p.hasBall ? [size * 0.15, size * 0.1] : []}
                listening={false}
              />
            )}
            <Ellipse
              x={cx}
              y={cy}
              radiusX={radius}
              radiusY={down ? radius * 0.55 : radius}
              fill={p.colour}
              opacity={p.used ? 0.55 : 1}
              stroke={p.selected ? '#facc15' : '#111'}
              strokeWidth={p.selected ? 3 : 1.5}
              listening={false}
            />
            {p.position ? (
              <>
                <Text
                  x={cx - radius}
                  y={cy - radius}
                  width={radius * 2}
                  height={radius * (down ? 1.2 : 1.25)}
                  text={p.position}
                  fill="#fff"
                  fontSize={Math.max(7, size * (down ? 0.26 : 0.34))}
                  fontStyle="bold"
                  align="center"
                  verticalAlign="bottom"
                  listening={false}
                />
                <Text
                  x={cx - radius}
                  y={cy + radius * (down ? 0.15 : 0.25)}
                  width={radius * 2}
                  text={p.label}
                  fill="#e2e8f0"
                  fontSize={Math.max(6, size * (down ? 0.17 : 0.22))}
                  align="center"
                  listening={false}
                />
              </>
            ) : (
              <Text
                x={cx - radius}
                y={cy - radius}
                width={radius * 2}
                height={radius * 2}
                text={p.label}
                fill="#fff"
                fontSize={Math.max(7, size * (down ? 0.3 : 0.38))}
                fontStyle="bold"
                align="center"
                verticalAlign="middle"
                listening={false}
              />
            )}
            {p.stance === 'stunned' && (
              <Line
                points={[cx - radius, cy - radius * 0.55, cx + radius, cy + radius * 0.55]}
                stroke="#fca5a5"
                strokeWidth={2}
                listening={false}
              />
            )}
            {p.hasBall && (
              <Circle
                x={cx + radius * 0.7}
                y={cy - radius * 0.7}
                radius={size * 0.22}
                fill={BALL}
                stroke={CARRIER}
                strokeWidth={Math.max(1.5, size * 0.06)}
                listening={false}
              />
            )}
          </Fragment>
        );
      })}
    </>
  );
});

/** A dungeon monster: a spiked star, flattened when it is down, crossed when Stunned. */
function MonsterPiece({
  cx,
  cy,
  size,
  colour,
  label,
  stance,
}: {
  readonly cx: number;
  readonly cy: number;
  readonly size: number;
  readonly colour: string;
  readonly label: string;
  readonly stance: 'standing' | 'prone' | 'stunned';
}) {
  const down = stance !== 'standing';
  const radius = size * 0.42;
  return (
    <>
      <Star
        x={cx}
        y={cy}
        numPoints={8}
        innerRadius={radius * 0.78}
        outerRadius={radius * 1.15}
        scaleY={down ? 0.55 : 1}
        fill={colour}
        stroke="#f97316"
        strokeWidth={2}
        listening={false}
      />
      <Text
        x={cx - radius}
        y={cy - radius}
        width={radius * 2}
        height={radius * 2}
        text={label}
        fill="#fde68a"
        fontSize={Math.max(7, size * (down ? 0.32 : 0.42))}
        fontStyle="bold"
        align="center"
        verticalAlign="middle"
        listening={false}
      />
      {stance === 'stunned' && (
        <Line
          points={[cx - radius, cy - radius * 0.55, cx + radius, cy + radius * 0.55]}
          stroke="#fca5a5"
          strokeWidth={2}
          listening={false}
        />
      )}
    </>
  );
}
