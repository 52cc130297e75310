import type { MessageDirection } from '@atende/contract';
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { renderDesk, resetDesk } from '../../testing/renderDesk';
import { MessageBubble } from './MessageBubble';
import { makeMessage } from './testMessages';

dayjs.extend(utc);

function row(container: HTMLElement): HTMLElement {
  const element = container.querySelector<HTMLElement>('[data-side]');
  if (!element) throw new Error('no message row');
  return element;
}

describe('MessageBubble', () => {
  beforeEach(async () => {
    await resetDesk();
  });

  it.each([
    [0, 'agent', 'flex-end'],
    [3, 'agent', 'flex-end'],
    [1, 'client', 'flex-start'],
    [2, 'client', 'flex-start'],
  ] as const)('direction %i is on the %s side (%s)', (direction, side, justify) => {
    const { container } = renderDesk(
      <MessageBubble message={makeMessage({ message_Direction: direction as MessageDirection })} />,
    );
    expect(row(container).dataset.side).toBe(side);
    expect(row(container).style.justifyContent).toBe(justify);
  });

  it('styles the agent side differently from the client side', () => {
    const agent = renderDesk(<MessageBubble message={makeMessage({ message_Direction: 0 })} />);
    const agentBackground = screen.getByTestId('message-bubble').style.background;
    agent.unmount();
    renderDesk(<MessageBubble message={makeMessage({ message_Direction: 1 })} />);
    expect(screen.getByTestId('message-bubble').style.background).not.toBe(agentBackground);
  });

  it('labels automatic and chatbot messages', () => {
    renderDesk(
      <>
        <MessageBubble message={makeMessage({ message_Id: 1, message_Direction: 3 })} />
        <MessageBubble message={makeMessage({ message_Id: 2, message_Direction: 2 })} />
      </>,
    );
    expect(screen.getByText('Automatic')).toBeTruthy();
    expect(screen.getByText('Chatbot')).toBeTruthy();
  });

  it('shows the local time of a UTC time without a zone', () => {
    const { container } = renderDesk(
      <MessageBubble message={makeMessage({ message_Update: '2024-05-01T13:45:00' })} />,
    );
    const time = container.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2024-05-01T13:45:00.000Z');
    expect(time?.textContent).toBe(dayjs.utc('2024-05-01T13:45:00').local().format('L LT'));
  });

  it('shows an image with a translated alt text, lazily loaded', () => {
    renderDesk(
      <MessageBubble message={makeMessage({ message: 'https://files.example/a/photo.PNG?x=1' })} />,
    );
    const image = screen.getByRole('img', { name: 'Image photo.PNG' });
    expect(image.getAttribute('src')).toBe('https://files.example/a/photo.PNG?x=1');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.style.maxWidth).toBe('100%');
  });

  it.each([
    ['https://files.example/voice.mp3', 'audio'],
    ['https://files.example/voice.ogg', 'audio'],
    ['https://files.example/clip.mp4', 'video'],
  ])('plays %s in an <%s> with controls', (address, tag) => {
    const { container } = renderDesk(<MessageBubble message={makeMessage({ message: address })} />);
    const media = container.querySelector(tag);
    expect(media?.getAttribute('src')).toBe(address);
    expect(media?.hasAttribute('controls')).toBe(true);
  });

  it.each(['https://files.example/docs/contract.pdf', 'https://files.example/docs/contract.doc'])(
    'links %s in a new tab, showing the file name',
    (address) => {
      renderDesk(<MessageBubble message={makeMessage({ message: address })} />);
      const link = screen.getByRole('link', { name: /contract\.(pdf|doc)/ });
      expect(link.getAttribute('href')).toBe(address);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toMatch(/^contract\.(pdf|doc)$/);
    },
  );

  it.each([
    'javascript:alert(1).png',
    'data:image/png;base64,iVBORw0KGgo=',
    '//evil.com/x.png',
    'see http://x/a.png please',
  ])('shows the unsafe or embedded address %j as plain text', (text) => {
    const { container } = renderDesk(<MessageBubble message={makeMessage({ message: text })} />);
    expect(screen.getByTestId('message-text').textContent).toBe(text);
    expect(container.querySelector('img, audio, video, a')).toBeNull();
  });

  it('shows markup literally, without running or parsing it', () => {
    const text = '<script>window.__hacked = true</script><b>bold</b><img src=x onerror=alert(1)>';
    const { container } = renderDesk(<MessageBubble message={makeMessage({ message: text })} />);
    expect(screen.getByTestId('message-text').textContent).toBe(text);
    expect(container.querySelector('script, b, img')).toBeNull();
    expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('keeps line breaks and wraps long words', () => {
    renderDesk(<MessageBubble message={makeMessage({ message: 'line one\nline two' })} />);
    const text = screen.getByTestId('message-text');
    expect(text.textContent).toBe('line one\nline two');
    expect(text.style.whiteSpace).toBe('pre-wrap');
    expect(text.style.overflowWrap).toBe('anywhere');
  });

  it('shows an agent message waiting for the channel as a labelled clock, and nothing once sent', () => {
    const pending = renderDesk(
      <MessageBubble message={makeMessage({ message_Direction: 0, delivery: 'pending' })} />,
    );
    expect(screen.getByRole('img', { name: 'Sending to the client…' })).toBeTruthy();
    pending.unmount();
    renderDesk(<MessageBubble message={makeMessage({ message_Direction: 0, delivery: 'sent' })} />);
    expect(screen.queryByTestId('delivery-pending')).toBeNull();
    expect(screen.queryByTestId('delivery-failed')).toBeNull();
  });

  it('tells the agent when a message was not delivered, in words', () => {
    renderDesk(
      <MessageBubble message={makeMessage({ message_Direction: 0, delivery: 'failed' })} />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Not delivered');
    expect(status.textContent).toContain('the client has not received it');
  });

  it('shows no delivery state on the client side', () => {
    renderDesk(
      <MessageBubble message={makeMessage({ message_Direction: 1, delivery: 'failed' })} />,
    );
    expect(screen.queryByTestId('delivery-failed')).toBeNull();
  });
});
