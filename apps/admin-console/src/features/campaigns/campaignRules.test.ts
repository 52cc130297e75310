import dayjs from 'dayjs';
import { campaignSaveBody, campaignToForm, isValidResend, periodProblem } from './campaignRules';

const march = { start_DateTime: '2026-03-01T00:00:00Z', end_DateTime: '2026-03-31T23:59:59Z' };

describe('periodProblem', () => {
  const start = dayjs('2026-03-01T10:00:00Z');
  it('accepts an end after the start', () => {
    expect(periodProblem([start, start.add(1, 'minute')])).toBeNull();
  });
  it('refuses an end before or equal to the start', () => {
    expect(periodProblem([start, start.subtract(1, 'hour')])).toBe('endBeforeStart');
    expect(periodProblem([start, start])).toBe('endBeforeStart');
    // ProForm may hand over the dates as text.
    expect(periodProblem(['2026-03-02 10:00:00', '2026-03-01 10:00:00'])).toBe('endBeforeStart');
  });
  it('asks for both dates', () => {
    expect(periodProblem(undefined)).toBe('periodRequired');
    expect(periodProblem([start, null])).toBe('periodRequired');
  });
});

describe('isValidResend', () => {
  it('accepts whole hours from 0 to 720 only', () => {
    expect([0, 1, 720].map(isValidResend)).toEqual([true, true, true]);
    expect([-1, 721, 1.5, '3', null, undefined, Number.NaN].map(isValidResend)).toEqual(
      Array(7).fill(false),
    );
  });
});

describe('campaignSaveBody', () => {
  it('sends the contract body with UTC dates, the trimmed name and the kept message', () => {
    const body = campaignSaveBody(
      1,
      5,
      {
        name: '  Winter  ',
        flowName: 'Sales bot',
        channelId: 2,
        period: [dayjs('2026-03-01T10:00:00.250Z'), '2026-03-31T12:00:00Z'],
        resend: 24,
      },
      { campaign_Message: 'Hi' },
    );
    expect(body).toEqual({
      customer_Id: 1,
      campaign_Id: 5,
      campaign_Name: 'Winter',
      flow_Name: 'Sales bot',
      channel_Id: 2,
      start_DateTime: '2026-03-01T10:00:00Z',
      end_DateTime: '2026-03-31T12:00:00Z',
      resend_Interval: 24,
      campaign_Message: 'Hi',
    });
  });

  it('round-trips a loaded campaign through the form', () => {
    const values = campaignToForm({
      campaign_Id: 5,
      campaign_Name: 'Winter',
      flow_Name: '',
      channel_Id: 2,
      ...march,
      resend_Interval: 6,
    });
    const body = campaignSaveBody(1, 5, values as never);
    expect(body.start_DateTime).toBe(march.start_DateTime);
    expect(body.end_DateTime).toBe(march.end_DateTime);
    expect(body.flow_Name).toBe('');
    expect(body).not.toHaveProperty('campaign_Message');
  });
});
