import { tools } from '../tools/registry';

/** A key or a mouse gesture of the editor and what it does, as the "?" sheet lists it. */
export interface Shortcut {
  /** The keys or the gesture, as a person reads them: "Ctrl+Z", "Right-click". */
  readonly keys: string;
  readonly does: string;
  readonly group: ShortcutGroup;
}

export type ShortcutGroup = 'Tools' | 'Edit' | 'View' | 'Mouse';

/**
 * Every shortcut and mouse gesture of the editor but the tools' own keys (which come from the
 * tool registry): the one table the "?" sheet reads. A new shortcut is added here as well as
 * where it is handled.
 */
export const shortcuts: readonly Shortcut[] = [
  {
    keys: 'Ctrl+Z',
    does: 'Undo (shows the floor it changed and says what it undid)',
    group: 'Edit',
  },
  { keys: 'Ctrl+Shift+Z or Ctrl+Y', does: 'Redo', group: 'Edit' },
  { keys: 'Delete or Backspace', does: 'Remove the thing selected', group: 'Edit' },
  {
    keys: 'Escape',
    does: 'Let go of the selection, stop picking squares, or start a chute or an elevator again',
    group: 'Edit',
  },
  { keys: 'Ctrl+C', does: 'Copy the region selected', group: 'Edit' },
  { keys: 'Ctrl+X', does: 'Cut the region selected', group: 'Edit' },
  { keys: 'Ctrl+V', does: 'Paste the region copied (on any floor)', group: 'Edit' },
  { keys: 'Ctrl+D', does: 'Duplicate the region selected', group: 'Edit' },
  { keys: 'Delete (Region)', does: 'Clear the region selected', group: 'Edit' },
  { keys: 'Escape (Region)', does: 'Drop the region selected or being pasted', group: 'Edit' },
  { keys: 'X / Y (Region)', does: 'Flip the region left to right / top to bottom', group: 'Edit' },
  { keys: 'Ctrl+A', does: 'Nothing: the page text is never selected', group: 'Edit' },
  { keys: 'Enter', does: 'Next step of a chute or an elevator', group: 'Edit' },
  { keys: 'X', does: 'Turn the end zone to place (2 x 4 or 4 x 2)', group: 'Edit' },
  { keys: 'Page Up / Page Down', does: 'The floor above / below', group: 'View' },
  { keys: '+ / -', does: 'Zoom in / out', group: 'View' },
  { keys: '0', does: 'Fit the board to the window', group: 'View' },
  { keys: 'Arrow keys', does: 'Pan the board', group: 'View' },
  { keys: 'G', does: 'Show or hide the grid', group: 'View' },
  { keys: '?', does: 'This sheet', group: 'View' },
  { keys: 'Wheel', does: 'Zoom about the pointer', group: 'Mouse' },
  { keys: 'Middle drag or Space+drag', does: 'Pan the board', group: 'Mouse' },
  { keys: 'Right-click', does: 'Take the terrain of a square for painting', group: 'Mouse' },
  {
    keys: 'Shift-click (Brush)',
    does: 'Paint a straight line from the last square',
    group: 'Mouse',
  },
  { keys: 'Shift on release (Rectangle)', does: 'Paint the outline only', group: 'Mouse' },
  { keys: 'Shift-click (Fill)', does: 'Fill all of that terrain on the floor', group: 'Mouse' },
  { keys: 'Click a finding', does: 'Show its floor and square, select its thing', group: 'Mouse' },
];

/** The tools' keys and the table above, group by group, as the sheet shows them. */
export function shortcutSheet(): { group: ShortcutGroup; rows: readonly Shortcut[] }[] {
  const all: readonly Shortcut[] = [
    ...tools.map((t) => ({
      keys: t.key.toUpperCase(),
      does: `${t.label}: ${t.hint}`,
      group: 'Tools' as const,
    })),
    ...shortcuts,
  ];
  return (['Tools', 'Edit', 'View', 'Mouse'] as const).map((group) => ({
    group,
    rows: all.filter((s) => s.group === group),
  }));
}
