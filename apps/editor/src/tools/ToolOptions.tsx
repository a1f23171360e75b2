import { roomKindNames, type DungeonMap, type Elevator } from '@dungeonbowl/dungeon-schema';
import {
  featureKindList,
  roomKindGroups,
  roomKindList,
  type FeatureKind,
  type RoomKind,
} from '../features/map/new-feature';
import type { EndZoneShape } from '../features/map/placement';
import { chutePrompt, type ChuteState } from './chute/chute-tool';
import type { ElevatorState } from './elevator/elevator-tool';
import type { ToolId } from './registry';

export interface ToolSettings {
  readonly featureKind: FeatureKind;
  readonly roomKind: RoomKind;
  readonly shape: EndZoneShape;
  readonly elevatorKind: Elevator['kind'];
  /** The floors a new elevator serves; null for every floor. */
  readonly elevatorFloors: readonly number[] | null;
}

interface Props {
  readonly map: DungeonMap;
  readonly tool: ToolId;
  readonly settings: ToolSettings;
  readonly onSettings: (change: Partial<ToolSettings>) => void;
  readonly chute: ChuteState;
  readonly elevator: ElevatorState;
  /** Enter: the chute's next step, or the elevator built. */
  readonly onNext: () => void;
  /** Escape: the chute or elevator started again. */
  readonly onCancel: () => void;
}

/** What the active tool lets you choose, and where a tool built in steps has got to. */
export function ToolOptions({
  map,
  tool,
  settings,
  onSettings,
  chute,
  elevator,
  onNext,
  onCancel,
}: Props) {
  const steps = (prompt: string, problem: string | undefined, next: string) => (
    <div className="tool-steps">
      <p className="tool-option" aria-live="polite">
        {prompt}
      </p>
      {problem && (
        <p className="field-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="row">
        <button type="button" className="tool" onClick={onNext} title="Enter">
          {next}
        </button>
        <button type="button" className="tool" onClick={onCancel} title="Escape">
          Start again
        </button>
      </div>
    </div>
  );
  const kindSelect = <Kind extends string>(
    label: string,
    value: Kind,
    kinds: readonly Kind[],
    onChange: (kind: Kind) => void,
    groups?: readonly { label: string; kinds: readonly Kind[] }[],
    nameOf: (kind: Kind) => string = (k) => k,
  ) => {
    const option = (k: Kind) => (
      <option key={k} value={k}>
        {nameOf(k)}
      </option>
    );
    return (
      <label className="tool-option">
        Kind{' '}
        <select value={value} onChange={(e) => onChange(e.target.value as Kind)} aria-label={label}>
          {groups
            ? groups.map((g) => (
                <optgroup key={g.label} label={g.label === 'any' ? 'Any dungeon' : g.label}>
                  {g.kinds.map(option)}
                </optgroup>
              ))
            : kinds.map(option)}
        </select>
      </label>
    );
  };
  switch (tool) {
    case 'feature':
      return kindSelect('Feature kind', settings.featureKind, featureKindList, (featureKind) =>
        onSettings({ featureKind }),
      );
    case 'room':
      return kindSelect(
        'Room kind',
        settings.roomKind,
        roomKindList,
        (roomKind) => onSettings({ roomKind }),
        roomKindGroups,
        (kind) => roomKindNames[kind],
      );
    case 'end-zone':
      return (
        <p className="tool-option">
          Shape: {settings.shape === 'upright' ? '2 x 4' : '4 x 2'} (X turns it)
        </p>
      );
    case 'chute':
      return steps(
        chutePrompt(chute),
        chute.problem,
        chute.step === 'landing' ? 'Finish (Enter)' : 'Next step (Enter)',
      );
    case 'elevator': {
      const floors = settings.elevatorFloors ?? map.floors.map((_, i) => i);
      return (
        <>
          <label className="tool-option">
            Kind{' '}
            <select
              value={settings.elevatorKind}
              onChange={(e) => onSettings({ elevatorKind: e.target.value as Elevator['kind'] })}
              aria-label="Elevator kind"
            >
              <option value="cage">cage (stays where left)</option>
              <option value="rotating">rotating (troll lift)</option>
            </select>
          </label>
          <fieldset className="tool-option">
            <legend>Floors served</legend>
            {map.floors.map((f, i) => (
              <label key={i}>
                <input
                  type="checkbox"
                  checked={floors.includes(i)}
                  onChange={(e) =>
                    onSettings({
                      elevatorFloors: map.floors
                        .map((_, j) => j)
                        .filter((j) => (j === i ? e.target.checked : floors.includes(j))),
                    })
                  }
                />{' '}
                {f.name}
              </label>
            ))}
          </fieldset>
          {steps(
            elevator.squares.length === 0
              ? 'Click the cabin squares.'
              : `${elevator.squares.length} cabin square${elevator.squares.length === 1 ? '' : 's'}; press Enter to build it.`,
            elevator.problem,
            'Build (Enter)',
          )}
        </>
      );
    }
    default:
      return null;
  }
}
