import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { useState, type ReactNode } from 'react';
import { useEditorDispatch, useEditorSelector } from '../../app/hooks';
import { selectMap } from '../../app/store';
import { ConfirmLoss } from '../map/ConfirmLoss';
import { mapOpened } from '../map/mapSlice';

interface Pending {
  readonly next: DungeonMap;
  readonly then?: (() => void) | undefined;
}

/** What goes when a map with changes not saved to a file is replaced, one line each. */
export function replacedLines(map: DungeonMap): string[] {
  const floors = `${map.floors.length} floor${map.floors.length === 1 ? '' : 's'}`;
  return [
    `${map.meta.name} (${map.width} x ${map.height} squares, ${floors})`,
    'its changes since it was last saved to a file',
  ];
}

/**
 * Opens another map in place of the one edited (a sample, a file, a new blank map, a recovery
 * copy): at once when the map is saved to a file, else after asking, listing what goes. Either
 * way it is one step of history: Undo brings the replaced map back.
 */
export function useReplaceMap(onOpened: () => void): {
  readonly replace: (next: DungeonMap, then?: () => void) => void;
  readonly dialog: ReactNode;
} {
  const dispatch = useEditorDispatch();
  const current = useEditorSelector(selectMap);
  const dirty = useEditorSelector((s) => s.map.dirty);
  const [pending, setPending] = useState<Pending | null>(null);
  const open = ({ next, then }: Pending) => {
    dispatch(mapOpened(next));
    onOpened();
    then?.();
  };
  const replace = (next: DungeonMap, then?: () => void) =>
    dirty ? setPending({ next, then }) : open({ next, then });
  const dialog = pending && (
    <ConfirmLoss
      label="Confirm replacing the map"
      question={`Opening ${pending.next.meta.name} replaces the map you are editing (Undo brings it back):`}
      lost={replacedLines(current)}
      confirm={`Open ${pending.next.meta.name}`}
      cancel="Keep editing mine"
      onConfirm={() => {
        setPending(null);
        open(pending);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { replace, dialog };
}
