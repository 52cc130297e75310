// The step clipboard between flows and across navigation: the system clipboard as JSON with a type
// marker (issue 18: "also into another flow"), falling back to memory when the browser refuses it.
import { FLOW_LIMITS } from '@atende/contract';
import type { ClipboardStep, StepClip } from './clipboardSteps';

/** The marker that tells a copy of flow steps from any other text on the clipboard. */
export const CLIP_MARKER = 'atende/flow-steps';
/** Format version of the clipboard text. */
const CLIP_VERSION = 1;
/** Most steps one paste accepts: a flow's limit (a larger clipboard text is ignored). */
const MAX_CLIP_STEPS = FLOW_LIMITS.maxSteps;
/** Longest clipboard text read (characters). */
const MAX_CLIP_CHARS = 5_000_000;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The clipboard text of a clip. */
export function serializeClip(clip: StepClip<ClipboardStep>): string {
  return JSON.stringify({ type: CLIP_MARKER, version: CLIP_VERSION, steps: clip.steps });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const isText = (value: unknown, max: number): boolean =>
  value === undefined || (typeof value === 'string' && value.length <= max);

/** The shape of a copied step: ids, finite positions, texts within the flow's limits. */
function isStep(value: unknown): value is ClipboardStep {
  return (
    isRecord(value) &&
    Number.isSafeInteger(value.step_Id) &&
    isText(value.step_Name, FLOW_LIMITS.nameLength) &&
    isText(value.step_Message, FLOW_LIMITS.messageLength) &&
    isFiniteNumber(value.pos_X) &&
    isFiniteNumber(value.pos_Y) &&
    Array.isArray(value.transitions) &&
    value.transitions.every((t) => isRecord(t) && Number.isSafeInteger(t.next_Step_Id))
  );
}

/**
 * The clip in a clipboard text, or null when the text is not a copy of flow steps (any other text,
 * a wrong shape, too many steps, `__proto__`-like keys, control characters other than line breaks
 * and tabs). `isValidStep` adds the document's own check of a step (the contract's schema).
 */
export function parseClip<S extends ClipboardStep>(
  text: string,
  isValidStep: (step: unknown) => step is S = isStep as (step: unknown) => step is S,
): StepClip<S> | null {
  if (text.length > MAX_CLIP_CHARS || !text.includes(CLIP_MARKER)) return null;
  // eslint-disable-next-line no-control-regex -- refuses NUL and other control characters
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) return null;
  let hostile = false;
  let data: unknown;
  try {
    data = JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) hostile = true;
      return value;
    });
  } catch {
    return null;
  }
  if (hostile || !isRecord(data) || data.type !== CLIP_MARKER || data.version !== CLIP_VERSION)
    return null;
  const { steps } = data;
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > MAX_CLIP_STEPS) return null;
  if (!steps.every((step) => isStep(step) && isValidStep(step))) return null;
  return { steps: steps as S[] };
}

/** The part of `navigator.clipboard` used (a fake in tests). */
export interface SystemClipboard {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

/** Where the clip is kept: the system clipboard when allowed, and always in memory too. */
export interface ClipStorage {
  /** Writes the clip through the asynchronous clipboard API (a button, a command). */
  write(clip: StepClip<ClipboardStep>): Promise<void>;
  /** Reads the clip through the asynchronous clipboard API (may ask the user's permission). */
  read<S extends ClipboardStep>(
    isValidStep?: (step: unknown) => step is S,
  ): Promise<StepClip<S> | null>;
  /** A copy or cut event: the text it puts on the system clipboard (kept in memory too). */
  copied(clip: StepClip<ClipboardStep>): string;
  /** A paste event's text: its clip, or the memory copy when the event carried no text. */
  pasted<S extends ClipboardStep>(
    text: string,
    isValidStep?: (step: unknown) => step is S,
  ): StepClip<S> | null;
}

function browserClipboard(): SystemClipboard | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.clipboard;
}

/**
 * A clip storage over the system clipboard (so a copy reaches another flow, another tab, or survives
 * navigation) with a memory copy used when the system clipboard is refused or unavailable. The
 * system clipboard wins on read when it holds a clip (the user may have copied in another tab).
 */
export function createClipStorage(
  system: SystemClipboard | undefined = browserClipboard(),
): ClipStorage {
  let memory: string | null = null;
  let systemHoldsMemory = false;
  return {
    async write(clip) {
      memory = serializeClip(clip);
      try {
        await system?.writeText(memory);
        systemHoldsMemory = system !== undefined;
      } catch {
        // Refused (no permission, page not focused): the memory copy serves this page.
        systemHoldsMemory = false;
      }
    },
    copied(clip) {
      memory = serializeClip(clip);
      systemHoldsMemory = true;
      return memory;
    },
    pasted(text, isValidStep) {
      if (text !== '') return parseClip(text, isValidStep);
      return memory === null ? null : parseClip(memory, isValidStep);
    },
    async read(isValidStep) {
      const fromMemory = () => (memory === null ? null : parseClip(memory, isValidStep));
      // The last copy never reached the system clipboard: what is there is older than it.
      if (memory !== null && !systemHoldsMemory) return fromMemory();
      try {
        const text = await system?.readText();
        // Another text copied since (here or in another tab) is not a clip: nothing to paste.
        if (typeof text === 'string') return parseClip(text, isValidStep);
      } catch {
        // Reading refused: the memory copy.
      }
      return fromMemory();
    },
  };
}

/** The page's clip storage, shared by every editor so that a copy pastes into another flow. */
export const pageClipStorage: ClipStorage = createClipStorage();
