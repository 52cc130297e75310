import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/** One step's figures of the step overlay (Flow_Step_Stats). */
export interface StepFigures {
  visits: number;
  dropOff: number;
}

/** What the canvas shows of runs: the test panel's current step and path, and the step statistics. */
export interface RunOverlay {
  /** The step the test conversation stands at (null: no test, or it ended). */
  current: number | null;
  /** Steps the test conversation entered, since it started. */
  path: ReadonlySet<number>;
  /** The step whose rule refused the last reply. */
  rejected: number | null;
  /** Per-step figures when the statistics are shown; null otherwise. */
  stats: ReadonlyMap<number, StepFigures> | null;
}

/** Changes the overlay (the test panel sets the test's part, the statistics toggle its own). */
export interface RunOverlayControl {
  setTest(test: Pick<RunOverlay, 'current' | 'path' | 'rejected'>): void;
  setStats(stats: RunOverlay['stats']): void;
}

const EMPTY: RunOverlay = { current: null, path: new Set(), rejected: null, stats: null };
const OverlayContext = createContext<RunOverlay>(EMPTY);
const ControlContext = createContext<RunOverlayControl>({
  setTest: () => undefined,
  setStats: () => undefined,
});

/** Holds the run overlay of one editor (around the canvas and the run tools). */
export function RunOverlayProvider({ children }: { children: ReactNode }) {
  const [test, setTest] = useState<Pick<RunOverlay, 'current' | 'path' | 'rejected'>>(EMPTY);
  const [stats, setStats] = useState<RunOverlay['stats']>(null);
  const value = useMemo(() => ({ ...test, stats }), [test, stats]);
  const control = useMemo(() => ({ setTest, setStats }), []);
  return (
    <ControlContext.Provider value={control}>
      <OverlayContext.Provider value={value}>{children}</OverlayContext.Provider>
    </ControlContext.Provider>
  );
}

/** The overlay the canvas draws. */
export const useRunOverlay = (): RunOverlay => useContext(OverlayContext);

/** The overlay's setters. */
export const useRunOverlayControl = (): RunOverlayControl => useContext(ControlContext);
