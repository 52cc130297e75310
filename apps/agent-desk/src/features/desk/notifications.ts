/** Seed 000 §9: a desktop notification closes after 10 s. */
export const DESKTOP_NOTIFICATION_MS = 10_000;

let audioContext: AudioContext | null = null;

/** A short two-tone chime through Web Audio (no sound file to download). Silent when audio is unavailable. */
function playChime(): void {
  try {
    const Context =
      globalThis.AudioContext ??
      (globalThis as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    audioContext ??= new Context();
    const context = audioContext;
    const start = context.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.15, 1320],
    ] as const) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.14);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.15);
    }
  } catch {
    // Autoplay policy or no audio device: the visual update is enough.
  }
}

/** Asks once for permission to show desktop notifications (call from a user gesture). */
export function requestNotificationPermission(): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  void Notification.requestPermission().catch(() => undefined);
}

/** What `notifyAgent` needs. */
export interface AgentNotification {
  title: string;
  body: string;
  soundOn: boolean;
}

/**
 * A new item or message (seed 000 §2.4, §4): the chime when the bell is on; a desktop notification,
 * closed after 10 s, while the page is hidden and the browser allows it.
 */
export function notifyAgent(notification: AgentNotification): void {
  if (notification.soundOn) playChime();
  if (typeof document === 'undefined' || !document.hidden) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  try {
    const shown = new Notification(notification.title, { body: notification.body, tag: 'atende' });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
    setTimeout(() => shown.close(), DESKTOP_NOTIFICATION_MS);
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}
