import { isWelcomeTemplateName, type MessageTemplate } from '@atende/contract';

/**
 * The Spanish greeting sent when auto-response takes the next client after a close (seed 000 §4:
 * "the next waiting item is taken with a Spanish greeting"). It is a message to the end client, so
 * it does not follow the agent's interface language.
 */
export function nextClientGreeting(agentName: string): string {
  return `Hola, mi nombre es ${agentName}. ¿En qué puedo ayudarle?`;
}

/** The welcome template of a customer's templates, if configured. */
export function findWelcomeTemplate(templates: readonly MessageTemplate[]): MessageTemplate | null {
  return (
    templates.find(
      (template) =>
        isWelcomeTemplateName(template.message_Template_Name) &&
        template.message_Template.trim() !== '',
    ) ?? null
  );
}

/** What the desk knows when a waiting item arrives or a service was closed. */
export interface AutoTakeContext {
  autoResponse: boolean;
  /** The agent is typing in the open conversation (a non-blank draft). */
  typing: boolean;
  /** A send or an automatic take is already in flight. */
  busy: boolean;
  waitingCount: number;
}

/**
 * Seed 000 §4: with auto-response on, a new waiting item is taken automatically when no message is
 * being typed; nothing happens while another send is in flight or when the queue is empty.
 */
export function shouldAutoTake(context: AutoTakeContext): boolean {
  return context.autoResponse && !context.typing && !context.busy && context.waitingCount > 0;
}
