import type { DungeonMap } from '@dungeonbowl/dungeon-schema';
import { lazy, Suspense, useState } from 'react';

// The lab's code (the generator's dialog, the fairness report, its chart and workers) is loaded
// only when a dialog is first opened, so the editor's first load stays as it was.
const GenerateDialog = lazy(() => import('./GenerateDialog'));
const FairnessDialog = lazy(() => import('./FairnessDialog'));

interface Props {
  readonly map: DungeonMap;
  /** The errors of the map: one with any is not tested. */
  readonly errors: number;
  /** A generated map was opened: show its ground floor. */
  readonly onOpened: () => void;
}

/** The header's "Generate…" and "Test this dungeon" buttons, and the dialog of the one pressed. */
export function LabButtons({ map, errors, onOpened }: Props) {
  const [open, setOpen] = useState<'generate' | 'test' | null>(null);
  const close = () => setOpen(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen('generate')}
        title="A new dungeon made from a seed, valid by construction"
      >
        Generate…
      </button>
      <button
        type="button"
        onClick={() => setOpen('test')}
        title="Bots play this dungeon many times: does any end zone win more than its share?"
      >
        Test this dungeon
      </button>
      <Suspense fallback={<span className="lab-loading">Loading…</span>}>
        {open === 'generate' && <GenerateDialog onClose={close} onOpened={onOpened} />}
        {open === 'test' && <FairnessDialog map={map} errors={errors} onClose={close} />}
      </Suspense>
    </>
  );
}
