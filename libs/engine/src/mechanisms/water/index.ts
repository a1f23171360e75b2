import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import type { Board, Square } from '../../model/state';
import { changing } from '../../rules/context';
import { knockDown } from '../../rules/injury';
import { fallDone } from '../../rules/falling';
import type { Mechanism } from '../mechanism';
import type { Rectangle } from '../../board/rooms';

/** The map's jetties (pontoons, map format v1 `features`, kind `jetty`), as the board keeps them. */
export interface WaterData {
  readonly jetties: readonly (Rectangle & { readonly floor: number })[];
}

const KIND = 'water';

const jettiesOf = (board: Board): WaterData['jetties'] =>
  (board.mechanisms?.[KIND] as WaterData | undefined)?.jetties ?? [];

function fromMap(map: DungeonMap): WaterData | undefined {
  const jetties = (map.features ?? []).flatMap((f) =>
    f.kind === 'jetty'
      ? [{ floor: f.floor, x: f.x, y: f.y, width: f.width, height: f.height }]
      : [],
  );
  return jetties.length > 0 ? { jetties } : undefined;
}

/** Whether a square is on one of the map's jetties (DB-WATER-2). */
export const onJetty = (board: Board, q: Square): boolean =>
  jettiesOf(board).some(
    (j) =>
      j.floor === q.floor &&
      q.x >= j.x &&
      q.x < j.x + j.width &&
      q.y >= j.y &&
      q.y < j.y + j.height,
  );

/** Whether a square is deep water, not under a jetty (DB-WATER-1). */
export const inWater = (board: Board, q: Square): boolean =>
  board.floors[q.floor]?.[q.y]?.charAt(q.x) === '~' && !onJetty(board, q);

/**
 * Deep water (`~`), the cursed pool's too (DB-WATER-9): 3 movement points a square (DB-WATER-1),
 * but jumping in from a jetty costs 1 (DB-WATER-2) and climbing out onto one 2 (DB-WATER-3). A
 * hazardous zone (DB-HAZ-3) that players may stand in: there they block, assist and mark as
 * anywhere (DB-WATER-5, DB-WATER-8) and their Armour and Injury rolls are normal (DB-WATER-6);
 * passes, catches, interceptions and pick-ups are at −1 (DB-WATER-4) and a blocker never follows
 * up (DB-WATER-7). Pushed in, a player stays Standing (DB-WATER-10 interpretation); slipping in
 * from a precarious square beside it, he Falls Over in the water square chosen for him, with a
 * normal Armour roll. A ball in the water bounces as on any square.
 */
export const water: Mechanism = {
  kind: KIND,
  terrain: { '~': { moveCost: 3, hazard: true, ballHandling: -1, noFollowUp: true } },
  fromMap,
  stepCost: (board, from, to) => {
    if (jettiesOf(board).length === 0) return null;
    if (onJetty(board, from) && inWater(board, to)) return 1; // DB-WATER-2
    if (inWater(board, from) && onJetty(board, to)) return 2; // DB-WATER-3
    return null;
  },
  onFall: (step, fall) => {
    const p = changing(step, fall.player);
    step.events.push({ type: 'moved', player: p.id, from: p.at!, to: fall.into });
    p.at = fall.into;
    if (step.state.ball.carrier === p.id) step.state.ball.at = fall.into;
    knockDown(step, p.id, { fell: true });
    fallDone(step, fall);
  },
};
