import type { ScenarioContext } from '../scenarios/types';
import { CONSOLE } from './adminConsole';
import type { CanvasOpen, LongTask } from './canvasOpen';
import type { DragRun } from './canvasGestures';
import type { LayoutRun } from './canvasLayout';
import { quantile } from './table';

/** What the `flow-large` scenario measured. */
export interface FlowLargeFigures {
  first: CanvasOpen;
  again: CanvasOpen;
  open2000: CanvasOpen;
  drag1000: DragRun;
  drag2000: DragRun;
  layoutCold: LayoutRun;
  layoutWarm: LayoutRun;
  /** The save through the editor (click to "saved", the request) and the bench's own saves (ms). */
  save: { shownMs: number; requestMs: number; apiSaves: number[] };
  errors: string[];
}

const round = (ms: number) => Math.round(ms);
const tasksText = (tasks: readonly LongTask[]) =>
  tasks.map((t) => `+${round(t.start)} (${round(t.duration)})`).join(', ') || 'none';

/** Records the `flowLarge.*` figures and prints their tables. */
export function reportFlowLarge(ctx: ScenarioContext, f: FlowLargeFigures): void {
  const opens: Array<[string, CanvasOpen]> = [
    ['1,000 steps, first open (editor code not loaded yet)', f.first],
    ['1,000 steps, opened again', f.again],
    ['2,000 steps', f.open2000],
  ];
  const drags: Array<[string, DragRun]> = [
    ['1,000 steps', f.drag1000],
    ['2,000 steps', f.drag2000],
  ];
  ctx.metric('flowLarge.open1000.interactiveMs', round(f.first.interactiveMs));
  ctx.metric('flowLarge.open1000Again.interactiveMs', round(f.again.interactiveMs));
  ctx.metric('flowLarge.open2000.interactiveMs', round(f.open2000.interactiveMs));
  for (const [name, drag] of [
    ['drag1000', f.drag1000],
    ['drag2000', f.drag2000],
  ] as const) {
    ctx.metric(`flowLarge.${name}.medianFps`, drag.medianFps);
    ctx.metric(`flowLarge.${name}.medianFrameMs`, drag.medianFrameMs);
    ctx.metric(`flowLarge.${name}.longestFrameMs`, drag.longestFrameMs);
  }
  ctx.metric('flowLarge.layout1000.ms', f.layoutCold.ms);
  ctx.metric('flowLarge.layout1000.longTasks', f.layoutCold.longTasks.length);
  ctx.metric('flowLarge.layout1000.longestFrameMs', f.layoutCold.longestFrameMs);
  ctx.metric('flowLarge.layout1000Warm.ms', f.layoutWarm.ms);
  ctx.metric('flowLarge.layout1000Warm.longTasks', f.layoutWarm.longTasks.length);
  ctx.metric('flowLarge.save1000.editorMs', f.save.shownMs);
  ctx.metric('flowLarge.save1000.requestMs', round(f.save.requestMs));
  ctx.metric('flowLarge.save1000.apiMs', round(quantile(f.save.apiSaves, 0.5)));

  ctx.table({
    title: `Large flows: open to an interactive canvas (${CONSOLE.manager}, ${CONSOLE.customer}; ms from the in-app navigation)`,
    columns: ['flow', 'drawn ms', 'interactive ms', 'nodes in DOM', 'long tasks'],
    rows: opens.map(([label, o]) => [
      label,
      round(o.shownMs),
      round(o.interactiveMs),
      o.nodesInDom,
      o.longTasks.length,
    ]),
    notes: [
      "drawn: the first frame with every rendered step measured and the viewport at its fitted place; interactive: from then, the end of the last long task before 0.5 s without one (TTI's rule).",
      ...opens.map(
        ([label, o]) => `  ${label}: long tasks at (duration) ${tasksText(o.longTasks)}`,
      ),
    ],
  });
  ctx.table({
    title: 'Dragging the step nearest the centre (fitted view; 60 mouse moves of 4 px)',
    columns: ['flow', 'frames', 'median ms', 'median fps', 'longest ms', 'frames > 50 ms'],
    rows: drags.map(([label, d]) => [
      label,
      d.frames.length,
      d.medianFrameMs,
      d.medianFps,
      d.longestFrameMs,
      d.longFrames,
    ]),
  });
  ctx.table({
    title: 'Auto-layout of 1,000 steps (click to the first frame after it applied) and saving them',
    columns: ['figure', 'ms', 'long tasks', 'longest frame ms'],
    rows: [
      [
        "auto-layout, first (starts ELK's worker)",
        f.layoutCold.ms,
        f.layoutCold.longTasks.length,
        f.layoutCold.longestFrameMs,
      ],
      [
        'auto-layout, again (after undo)',
        f.layoutWarm.ms,
        f.layoutWarm.longTasks.length,
        f.layoutWarm.longestFrameMs,
      ],
      ['save in the editor: click to "saved"', f.save.shownMs, '', ''],
      ['save in the editor: the request (sent to answered)', round(f.save.requestMs), '', ''],
      [
        `save from the bench (Node, loopback), median of ${f.save.apiSaves.length}`,
        round(quantile(f.save.apiSaves, 0.5)),
        '',
        '',
      ],
    ],
    notes: [
      `Long tasks of the first layout (from the click): ${tasksText(f.layoutCold.longTasks)}; of the second: ${tasksText(f.layoutWarm.longTasks)}.`,
      `Step nodes and connections in the DOM after the first layout: ${f.layoutCold.nodesInDom} and ${f.layoutCold.edgesInDom}; after the second: ${f.layoutWarm.nodesInDom} and ${f.layoutWarm.edgesInDom}.`,
      `Saves from the bench (ms): ${f.save.apiSaves.map(round).join(', ')}. The API reports no timing of its own (no Server-Timing header).`,
      ...(f.errors.length > 0 ? [`Page errors: ${[...new Set(f.errors)].join(' | ')}`] : []),
    ],
  });
}
