import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { useState } from 'react';
import { useEditorDispatch } from '../../app/hooks';
import { ConfirmLoss } from './ConfirmLoss';
import {
  addedStack,
  MAX_FLOORS,
  movedStack,
  removedStack,
  restackFloors,
  type FloorStack,
} from './floor-stack';
import { duplicateFloor } from '../region/region-clip';
import { floorAdded, floorDuplicated, floorMoved, floorRemoved, floorRenamed } from './mapSlice';

interface Props {
  readonly map: DungeonMap;
  readonly floor: number;
  /** The floor to show after a change: the one moved, added, or the one below a removed floor. */
  readonly onFloorChange: (floor: number) => void;
}

interface Pending {
  readonly question: string;
  readonly confirm: string;
  readonly lost: readonly string[];
  readonly run: () => void;
}

/**
 * The floor shown: its name, and floors added above it, removed, or moved up or down the stack.
 * A change that takes things away (a removed floor's contents, ladders between floors no longer
 * next to each other) lists them and asks first; Undo brings everything back.
 */
export function FloorControls({ map, floor, onFloorChange }: Props) {
  const dispatch = useEditorDispatch();
  const [pending, setPending] = useState<Pending | null>(null);
  const count = map.floors.length;
  const name = map.floors[floor]?.name ?? '';
  const change = (stack: FloorStack, question: string, confirm: string, run: () => void) => {
    const { lost } = restackFloors(map, stack);
    if (lost.length === 0) return run();
    setPending({ question, confirm, lost, run });
  };
  const move = (to: number) =>
    change(
      movedStack(count, floor, to),
      `Moving ${name} ${to > floor ? 'up' : 'down'} takes away:`,
      'Move it and lose them',
      () => {
        dispatch(floorMoved({ from: floor, to }));
        onFloorChange(to);
      },
    );
  return (
    <>
      <label>
        This floor&apos;s name
        <input
          value={name}
          maxLength={40}
          onChange={(e) => dispatch(floorRenamed({ floor, name: e.target.value }))}
        />
      </label>
      <div className="row">
        <button
          type="button"
          disabled={count >= MAX_FLOORS}
          onClick={() =>
            change(
              addedStack(count, floor + 1),
              `A floor added above ${name} comes between floors joined by:`,
              'Add it and lose them',
              () => {
                dispatch(floorAdded({ at: floor + 1 }));
                onFloorChange(floor + 1);
              },
            )
          }
          title="A floor of solid rock above this one; the floors above move up one"
        >
          Add a floor above this one
        </button>
        <button
          type="button"
          disabled={count <= 1}
          onClick={() =>
            change(removedStack(count, floor), `Removing ${name} takes away:`, 'Remove it', () => {
              dispatch(floorRemoved({ floor }));
              onFloorChange(Math.max(0, floor - 1));
            })
          }
          title="Takes away this floor and all on it or leading to it, after saying what (Undo brings it back)"
        >
          Remove this floor
        </button>
      </div>
      <button
        type="button"
        disabled={count >= MAX_FLOORS}
        onClick={() => {
          const copied = duplicateFloor(map, floor);
          const run = () => {
            dispatch(floorDuplicated({ floor }));
            onFloorChange(count);
          };
          if ('refused' in copied || copied.left.length === 0) return run();
          setPending({
            question: `The copy of ${name} goes on top of the stack, without:`,
            confirm: 'Copy it without them',
            lost: copied.left,
            run,
          });
        }}
        title="A copy of this floor, with the things on it given fresh ids, on top of the stack (move it down from here)"
      >
        Duplicate this floor
      </button>
      <div className="row">
        <button
          type="button"
          disabled={floor <= 0}
          onClick={() => move(floor - 1)}
          title="This floor changes place with the one below; everything on it goes with it"
        >
          Move floor down
        </button>
        <button
          type="button"
          disabled={floor >= count - 1}
          onClick={() => move(floor + 1)}
          title="This floor changes place with the one above; everything on it goes with it"
        >
          Move floor up
        </button>
      </div>
      {pending && (
        <ConfirmLoss
          label="Confirm floor change"
          question={pending.question}
          lost={pending.lost}
          confirm={pending.confirm}
          cancel="Keep the floors as they are"
          onConfirm={() => {
            pending.run();
            setPending(null);
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
