/** The editor's tools, with the key that selects each (shown in its tooltip). */
export const tools = [
  {
    id: 'select',
    label: 'Select',
    key: 'v',
    hint: 'click a placed thing to edit it, drag it to move it, Delete removes it',
  },
  {
    id: 'region',
    label: 'Region',
    key: 's',
    hint: 'drag to select squares and things; Ctrl+C, Ctrl+X, Ctrl+V, Delete, Ctrl+D; X and Y flip; Esc drops',
  },
  { id: 'brush', label: 'Brush', key: 'b', hint: 'paint squares; Shift-click for a straight line' },
  {
    id: 'rect',
    label: 'Rectangle',
    key: 'r',
    hint: 'drag a rectangle; hold Shift on release for the outline only',
  },
  {
    id: 'fill',
    label: 'Fill',
    key: 'f',
    hint: 'fill the area of one terrain; Shift-click fills all of it on the floor',
  },
  { id: 'eraser', label: 'Eraser', key: 'e', hint: 'paint floor' },
  { id: 'picker', label: 'Picker', key: 'i', hint: 'take the terrain of a square' },
  {
    id: 'chest',
    label: 'Chest',
    key: 'c',
    hint: 'place or remove a chest; shaded squares break a setup rule',
  },
  {
    id: 'teleporter',
    label: 'Teleporter',
    key: 't',
    hint: 'place the next free number or remove one; shaded squares break a setup rule',
  },
  { id: 'end-zone', label: 'End zone', key: 'z', hint: 'place or remove an end zone; X turns it' },
  {
    id: 'ladder',
    label: 'Ladder',
    key: 'l',
    hint: 'place its foot; the hole above is made for you',
  },
  { id: 'rope', label: 'Rope', key: 'o', hint: 'place its foot; the hole above is made for you' },
  {
    id: 'chute',
    label: 'Chute',
    key: 'h',
    hint: 'click the entries, Enter, the exit a floor below, then landing squares A-D; Esc starts again',
  },
  {
    id: 'elevator',
    label: 'Elevator',
    key: 'k',
    hint: 'click the cabin squares, tick the floors it serves, Enter builds it; Esc starts again',
  },
  {
    id: 'feature',
    label: 'Feature',
    key: 'u',
    hint: 'place or remove a mechanism of the kind chosen below',
  },
  {
    id: 'room',
    label: 'Room',
    key: 'm',
    hint: 'drag the rectangle of a special room of the kind chosen below',
  },
] as const;

export type ToolId = (typeof tools)[number]['id'];

/** A tool's tooltip: its name, its key and what it does. */
export const toolTitle = (tool: (typeof tools)[number]) =>
  `${tool.label} (${tool.key.toUpperCase()}): ${tool.hint}`;
