import { useMemo, useRef, type Dispatch, type SetStateAction } from 'react';
import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import {
  boatsNow,
  isMonster,
  mechanismMarks,
  sameSquare,
  tackleZones,
  type MatchView,
  type Square,
} from '@dungeonbowl/engine';
import {
  BoardStage,
  FloorTabs,
  useFloorKeys,
  type BoardPiece,
  type SquarePointerEvent,
} from '@dungeonbowl/ui';
import { actionSquare } from './action-words';
import { MECHANISM_TINTS, REACH, RUSH, shadeOf } from './board-colours';
import { positionKey, positionLetters } from './position-letters';
import { pieceColour } from './team-colours';
import { useTeamColours } from './use-team-colours';

interface Props {
  readonly map: DungeonMap;
  readonly view: MatchView;
  readonly selected: string | null;
  readonly floor: number;
  readonly onFloor: Dispatch<SetStateAction<number>>;
  /** A click: the pointer pressed and released on the same square. */
  readonly onSquare: (square: Square) => void;
  /** A drag from one square to another, e.g. a player carried across his end zone during set-up. */
  readonly onDrag?: (from: Square, to: Square) => void;
  readonly onHover: (square: Square | null) => void;
  /** A route to draw, e.g. to the hovered square. */
  readonly path?: readonly Square[] | undefined;
  /** The way chosen and waiting for the coach to confirm it, drawn apart from `path`. */
  readonly chosenPath?: readonly Square[] | undefined;
  /** Squares the selected player may reach, shaded apart from the single steps offered. */
  readonly reach?: readonly Square[] | undefined;
  /** The squares of `reach` he reaches only by Rushing (BB-MOVE-5), shaded apart from the others. */
  readonly rushes?: readonly Square[] | undefined;
  /** The team whose players the opposition's tackle zones drawn over the board would Mark; null draws none. */
  readonly zonesFor?: number | null;
}

/**
 * The match's board: the dungeon drawn by the shared renderer, with the players, the ball, the
 * chests still closed, and the squares the coach's possible actions point at.
 */
export function MatchBoard({
  map,
  view,
  selected,
  floor,
  onFloor,
  onSquare,
  onDrag,
  onHover,
  path,
  chosenPath,
  reach,
  rushes,
  zonesFor = null,
}: Props) {
  const pressed = useRef<Square | null>(null);
  const state = view.state;
  useFloorKeys(map.floors.length, onFloor);
  // The chests still closed are the ones the public state lists; opened ones vanish. The boats
  // are drawn where they have been rowed to (DB-BOAT-4), not where the map starts them.
  const boats = useMemo(() => boatsNow(state), [state]);
  const shownMap = useMemo(
    () => ({
      ...map,
      chests: map.chests.filter((c) => state.chests.some((s) => sameSquare(s.at, c))),
      ...(map.features && {
        features: map.features.map((f) => {
          const boat = f.kind === 'boat' ? boats.find((b) => b.id === f.id) : undefined;
          return boat ? { ...f, ...boat.at, facing: boat.facing } : f;
        }),
      }),
    }),
    [map, state.chests, boats],
  );
  const letters = useMemo(() => positionLetters(state), [state]);
  const teamColours = useTeamColours();
  const pieces = useMemo(() => {
    const result: BoardPiece[] = [];
    for (const p of state.players) {
      if (p.box !== null || p.at === null || p.at.floor !== floor) continue;
      if (isMonster(p)) {
        // A dungeon monster belongs to no team (DB-GOBLOURS-1): drawn as a piece of its own.
        result.push({
          kind: 'monster',
          x: p.at.x,
          y: p.at.y,
          colour: pieceColour(teamColours, p.team),
          label: p.name[0] ?? 'M',
          stance: p.stance,
        });
        continue;
      }
      result.push({
        kind: 'player',
        x: p.at.x,
        y: p.at.y,
        colour: pieceColour(teamColours, p.team),
        label: String(p.number),
        position: letters.get(positionKey(p.team, p.position)) ?? '',
        stance: p.stance,
        hasBall: state.ball.carrier === p.id,
        used: p.activated && p.team === state.turn.team,
        selected: p.id === selected,
        acting: p.id === state.turn.activation?.player,
      });
    }
    const ball = state.ball.at;
    if (state.ball.carrier === null && ball && ball.floor === floor)
      result.push({ kind: 'ball', x: ball.x, y: ball.y });
    return result;
  }, [state, floor, selected, letters, teamColours]);
  const shades = useMemo(() => {
    const byColour = new Map<string, { x: number; y: number }[]>();
    for (const action of view.actions) {
      if (action.type === 'place' && selected !== null && action.player !== selected) continue;
      const fill = shadeOf(action);
      const square = fill && actionSquare(action, state);
      if (!fill || !square || square.floor !== floor) continue;
      byColour.set(fill, [...(byColour.get(fill) ?? []), square]);
    }
    const rushed = (rushes ?? []).filter((s) => s.floor === floor);
    const reachable = (reach ?? []).filter(
      (s) => s.floor === floor && !rushed.some((r) => sameSquare(r, s)),
    );
    const mechanisms = mechanismMarks(state).flatMap((mark) => {
      const fill = MECHANISM_TINTS[mark.state];
      const squares = mark.squares.filter((s) => s.floor === floor);
      return fill && squares.length > 0 ? [{ fill, squares }] : [];
    });
    return [
      ...mechanisms,
      ...(reachable.length > 0 ? [{ fill: REACH, squares: reachable }] : []),
      ...(rushed.length > 0 ? [{ fill: RUSH, squares: rushed }] : []),
      ...[...byColour].map(([fill, squares]) => ({ fill, squares })),
    ];
  }, [view.actions, state, floor, selected, reach, rushes]);
  const zones = useMemo(
    () =>
      zonesFor === null
        ? undefined
        : tackleZones(state, zonesFor, floor).map((z) => ({ ...z.square, count: z.markers })),
    [state, zonesFor, floor],
  );
  const counts = map.floors.map(
    (_, f) => state.players.filter((p) => p.box === null && p.at?.floor === f).length,
  );
  const pointer = (event: SquarePointerEvent) => {
    if (event.type === 'move') onHover(event.square);
    else if (event.type === 'leave') onHover(null);
    else if (event.type === 'down') pressed.current = event.square;
    else if (event.type === 'up' && event.square) {
      const from = pressed.current;
      pressed.current = null;
      if (from && onDrag && (from.x !== event.square.x || from.y !== event.square.y))
        onDrag(from, event.square);
      else onSquare(event.square);
    }
  };
  return (
    <>
      <FloorTabs map={map} floor={floor} onChange={onFloor} counts={counts} />
      <div className="board-area">
        <BoardStage
          map={shownMap}
          floor={floor}
          label={`${map.meta.name}, ${map.floors[floor]?.name ?? ''}: the match board`}
          pieces={pieces}
          shades={shades}
          path={(path ?? []).filter((s) => s.floor === floor)}
          chosenPath={(chosenPath ?? []).filter((s) => s.floor === floor)}
          zones={zones}
          onSquarePointer={pointer}
        />
      </div>
    </>
  );
}
