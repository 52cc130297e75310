import {
  DashboardDirection,
  dashboardDateTime,
  dashboardDayRange,
  dashboardDirection,
} from './dashboard';

describe('dashboardDirection', () => {
  it("maps the attendance codes of ADR 0003 to seed 001's client / chatbot / agent", () => {
    // ADR 0003: 0 agent, 1 end client, 2 chatbot, 3 automatic message on the agent's side.
    expect([0, 1, 2, 3].map(dashboardDirection)).toEqual([
      DashboardDirection.Agent,
      DashboardDirection.Client,
      DashboardDirection.ChatBot,
      DashboardDirection.Agent,
    ]);
    // Seed 001 §3: 0 Cliente, 1 ChatBot, 2 Asesor.
    expect(DashboardDirection).toEqual({ Client: 0, ChatBot: 1, Agent: 2 });
  });

  it('says nothing about a code it does not know', () => {
    expect(dashboardDirection(4)).toBeNull();
    expect(dashboardDirection(-1)).toBeNull();
    expect(dashboardDirection(Number.NaN)).toBeNull();
  });
});

describe('dashboard dates', () => {
  it('are UTC ISO without milliseconds (seed 001 §7)', () => {
    expect(dashboardDateTime(new Date('2026-03-04T05:06:07.890Z'))).toBe('2026-03-04T05:06:07Z');
  });

  it('a day range runs from the local start of day to its end', () => {
    const day = new Date(2026, 2, 4, 15, 30);
    const range = dashboardDayRange(day);
    expect(range.start_date_time).toBe(dashboardDateTime(new Date(2026, 2, 4, 0, 0, 0)));
    expect(range.end_date_time).toBe(dashboardDateTime(new Date(2026, 2, 4, 23, 59, 59)));
    const two = dashboardDayRange(day, new Date(2026, 2, 6, 1, 0));
    expect(two.end_date_time).toBe(dashboardDateTime(new Date(2026, 2, 6, 23, 59, 59)));
  });
});
