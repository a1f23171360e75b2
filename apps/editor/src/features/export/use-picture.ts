import type { PictureStage } from '@dungeonbowl/ui';
import { useEffect, useRef } from 'react';

/**
 * A ref for a picture stage, and a call to `use` once the stage is drawn: react-konva draws it in
 * the commit that mounts it, so an effect after that commit finds the finished picture. `job`
 * names the picture wanted: `use` runs once for each new job, none while it is null.
 */
export function usePicture<Job>(job: Job | null, use: (stage: PictureStage, job: Job) => void) {
  const stage = useRef<PictureStage>(null);
  const latest = useRef(use);
  useEffect(() => {
    latest.current = use;
  });
  useEffect(() => {
    if (stage.current && job !== null) latest.current(stage.current, job);
  }, [job]);
  return stage;
}
