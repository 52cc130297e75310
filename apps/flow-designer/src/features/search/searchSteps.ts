// Search of a flow's steps by name or message (issue 18: "search a step by name or message (Ctrl+F)
// and centre it"): case- and accent-insensitive, name matches first.

/** The part of a step the search reads (the contract's `FlowStep` fits it). */
export interface SearchableStep {
  step_Id: number;
  step_Name: string;
  step_Message: string;
}

/** One found step: its id, name and where the text matched. */
export interface StepMatch {
  stepId: number;
  name: string;
  /** The message around the match (empty when the name matched). */
  excerpt: string;
  field: 'name' | 'message';
}

/** Most matches listed. */
const MAX_MATCHES = 50;
/** Characters of message shown on each side of a match. */
const EXCERPT_SIDE = 30;

/** Lower case without accents, so `acao` finds `Ação` (pt) and `sesion` finds `Sesión` (es). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function excerptOf(message: string, at: number, length: number): string {
  const start = Math.max(0, at - EXCERPT_SIDE);
  const end = Math.min(message.length, at + length + EXCERPT_SIDE);
  const text = message.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${text}${end < message.length ? '…' : ''}`;
}

/**
 * The steps whose name or message contains every word of `query` (steps whose name matches first,
 * then by message, each in document order); at most `limit`.
 */
export function searchSteps(
  steps: readonly SearchableStep[],
  query: string,
  limit = MAX_MATCHES,
): StepMatch[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const byName: StepMatch[] = [];
  const byMessage: StepMatch[] = [];
  for (const step of steps) {
    const name = foldText(step.step_Name);
    if (words.every((word) => name.includes(word))) {
      byName.push({ stepId: step.step_Id, name: step.step_Name, excerpt: '', field: 'name' });
      continue;
    }
    // Folding keeps an NFC text's length for Latin letters, so an index found there fits the message.
    const message = foldText(step.step_Message);
    if (words.every((word) => message.includes(word) || name.includes(word))) {
      const word = words.find((w) => message.includes(w))!;
      const at = message.indexOf(word);
      byMessage.push({
        stepId: step.step_Id,
        name: step.step_Name,
        excerpt: excerptOf(step.step_Message.normalize('NFC'), at, word.length),
        field: 'message',
      });
    }
    if (byName.length >= limit) break;
  }
  return [...byName, ...byMessage].slice(0, limit);
}
