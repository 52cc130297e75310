import type { FlowStep } from '@atende/contract';
import { Position, type Node, type NodeHandle } from '@xyflow/react';
import { replyHandleId } from './flowGraph';

// A step node's box as `flowCanvas.css` draws it: 12 px text in lines of 1.5715 em, a content box
// 180 to 260 px wide inside 8 px by 12 px of padding and a 1 px border, the message cut at 4.5 em,
// one row per reply (4 px above it, 2 px of padding); React Flow's handles are 8 px boxes centred on
// the node's left edge (the input) and 5 px inside its right edge (the outputs).
const LINE = 18.86;
const CHAR = 5.5;
const PAD_X = 13;
const PAD_Y = 9;
const MIN_CONTENT = 180;
const MAX_CONTENT = 260;
const MESSAGE_MAX = 54;
const REPLY_GAP = 4;
const REPLY_PAD = 2;
const REPLY_PAD_X = 8;
const TITLE_BUTTON = 30;
const HANDLE = 8;

/** A step node's estimated size and handles, before React Flow measured it. */
export interface StepGeometry {
  initialWidth: number;
  initialHeight: number;
  handles: NodeHandle[];
}

const textWidth = (text: string) => text.length * CHAR;
const linesOf = (text: string, width: number) =>
  text
    .split('\n')
    .reduce((lines, part) => lines + Math.max(1, Math.ceil(textWidth(part) / width)), 0);

/**
 * Where a step node's box and handles will be, estimated from its texts. A large flow gives React
 * Flow this for the steps it has not measured yet, so that it renders only the visible ones (a node
 * without handle bounds is rendered once to be measured: all 1,000 of a large flow at its opening).
 * A node drawn later is measured, and its measured size and handles replace these.
 */
export function estimateStepGeometry(step: FlowStep): StepGeometry {
  // A move (an auto-layout of 1,000 steps) copies the step but keeps its replies array.
  const cached = estimates.get(step.transitions);
  if (cached && cached.name === step.step_Name && cached.message === step.step_Message)
    return cached.geometry;
  const geometry = estimate(step);
  estimates.set(step.transitions, { name: step.step_Name, message: step.step_Message, geometry });
  return geometry;
}

const estimates = new WeakMap<
  FlowStep['transitions'],
  { name: string; message: string; geometry: StepGeometry }
>();

function estimate(step: FlowStep): StepGeometry {
  // The widest line of the title, the message and the replies (a loop: a text may have many lines).
  let widest = textWidth(step.step_Name) + TITLE_BUTTON;
  for (const line of step.step_Message.split('\n')) widest = Math.max(widest, textWidth(line));
  for (const reply of step.transitions)
    widest = Math.max(widest, textWidth(reply.transition_Value) + 2 * REPLY_PAD_X);
  const content = Math.min(MAX_CONTENT, Math.max(MIN_CONTENT, Math.ceil(widest)));
  const width = content + 2 * PAD_X;
  let y = PAD_Y + linesOf(step.step_Name, content - TITLE_BUTTON) * LINE + LINE;
  if (step.step_Message)
    y += REPLY_GAP + Math.min(MESSAGE_MAX, linesOf(step.step_Message, content) * LINE);
  if (step.transitions.length === 0) y += LINE;
  const handles: NodeHandle[] = [];
  step.transitions.forEach((reply, index) => {
    const rowHeight =
      2 * REPLY_PAD + linesOf(reply.transition_Value, content - 2 * REPLY_PAD_X) * LINE;
    y += REPLY_GAP;
    handles.push({
      id: replyHandleId(index),
      type: 'source',
      position: Position.Right,
      x: width - 5,
      y: Math.round(y + rowHeight / 2 - HANDLE / 2),
      width: HANDLE,
      height: HANDLE,
    });
    y += rowHeight;
  });
  const height = Math.round(y + PAD_Y);
  handles.push({
    type: 'target',
    position: Position.Left,
    x: -HANDLE / 2,
    y: Math.round(height / 2 - HANDLE / 2),
    width: HANDLE,
    height: HANDLE,
  });
  return { initialWidth: width, initialHeight: height, handles };
}

/** A step's size as React Flow knows it (measured, given or estimated); undefined before it has one. */
export function knownStepSize(
  node: Node | undefined,
): { width: number; height: number } | undefined {
  const width = node?.measured?.width ?? node?.width ?? node?.initialWidth;
  const height = node?.measured?.height ?? node?.height ?? node?.initialHeight;
  return width && height ? { width, height } : undefined;
}
