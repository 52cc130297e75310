import { totalOf, type ColdLoad, type OriginFigures } from './coldLoad';
import { quantile } from './table';

const median = (values: number[]) => quantile(values, 0.5);

/** The median, over the runs, of each figure of one origin (0 in a run where it was not seen). */
export function medianFigures(loads: ColdLoad[], origin: string): OriginFigures {
  const of = (pick: (f: OriginFigures) => number) =>
    median(
      loads.map((l) => {
        const f = l.byOrigin.get(origin);
        return f ? pick(f) : 0;
      }),
    );
  return {
    requests: of((f) => f.requests),
    jsFiles: of((f) => f.jsFiles),
    rawBytes: of((f) => f.rawBytes),
    gzipBytes: of((f) => f.gzipBytes),
    firstStartMs: of((f) => f.firstStartMs),
    lastEndMs: of((f) => f.lastEndMs),
  };
}

/** The median, over the runs, of each figure summed over every origin. */
export function medianTotal(loads: ColdLoad[]): ReturnType<typeof totalOf> {
  const totals = loads.map((l) => totalOf(l.byOrigin.values()));
  return {
    requests: median(totals.map((t) => t.requests)),
    jsFiles: median(totals.map((t) => t.jsFiles)),
    rawBytes: median(totals.map((t) => t.rawBytes)),
    gzipBytes: median(totals.map((t) => t.gzipBytes)),
  };
}
