/**
 * A chatbot question (`choices` payload) as the Cloud API takes it (docs/adr/0025): reply buttons
 * for up to 3 options whose titles fit a button, a list message for up to 10 (a title longer than a
 * row's shows whole in the row's description), numbered text otherwise or when Meta's limits cannot
 * be met without losing an option (an id too long, titles equal once shortened, a body too long).
 */
import type { ChoiceOption } from './types';

/** Meta's limits on interactive messages, in characters (docs/adr/0025 cites the pages). */
const INTERACTIVE_LIMITS = {
  buttons: 3,
  rows: 10,
  body: 1024,
  buttonTitle: 20,
  buttonId: 256,
  rowTitle: 24,
  rowDescription: 72,
  rowId: 200,
  listButton: 20,
} as const;

/**
 * The list's button: a menu sign and the option count, the same in every language (the adapter
 * does not know the client's language; the body, written by the flow, asks the question).
 */
const LIST_BUTTON = '☰';

/** `text` in at most `max` characters (code points): cut with an ellipsis when longer. */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text.trim());
  return chars.length <= max
    ? chars.join('')
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const length = (text: string) => Array.from(text).length;

/** Whether the options can go as interactive: ids within `maxId`, distinct titles once shortened. */
function fits(text: string, choices: ChoiceOption[], maxId: number, maxTitle: number): boolean {
  if (length(text) > INTERACTIVE_LIMITS.body || text.trim() === '') return false;
  const ids = new Set(choices.map((c) => c.id));
  const titles = new Set(choices.map((c) => shorten(c.title, maxTitle)));
  return (
    ids.size === choices.length &&
    titles.size === choices.length &&
    choices.every((c) => c.id !== '' && c.id.trim() === c.id && length(c.id) <= maxId) &&
    choices.every((c) => c.title.trim() !== '')
  );
}

/** The options as numbered lines under the text (what any channel can show). */
export function numberedText(text: string, choices: ChoiceOption[]): string {
  return [text, ...choices.map((choice, at) => `${at + 1}. ${choice.title}`)].join('\n');
}

/** One option as shown: its id, its (shortened) title and, in a list, the whole title under it. */
export interface ShownOption {
  id: string;
  title: string;
  description?: string;
}

/** How a question's options are shown: buttons, a list, or null for numbered text. */
export type ChoiceLayout = { kind: 'buttons' | 'list'; options: ShownOption[] } | null;

/** Buttons, a list or numbered text (null) for a question, within Meta's limits. */
export function choiceLayout(text: string, choices: ChoiceOption[]): ChoiceLayout {
  const L = INTERACTIVE_LIMITS;
  if (choices.length === 0) return null;
  // Buttons only when no title needs shortening: a list shows a long title whole (description).
  const whole = choices.every((c) => length(c.title.trim()) <= L.buttonTitle);
  if (choices.length <= L.buttons && whole && fits(text, choices, L.buttonId, L.buttonTitle)) {
    return { kind: 'buttons', options: choices.map((c) => ({ id: c.id, title: c.title.trim() })) };
  }
  if (choices.length <= L.rows && fits(text, choices, L.rowId, L.rowTitle)) {
    const options = choices.map((c) => {
      const title = shorten(c.title, L.rowTitle);
      // A shortened title keeps its whole value in the description, under the title.
      return title === c.title.trim()
        ? { id: c.id, title }
        : { id: c.id, title, description: shorten(c.title, L.rowDescription) };
    });
    return { kind: 'list', options };
  }
  return null;
}

/** The list's button text for `count` options. */
const listButtonText = (count: number) =>
  shorten(`${LIST_BUTTON} 1-${count}`, INTERACTIVE_LIMITS.listButton);

/** The `interactive` object (reply buttons or a list), or null when the options go as text. */
export function interactiveChoices(
  text: string,
  choices: ChoiceOption[],
): Record<string, unknown> | null {
  const layout = choiceLayout(text, choices);
  if (!layout) return null;
  if (layout.kind === 'buttons') {
    const buttons = layout.options.map((o) => ({ type: 'reply', reply: o }));
    return { type: 'button', body: { text }, action: { buttons } };
  }
  const button = listButtonText(layout.options.length);
  return { type: 'list', body: { text }, action: { button, sections: [{ rows: layout.options }] } };
}
