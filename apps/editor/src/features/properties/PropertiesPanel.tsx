import {
  capitalise,
  featureFields,
  roomFields,
  thingFields,
  type DungeonMap,
  type SchemaField,
} from '@dungeonbowl/dungeon-schema';
import { memo } from 'react';
import { useEditorDispatch, useEditorStore } from '../../app/hooks';
import {
  endZoneTurned,
  teleporterRenumbered,
  thingEdited,
  squareListEdited,
  thingMovedToFloor,
  thingRemoved,
} from '../map/mapSlice';
import { thingFloor } from '../map/move-to-floor';
import { squareListItems, squareListsOf } from '../map/square-lists';
import type { PickTarget } from '../../tools/pick-squares/pick-squares-tool';
import { referenceChoices } from './references';
import { SquareListField } from './SquareListField';
import { thingLists, thingName, thingSquares, type ThingRef } from '../map/things';
import { FieldInput } from './FieldInput';

interface Props {
  readonly map: DungeonMap;
  readonly selected: ThingRef;
  readonly onDeselect: () => void;
  /** Show this floor: the one the selected thing was sent to, or where its squares are picked. */
  readonly onShowFloor: (floor: number) => void;
  /** The list squares are being picked for on the board, if any. */
  readonly picking: PickTarget | null;
  /** Starts picking squares on the board for a list of the selected thing, or ends it. */
  readonly onPick: (target: PickTarget) => void;
}

/** The options a thing of this kind has, as the map format describes them. */
function fieldsOf(map: DungeonMap, ref: ThingRef): SchemaField[] {
  switch (ref.kind) {
    case 'feature': {
      const feature = map.features?.[ref.index];
      return feature ? featureFields(feature.kind) : [];
    }
    case 'room': {
      const room = map.rooms?.[ref.index];
      return room ? roomFields(room.kind).fields : [];
    }
    case 'end-zone':
      // Its size is its shape: turned with the button, not typed.
      return thingFields('endZone').filter((f) => f.name === 'id');
    case 'chute':
      return thingFields('chute');
    case 'elevator':
      return thingFields('elevator').filter((f) => f.name !== 'startFloor');
    default:
      return [];
  }
}

/**
 * The selected thing's properties: where it is and the options the map format gives its kind,
 * each edited in place (one step of history an edit), and Delete. Edits that would break a
 * setup rule are refused, and the reason is shown above the board.
 */
