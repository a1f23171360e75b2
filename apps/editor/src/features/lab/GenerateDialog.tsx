import {
  dungeonStyles,
  generateDungeon,
  generateOptionsProblem,
  minimumDungeonSize,
  type DungeonStyle,
  type GenerateOptions,
} from '@dungeonbowl/dungeon-schema';
import { useMemo, useState } from 'react';
import { useReplaceMap } from '../files/use-replace-map';
import { LabDialog } from './LabDialog';
import { PreviewBoard } from './PreviewBoard';
import { randomSeed } from './random-seed';

type Ruleset = NonNullable<GenerateOptions['ruleset']>;
const RULESETS: readonly Ruleset[] = ['torguer-2021', 'jervis-1998'];

interface Props {
  readonly onClose: () => void;
  /** The generated map was opened: show its ground floor. */
  readonly onOpened: () => void;
}

/** A field's text as the generator's number: an empty or malformed field is NaN, which it refuses. */
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * "Generate…": the generator's options, the seed drawn at random, a preview of the dungeon they
 * give, and opening it as a new map (asking first about unsaved work, as every open does).
 */
export default function GenerateDialog({ onClose, onOpened }: Props) {
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const [width, setWidth] = useState('40');
  const [height, setHeight] = useState('30');
  const [floors, setFloors] = useState('2');
  const [ruleset, setRuleset] = useState<Ruleset>('torguer-2021');
  const [style, setStyle] = useState<DungeonStyle>('mixed');
  const [floor, setFloor] = useState(0);
  const { replace, dialog } = useReplaceMap(onOpened);

  // Generated again only when an option changes, not on every render.
  const generated = useMemo(() => {
    const options: GenerateOptions = {
      seed: numberOf(seed),
      width: numberOf(width),
      height: numberOf(height),
      floors: numberOf(floors),
      ruleset,
      style,
    };
    const problem = generateOptionsProblem(options);
    if (problem) return { problem };
    try {
      return { map: generateDungeon(options) };
    } catch (error) {
      return { problem: error instanceof Error ? error.message : String(error) };
    }
  }, [seed, width, height, floors, ruleset, style]);
  const floorCount = numberOf(floors);
  const min = minimumDungeonSize(Number.isInteger(floorCount) ? floorCount : 1, ruleset);

  return (
    <LabDialog title="Generate a dungeon" onClose={onClose}>
      <div className="lab-columns">
        <form className="lab-options" onSubmit={(e) => e.preventDefault()}>
          <label>
            Seed
            <input
              aria-label="Seed"
              inputMode="numeric"
              value={seed}
              onChange={(e) => setSeed(e.target.value)}
            />
          </label>
          <button type="button" onClick={() => setSeed(String(randomSeed()))}>
            Another one
          </button>
          <label>
            Width
            <input
              aria-label="Width"
              type="number"
              min={8}
              max={80}
              value={width}
              onChange={(e) => setWidth(e.target.value)}
            />
          </label>
          <label>
            Height
            <input
              aria-label="Height"
              type="number"
              min={8}
              max={80}
              value={height}
              onChange={(e) => setHeight(e.target.value)}
            />
          </label>
          <label>
            Floors
            <input
              aria-label="Floors"
              type="number"
              min={1}
              max={4}
              value={floors}
              onChange={(e) => setFloors(e.target.value)}
            />
          </label>
          <label>
            Ruleset
            <select
              aria-label="Ruleset"
              value={ruleset}
              onChange={(e) => setRuleset(e.target.value as Ruleset)}
            >
              {RULESETS.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </label>
          <label>
            Style
            <select
              aria-label="Style"
              value={style}
              onChange={(e) => setStyle(e.target.value as DungeonStyle)}
            >
              {dungeonStyles.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </label>
          <p className="lab-hint">
            At least {min.longer} x {min.shorter} squares (either way round) for this ruleset and
            number of floors. The same seed and options always give the same dungeon, as{' '}
            <code>npx dungeon generate</code> does.
          </p>
        </form>
        <div className="lab-preview">
          {'map' in generated ? (
            <PreviewBoard map={generated.map} floor={floor} onFloor={setFloor} name="Preview" />
          ) : (
            <p className="lab-problem" role="alert">
              {generated.problem}
            </p>
          )}
        </div>
      </div>
      {dialog}
      <div className="lab-actions">
        <button
          type="button"
          disabled={!('map' in generated)}
          onClick={() => {
            if ('map' in generated) replace(generated.map, onClose);
          }}
        >
          Open as a new map
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </LabDialog>
  );
}
