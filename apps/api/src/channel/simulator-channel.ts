import type { ChannelAdapter, OutboundMessage, SendResult } from './types';
import { choiceLayout, numberedText, type ShownOption } from './whatsapp-interactive';

/**
 * An agent reply (or a bulk-sent template, filled; or a chatbot question) as the simulator page
 * receives it.
 */
export interface SimulatorEvent {
  direction: 'out';
  /**
   * Who wrote it (seed 001 §3 directions): the bot (1 ChatBot, a chatbot message) or an agent
   * (2 Asesor; also a bulk-sent template). The page labels it so.
   */
  author: SimulatorAuthor;
  text: string;
  /**
   * A chatbot question's options as WhatsApp shows them (docs/adr/0025): buttons (up to 3) or a
   * list (up to 10); absent when they go as numbered text (in `text`).
   */
  choices?: { kind: 'buttons' | 'list'; options: ShownOption[] };
  /** ISO time the reply was sent. */
  at: string;
  /** The agent message; null for a bulk-sent template. */
  messageId: number | null;
  /** The bulk-sent row (docs/adr/0020), for a template. */
  hsmId?: number;
}

/** Who wrote a message the client receives: the chatbot or an agent. */
export type SimulatorAuthor = 'bot' | 'agent';

/** Receives the replies for one (business number, client phone) pair. */
export type SimulatorListener = (event: SimulatorEvent) => void;

/** The simulator's outbound adapter, which is also the in-process hub the page's event streams listen on. */
export interface SimulatorChannel extends ChannelAdapter {
  send(msg: OutboundMessage): Promise<SendResult>;
  /** Listens to replies for one pair; returns the function that stops listening. */
  subscribe(phoneNumberId: string, phone: string, listener: SimulatorListener): () => void;
  /** Number of listeners, for one pair or in all. */
  listenerCount(phoneNumberId?: string, phone?: string): number;
}

/** Digits of a phone number (the form WhatsApp uses for `from`/`to`). */
export function normalisePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** What the page shows of a message: a question's text and its options as WhatsApp would. */
function shown(msg: OutboundMessage): Pick<SimulatorEvent, 'text' | 'choices'> {
  if (msg.payload.type !== 'choices') return { text: msg.text };
  const { text, choices } = msg.payload;
  const layout = choiceLayout(text, choices);
  return layout ? { text, choices: layout } : { text: numberedText(text, choices) };
}

const pairKey = (phoneNumberId: string, phone: string) =>
  `${phoneNumberId}\u0000${normalisePhone(phone)}`;

/**
 * The default outbound channel: `send` delivers an agent reply to every simulator page open on
 * the same business number and client phone (nothing happens when none is open; the page loads
 * the history when it connects). Listeners are called synchronously; one that throws is dropped.
 * A bulk-sent template (seed 001 §7 "Bulk sending") shows as its filled text and is reported
 * delivered at once: the simulated client's phone is always reachable (docs/adr/0020).
 */
export function createSimulatorChannel(): SimulatorChannel {
  const listeners = new Map<string, Set<SimulatorListener>>();

  function subscribe(phoneNumberId: string, phone: string, listener: SimulatorListener) {
    const key = pairKey(phoneNumberId, phone);
    let set = listeners.get(key);
    if (!set) listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => {
      const current = listeners.get(key);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) listeners.delete(key);
    };
  }

  function listenerCount(phoneNumberId?: string, phone?: string): number {
    if (phoneNumberId !== undefined && phone !== undefined) {
      return listeners.get(pairKey(phoneNumberId, phone))?.size ?? 0;
    }
    let n = 0;
    for (const set of listeners.values()) n += set.size;
    return n;
  }

  async function send(msg: OutboundMessage): Promise<SendResult> {
    const result: SendResult = msg.payload.type === 'template' ? { delivered: true } : {};
    const set = listeners.get(pairKey(msg.phoneNumberId, msg.to));
    if (!set) return result;
    const event: SimulatorEvent = {
      direction: 'out',
      author: typeof msg.interactionMessageId === 'number' ? 'bot' : 'agent',
      ...shown(msg),
      at: new Date().toISOString(),
      messageId: msg.messageId,
      ...(typeof msg.hsmSendId === 'number' ? { hsmId: msg.hsmSendId } : {}),
    };
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch {
        set.delete(listener);
      }
    }
    return result;
  }

  return { send, subscribe, listenerCount };
}
