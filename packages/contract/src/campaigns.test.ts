import { isCampaignActive, serverTimeMs } from './campaigns';
import { CAMPAIGN_ACTIVITY_CASES } from './ruleCases';

describe('isCampaignActive (seed 000 §4): the shared cases', () => {
  it.each(CAMPAIGN_ACTIVITY_CASES.map((c) => [c.period, c.now, c.active] as const))(
    '%j at %s is active: %s',
    (period, now, active) => {
      expect(isCampaignActive(period, new Date(now))).toBe(active);
    },
  );
});

describe('serverTimeMs', () => {
  it('reads UTC texts with or without a zone, and keeps an offset', () => {
    const at = Date.UTC(2026, 2, 1, 10, 0, 0);
    expect(serverTimeMs('2026-03-01T10:00:00')).toBe(at);
    expect(serverTimeMs('2026-03-01 10:00')).toBe(at);
    expect(serverTimeMs('2026-03-01T10:00:00.000Z')).toBe(at);
    expect(serverTimeMs('2026-03-01T13:00:00+03:00')).toBe(at);
    expect(serverTimeMs('2026-03-01T07:00:00-0300')).toBe(at);
    expect(serverTimeMs('2026-03-01T10:00:00.1234567')).toBe(at + 123);
    expect(serverTimeMs('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
  });

  it('is NaN for anything else', () => {
    for (const text of ['', '  ', null, undefined, 'soon', '2026-13-01', '01/03/2026']) {
      expect(serverTimeMs(text)).toBeNaN();
    }
  });
});