export const PropertiesPanel = memo(function PropertiesPanel({
  map,
  selected,
  onDeselect,
  onShowFloor,
  picking,
  onPick,
}: Props) {
  const dispatch = useEditorDispatch();
  const store = useEditorStore();
  const list = map[thingLists[selected.kind]] as readonly Record<string, unknown>[] | undefined;
  const thing = list?.[selected.index];
  if (!thing) return null;
  const edit = (fields: Record<string, unknown>) =>
    dispatch(thingEdited({ ref: selected, fields }));
  const first = thingSquares(map, selected)[0];
  const floorName = (i: number) => map.floors[i]?.name ?? `floor ${i}`;
  const room = selected.kind === 'room' ? map.rooms?.[selected.index] : undefined;
  const elevator = selected.kind === 'elevator' ? map.elevators?.[selected.index] : undefined;
  const chute = selected.kind === 'chute' ? map.chutes?.[selected.index] : undefined;
  const zone = selected.kind === 'end-zone' ? map.endZones[selected.index] : undefined;
  const feature = selected.kind === 'feature' ? map.features?.[selected.index] : undefined;
  const at = (s: { x: number; y: number }) => `(${s.x}, ${s.y})`;
  const onFloor = thingFloor(map, selected);
  const sendToFloor = (floor: number) => {
    dispatch(thingMovedToFloor({ ref: selected, floor }));
    if (store.getState().map.refusal === null) onShowFloor(floor);
  };

  return (
    <section className="properties-panel" aria-label="Properties">
      <h2>{capitalise(thingName(map, selected))}</h2>
      {first && (
        <p className="where">
          {at(first)} on {floorName(first.floor)}
          {zone && `, ${zone.width} x ${zone.height}`}
        </p>
      )}
      {onFloor !== null && map.floors.length > 1 && (
        <Choice
          name="floor"
          label={floorFieldLabel(selected)}
          value={String(onFloor)}
          options={map.floors.map((f, i) => [String(i), f.name])}
          onChange={(floor) => sendToFloor(Number(floor))}
          title="Sends it to the same square of another floor, with what belongs to it (a ladder's hole, a room's vents or trapdoors)"
        />
      )}
      {selected.kind === 'teleporter' && (
        <Choice
          name="number"
          label="Teleporter number"
          value={String(thing['number'])}
          options={[1, 2, 3, 4, 5, 6].map((n) => [String(n), String(n)])}
          onChange={(n) =>
            dispatch(teleporterRenumbered({ index: selected.index, number: Number(n) }))
          }
          title="The teleporter that has the number chosen takes this one's"
        />
      )}
      {selected.kind === 'link' && (
        <Choice
          name="kind"
          label="Link kind"
          value={String(thing['kind'])}
          options={[
            ['ladder', 'ladder (2 up or down)'],
            ['rope', 'rope (2 up, 1 down)'],
          ]}
          onChange={(kind) => edit({ kind })}
        />
      )}
      {fieldsOf(map, selected).map((field) => (
        <FieldInput
          key={`${selected.kind}-${selected.index}-${field.name}`}
          field={field}
          value={thing[field.name]}
          onCommit={(value) => edit({ [field.name]: value })}
          suggestions={feature && referenceChoices(map, feature, field.name)}
        />
      ))}
      {room &&
        roomFields(room.kind).options.map((field) => (
          <FieldInput
            key={`room-${selected.index}-option-${field.name}`}
            field={field}
            value={(room.options as Record<string, unknown> | undefined)?.[field.name]}
            onCommit={(value) => {
              const options: Record<string, unknown> = { ...room.options, [field.name]: value };
              if (value === undefined) delete options[field.name];
              edit({ options: Object.keys(options).length > 0 ? options : undefined });
            }}
          />
        ))}
      {squareListsOf(map, selected).map((field) => {
        const list = squareListItems(map, selected, field.name);
        if (!list) return null;
        return (
          <SquareListField
            key={`${selected.kind}-${selected.index}-${field.name}`}
            field={field}
            items={list.items}
            picking={picking?.list === field.name}
            onPick={() => {
              if (picking?.list !== field.name) onShowFloor(list.floor);
              onPick({ ref: selected, list: field.name });
            }}
            onRemove={(index) =>
              dispatch(
                squareListEdited({
                  ref: selected,
                  list: field.name,
                  edit: { type: 'remove', index },
                }),
              )
            }
          />
        );
      })}
      {elevator && (
        <>
          <div className="field">
            <span className="field-name">floors served</span>
            <span className="choices" role="group" aria-label="Floors served">
              {map.floors.map((f, i) => (
                <label key={i}>
                  <input
                    type="checkbox"
                    checked={elevator.floors.includes(i)}
                    onChange={(e) => {
                      const floors = map.floors
                        .map((_, j) => j)
                        .filter((j) => (j === i ? e.target.checked : elevator.floors.includes(j)));
                      edit({
                        floors,
                        startFloor: floors.includes(elevator.startFloor)
                          ? elevator.startFloor
                          : (floors[0] ?? 0),
                      });
                    }}
                  />
                  {f.name}
                </label>
              ))}
            </span>
          </div>
          <Choice
            name="starts on"
            label="Starts on"
            value={String(elevator.startFloor)}
            options={elevator.floors.map((i) => [String(i), floorName(i)])}
            onChange={(i) => edit({ startFloor: Number(i) })}
          />
        </>
      )}
      {chute && (
        <dl className="chute-squares">
          <dt>entries</dt>
          <dd>{chute.entries.map((e) => `${at(e)} ${floorName(e.floor)}`).join('; ')}</dd>
          <dt>exit</dt>
          <dd>
            {at(chute.exit)} {floorName(chute.exit.floor)}
          </dd>
          <dt>landing</dt>
          <dd>{chute.landing.map((s, i) => `${'ABCD'.charAt(i)} ${at(s)}`).join(', ')}</dd>
        </dl>
      )}
      <div className="row">
        {zone && (
          <button
            type="button"
            onClick={() => dispatch(endZoneTurned({ index: selected.index }))}
            title="Turn it about its north-west square: 2 x 4 becomes 4 x 2"
          >
            Turn
          </button>
        )}
        <button
          type="button"
          onClick={() => {
            dispatch(thingRemoved(selected));
            onDeselect();
          }}
          title="Delete (Del or Backspace)"
        >
          Delete
        </button>
      </div>
      {selected.kind === 'chute' && (
        <p className="hint">Drag any square of the chute to move that square alone.</p>
      )}
    </section>
  );
});

/** What the floor field of a thing moves: a chute's entry or exit alone, else the whole thing. */
function floorFieldLabel(ref: ThingRef): string {
  if (ref.kind !== 'chute') return 'Floor';
  if (ref.part?.role === 'entry') return `Floor of entry ${ref.part.n + 1}`;
  return ref.part
    ? 'Floor of the exit and landing squares'
    : 'Floor of the whole chute (its first entry)';
}

/** A field chosen from a list: value and text of each option. */
function Choice({
  name,
  label,
  value,
  options,
  onChange,
  title,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  title?: string;
}) {
  return (
    <div className="field" {...(title ? { title } : {})}>
      <span className="field-name">{name}</span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
