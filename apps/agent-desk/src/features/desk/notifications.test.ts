import { DESKTOP_NOTIFICATION_MS, notifyAgent } from './notifications';

class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static created: FakeNotification[] = [];
  closed = false;
  onclick: (() => void) | null = null;
  constructor(
    readonly title: string,
    readonly options?: NotificationOptions,
  ) {
    FakeNotification.created.push(this);
  }
  close() {
    this.closed = true;
  }
}

const oscillators: number[] = [];
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    oscillators.push(1);
    return { frequency: { value: 0 }, connect: (node: unknown) => node, start() {}, stop() {} };
  }
  createGain() {
    return {
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (node: unknown) => node,
    };
  }
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
}

beforeAll(() => {
  Object.assign(globalThis, { Notification: FakeNotification, AudioContext: FakeAudioContext });
});

beforeEach(() => {
  jest.useFakeTimers();
  FakeNotification.created = [];
  FakeNotification.permission = 'granted';
  oscillators.length = 0;
});

afterEach(() => {
  jest.useRealTimers();
  setHidden(false);
});

describe('agent notifications (seed 000 §2.4, §4, §9)', () => {
  it('chimes when the bell is on, and stays silent when it is off', () => {
    notifyAgent({ title: 'New client', body: '5511', soundOn: false });
    expect(oscillators).toHaveLength(0);
    notifyAgent({ title: 'New client', body: '5511', soundOn: true });
    expect(oscillators.length).toBeGreaterThan(0);
  });

  it('shows a desktop notification only while the page is hidden, and closes it after 10 s', () => {
    setHidden(false);
    notifyAgent({ title: 'New client', body: '5511', soundOn: false });
    expect(FakeNotification.created).toHaveLength(0);

    setHidden(true);
    notifyAgent({ title: 'New client', body: '5511', soundOn: false });
    expect(FakeNotification.created).toHaveLength(1);
    const shown = FakeNotification.created[0]!;
    expect(shown.title).toBe('New client');
    expect(DESKTOP_NOTIFICATION_MS).toBe(10_000);
    jest.advanceTimersByTime(9_999);
    expect(shown.closed).toBe(false);
    jest.advanceTimersByTime(1);
    expect(shown.closed).toBe(true);
  });

  it('shows nothing without the browser’s permission', () => {
    setHidden(true);
    FakeNotification.permission = 'denied';
    notifyAgent({ title: 'New client', body: '5511', soundOn: false });
    expect(FakeNotification.created).toHaveLength(0);
  });
});
