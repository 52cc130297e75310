import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { DeskProviders } from '../../app/DeskProviders';
import { resetDesk } from '../../testing/renderDesk';
import { MessageList } from './MessageList';
import { makeMessage, makeMessages } from './testMessages';

/**
 * jsdom has no layout: the log gets a 640 px viewport, a scroll height and a working scroll position,
 * and rows get heights of 40, 70 or 100 px (not the list's estimate), so measuring matters.
 */
const VIEWPORT = 640;
const offsets = new WeakMap<Element, number>();

function isLog(element: Element): boolean {
  return element.getAttribute('role') === 'log';
}

function scrollHeightOf(element: Element): number {
  return parseFloat((element.firstElementChild as HTMLElement | null)?.style.height ?? '') || 0;
}

function setOffset(element: Element, top: number): void {
  const max = Math.max(scrollHeightOf(element) - VIEWPORT, 0);
  offsets.set(element, Math.min(Math.max(top, 0), max));
  // Browsers report a scroll asynchronously.
  setTimeout(() => element.dispatchEvent(new Event('scroll')), 0);
}

beforeAll(() => {
  Object.defineProperties(HTMLElement.prototype, {
    clientHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return isLog(this) ? VIEWPORT : 0;
      },
    },
    clientWidth: {
      configurable: true,
      get(this: HTMLElement) {
        return isLog(this) ? VIEWPORT : 0;
      },
    },
    offsetHeight: {
      configurable: true,
      get(this: HTMLElement) {
        const index = this.dataset.index;
        return index === undefined ? 0 : 40 + (Number(index) % 3) * 30;
      },
    },
    scrollHeight: {
      configurable: true,
      get(this: HTMLElement) {
        return isLog(this) ? scrollHeightOf(this) : 0;
      },
    },
    scrollTop: {
      configurable: true,
      get(this: HTMLElement) {
        return offsets.get(this) ?? 0;
      },
      set(this: HTMLElement, value: number) {
        setOffset(this, value);
      },
    },
    scrollTo: {
      configurable: true,
      value(this: HTMLElement, options: ScrollToOptions) {
        setOffset(this, options.top ?? 0);
      },
    },
  });
});

afterAll(() => {
  for (const name of [
    'clientHeight',
    'clientWidth',
    'offsetHeight',
    'scrollHeight',
    'scrollTop',
    'scrollTo',
  ]) {
    delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
});

function renderedIndexes(log: HTMLElement): number[] {
  return Array.from(log.querySelectorAll<HTMLElement>('[data-index]')).map((row) =>
    Number(row.dataset.index),
  );
}

function maxOffset(log: HTMLElement): number {
  return log.scrollHeight - log.clientHeight;
}

/** The reader scrolls the log to `top` (as the wheel, arrows or PageUp would). */
async function scrollLogTo(log: HTMLElement, top: number): Promise<void> {
  await act(async () => {
    log.scrollTop = top;
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Renders in the desk's providers; `rerender` keeps them. */
function renderDesk(ui: ReactElement) {
  return render(ui, { wrapper: DeskProviders });
}

describe('MessageList', () => {
  beforeEach(async () => {
    await resetDesk();
  });

  it('is a focusable, named log that opens at the latest message', async () => {
    renderDesk(<MessageList messages={makeMessages(50)} ariaLabel="Conversation with Bia" />);
    const log = screen.getByRole('log', { name: 'Conversation with Bia' });
    expect(log.tabIndex).toBe(0);
    log.focus();
    expect(document.activeElement).toBe(log);
    expect(await within(log).findByText('Message 50')).toBeTruthy();
    expect(within(log).queryByText('Message 1')).toBeNull();
    await waitFor(() => expect(log.scrollTop).toBe(maxOffset(log)));
    expect(maxOffset(log)).toBeGreaterThan(0);
  });

  it('stays usable with 10,000 messages: only a window of rows is in the DOM', async () => {
    renderDesk(<MessageList messages={makeMessages(10_000)} />);
    const log = screen.getByRole('log', { name: 'Messages of the conversation' });
    expect(await within(log).findByText('Message 10000')).toBeTruthy();
    const indexes = renderedIndexes(log);
    expect(indexes).toContain(9_999);
    expect(indexes.length).toBeGreaterThan(5);
    expect(indexes.length).toBeLessThan(60);
    await waitFor(() => expect(log.scrollTop).toBe(maxOffset(log)));

    await scrollLogTo(log, 0);
    expect(await within(log).findByText('Message 1')).toBeTruthy();
    expect(within(log).queryByText('Message 10000')).toBeNull();
    expect(renderedIndexes(log).length).toBeLessThan(60);
  });

  it('stays pinned to the bottom when a message arrives there', async () => {
    const messages = makeMessages(30);
    const { rerender } = renderDesk(<MessageList messages={messages} />);
    const log = screen.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBe(maxOffset(log)));
    // The reader scrolls up a little and back down, near (not exactly at) the bottom.
    await scrollLogTo(log, 0);
    await scrollLogTo(log, maxOffset(log) - 20);
    const before = log.scrollTop;

    rerender(
      <MessageList
        messages={[...messages, makeMessage({ message_Id: 31, message: 'Fresh news' })]}
      />,
    );
    expect(await within(log).findByText('Fresh news')).toBeTruthy();
    await waitFor(() => expect(log.scrollTop).toBe(maxOffset(log)));
    expect(log.scrollTop).toBeGreaterThan(before);
    expect(screen.queryByRole('button', { name: 'Go to the latest message' })).toBeNull();
  });

  it('does not jump when scrolled up; a button brings the new messages into view', async () => {
    const messages = makeMessages(200);
    const { rerender } = renderDesk(<MessageList messages={messages} />);
    const log = screen.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBe(maxOffset(log)));
    await scrollLogTo(log, 0);
    await within(log).findByText('Message 1');
    expect(screen.queryByRole('button', { name: 'Go to the latest message' })).toBeNull();

    rerender(
      <MessageList
        messages={[...messages, makeMessage({ message_Id: 201, message: 'Fresh news' })]}
      />,
    );
    const jump = await screen.findByRole('button', { name: 'Go to the latest message' });
    expect(log.scrollTop).toBe(0);
    expect(within(log).getByText('Message 1')).toBeTruthy();
    expect(within(log).queryByText('Fresh news')).toBeNull();

    fireEvent.click(jump);
    expect(await within(log).findByText('Fresh news')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Go to the latest message' })).toBeNull(),
    );
  });

  it('opens another conversation at its latest message', async () => {
    const { rerender } = renderDesk(<MessageList messages={makeMessages(200, 10)} />);
    let log = screen.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBe(maxOffset(log)));
    await scrollLogTo(log, 0);
    await within(log).findByText('Message 1');

    rerender(<MessageList messages={makeMessages(120, 11)} />);
    log = screen.getByRole('log');
    expect(await within(log).findByText('Message 120')).toBeTruthy();
    await waitFor(() => expect(log.scrollTop).toBe(maxOffset(log)));
    expect(screen.queryByRole('button', { name: 'Go to the latest message' })).toBeNull();
  });

  it('shows the loading state before messages arrive', () => {
    renderDesk(<MessageList messages={[]} loading />);
    expect(screen.getByText('Loading messages…')).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });

  it('shows the empty state, with the default or a given text', () => {
    const { unmount } = renderDesk(<MessageList messages={[]} />);
    expect(screen.getByText('No messages yet')).toBeTruthy();
    unmount();
    renderDesk(<MessageList messages={[]} emptyText="Nothing here" />);
    expect(screen.getByText('Nothing here')).toBeTruthy();
  });
});
