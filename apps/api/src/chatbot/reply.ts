import type { FlowStep } from '@atende/contract';
import { decodeFlowText } from '@atende/contract';
import type { ChoiceOption } from '../channel/types';
import type { BotInput } from './types';

type Transition = FlowStep['transitions'][number];

/** Trimmed, lower case, without accents and with single spaces: how replies are compared. */
export function normaliseReply(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A transition that takes any reply: an empty value or `*` (docs/adr/0024). */
function isAnyReply(transition: Transition): boolean {
  const value = transition.transition_Value.trim();
  return value === '' || value === '*';
}

/** The step's options: its transitions with a value, numbered from 1 in their order. */
export function optionsOf(step: FlowStep): Array<{ transition: Transition; number: number }> {
  return step.transitions
    .filter((t) => !isAnyReply(t))
    .map((transition, i) => ({ transition, number: i + 1 }));
}

/** The id a button or list reply comes back with: the step and the transition's index. */
function choiceIdOf(step: FlowStep, transition: Transition): string {
  return `${step.step_Id}.${step.transitions.indexOf(transition)}`;
}

/** The options as the channel sends them (buttons, a list or numbered text). */
export function choicesOf(step: FlowStep): ChoiceOption[] {
  return optionsOf(step).map(({ transition }) => ({
    id: choiceIdOf(step, transition),
    title: decodeFlowText(transition.transition_Value),
  }));
}

/**
 * The transition a reply picks: a button or list reply's id first, then the text (trimmed, case-
 * and accent-insensitive), then the option's number. Null when it picks none.
 */
export function matchReply(step: FlowStep, input: BotInput): Transition | null {
  const options = optionsOf(step);
  if (input.choiceId) {
    const byId = options.find((o) => choiceIdOf(step, o.transition) === input.choiceId);
    if (byId) return byId.transition;
  }
  const text = normaliseReply(input.text);
  if (!text) return null;
  const byText = options.find(
    (o) => normaliseReply(decodeFlowText(o.transition.transition_Value)) === text,
  );
  if (byText) return byText.transition;
  const byNumber = /^\d{1,3}$/.test(text) ? options.find((o) => o.number === Number(text)) : null;
  return byNumber?.transition ?? null;
}

/** The step's "any reply" transition, if it has one. */
export function anyReplyOf(step: FlowStep): Transition | null {
  return step.transitions.find(isAnyReply) ?? null;
}

/** `{{name}}` in a text replaced by the variable's value ('' when unset). */
export function substitute(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([\p{L}\p{N}_.-]+)\s*\}\}/gu, (_, name: string) =>
    Object.hasOwn(variables, name) ? variables[name]! : '',
  );
}

/** A stored step text as the client reads it: variables substituted, `[br]` back to line breaks. */
export function shownText(stored: string, variables: Readonly<Record<string, string>>): string {
  return substitute(decodeFlowText(stored), variables).trim();
}
