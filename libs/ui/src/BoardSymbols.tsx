import { Fragment, memo, type ReactNode } from 'react';
import { Circle, Line, Rect, Text } from 'react-konva';
import type { BoardView } from './board-geometry';
import type { BoardSymbol } from './board-symbols';

interface Props {
  readonly symbols: readonly BoardSymbol[];
  readonly view: BoardView;
}

/** Draws the things placed on a floor: end zones, chests, teleporters, links, chutes, elevators, features. */
export const BoardSymbols = memo(function BoardSymbols({ symbols, view }: Props) {
  const size = view.squareSize;
  return (
    <>
      {symbols.map((s, i) => {
        const x = view.originX + s.x * size;
        const y = view.originY + s.y * size;
        const w = s.width * size;
        const h = s.height * size;
        const label = (text: string, colour: string, scale = 0.55) => (
          <Text
            x={x}
            y={y}
            width={w}
            height={h}
            text={text}
            fill={colour}
            fontSize={Math.max(8, size * scale)}
            fontStyle="bold"
            align="center"
            verticalAlign="middle"
            listening={false}
          />
        );
        const key = `${s.kind}-${s.x}-${s.y}-${i}`;
        /** A frame inset in the symbol's squares, with its text. */
        const boxed = (
          id: string,
          style: { fill?: string; stroke: string; strokeWidth: number; cornerRadius?: number },
          text: ReactNode,
        ) => (
          <Fragment key={id}>
            <Rect x={x + 2} y={y + 2} width={w - 4} height={h - 4} {...style} listening={false} />
            {text}
          </Fragment>
        );
        switch (s.kind) {
          case 'room':
            return (
              <Rect
                key={key}
                x={x}
                y={y}
                width={w}
                height={h}
                stroke="#6b5f4d"
                strokeWidth={1}
                dash={[4, 3]}
                listening={false}
              />
            );
          case 'end-zone':
            return (
              <Fragment key={key}>
                <Rect
                  x={x + 1}
                  y={y + 1}
                  width={w - 2}
                  height={h - 2}
                  fill="rgba(190, 40, 40, 0.22)"
                  stroke="#9b1c1c"
                  strokeWidth={2}
                  listening={false}
                />
                {label(s.label, '#7a1010', 0.7)}
              </Fragment>
            );
          case 'chest':
            return (
              <Fragment key={key}>
                <Rect
                  x={x + size * 0.15}
                  y={y + size * 0.25}
                  width={size * 0.7}
                  height={size * 0.55}
                  fill="#8b5a2b"
                  stroke="#3d2410"
                  strokeWidth={1.5}
                  cornerRadius={2}
                  listening={false}
                />
                <Line
                  points={[x + size * 0.15, y + size * 0.45, x + size * 0.85, y + size * 0.45]}
                  stroke="#3d2410"
                  strokeWidth={1.5}
                  listening={false}
                />
                <Rect
                  x={x + size * 0.45}
                  y={y + size * 0.4}
                  width={size * 0.1}
                  height={size * 0.12}
                  fill="#e8c34a"
                  listening={false}
                />
              </Fragment>
            );
          case 'teleporter':
            return (
              <Fragment key={key}>
                <Circle
                  x={x + size / 2}
                  y={y + size / 2}
                  radius={size * 0.42}
                  fill="#5b2a86"
                  stroke="#e0c6ff"
                  strokeWidth={1.5}
                  listening={false}
                />
                {label(s.label, '#ffffff')}
              </Fragment>
            );
          case 'ladder-foot':
          case 'ladder-top':
            return (
              <Fragment key={key}>
                <Line
                  points={[x + size * 0.3, y + size * 0.1, x + size * 0.3, y + size * 0.9]}
                  stroke="#5a3a1a"
                  strokeWidth={2}
                  listening={false}
                />
                <Line
                  points={[x + size * 0.7, y + size * 0.1, x + size * 0.7, y + size * 0.9]}
                  stroke="#5a3a1a"
                  strokeWidth={2}
                  listening={false}
                />
                {[0.3, 0.5, 0.7].map((r) => (
                  <Line
                    key={r}
                    points={[x + size * 0.3, y + size * r, x + size * 0.7, y + size * r]}
                    stroke="#5a3a1a"
                    strokeWidth={1.5}
                    listening={false}
                  />
                ))}
                {label(s.kind === 'ladder-foot' ? '▲' : '▼', '#1d4ed8', 0.35)}
              </Fragment>
            );
          case 'rope-foot':
          case 'rope-top':
            return (
              <Fragment key={key}>
                <Line
                  points={[
                    x + size * 0.5,
                    y + size * 0.1,
                    x + size * 0.35,
                    y + size * 0.35,
                    x + size * 0.65,
                    y + size * 0.65,
                    x + size * 0.5,
                    y + size * 0.9,
                  ]}
                  stroke="#a16207"
                  strokeWidth={2.5}
                  tension={0.5}
                  listening={false}
                />
                {label(s.kind === 'rope-foot' ? '▲' : '▼', '#1d4ed8', 0.35)}
              </Fragment>
            );
          case 'chute-entry':
            return (
              <Line
                key={key}
                points={[
                  x + size * 0.15,
                  y + size * 0.2,
                  x + size * 0.85,
                  y + size * 0.2,
                  x + size * 0.5,
                  y + size * 0.85,
                ]}
                closed
                fill="#ea8a1a"
                stroke="#7c3a00"
                strokeWidth={1}
                listening={false}
              />
            );
          case 'chute-exit':
            return (
              <Circle
                key={key}
                x={x + size / 2}
                y={y + size / 2}
                radius={size * 0.35}
                stroke="#ea8a1a"
                strokeWidth={3}
                listening={false}
              />
            );
          case 'chute-landing':
            return boxed(key, { stroke: '#ea8a1a', strokeWidth: 1.5 }, label(s.label, '#7c3a00'));
          case 'elevator':
            return boxed(
              key,
              { fill: 'rgba(30, 64, 175, 0.25)', stroke: '#1e40af', strokeWidth: 2 },
              label('⇅', '#1e3a8a'),
            );
          case 'feature':
            return boxed(
              key,
              { fill: 'rgba(40, 40, 40, 0.18)', stroke: '#333', strokeWidth: 1, cornerRadius: 3 },
              label(s.label, '#222', s.label.length > 1 ? 0.4 : 0.5),
            );
        }
      })}
    </>
  );
});
