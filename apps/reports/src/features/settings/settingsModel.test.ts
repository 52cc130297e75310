import {
  bodyOf,
  draftOf,
  draftProblem,
  minutesOf,
  nextRangeOf,
  sameAsSaved,
  timeOf,
} from './settingsModel';

const saved = {
  time_Zone: 'America/Sao_Paulo',
  default_Time_Zone: 'UTC',
  business_Hours: [
    { weekday: 6, startMinute: 540, endMinute: 780 },
    { weekday: 1, startMinute: 480, endMinute: 1440 },
  ],
};

describe('the settings draft', () => {
  it('reads and writes "HH:MM"; midnight as an end is the end of the day', () => {
    expect(timeOf(1440)).toBe('24:00');
    expect(minutesOf('09:15')).toBe(555);
    expect(minutesOf('24:00')).toBe(1440);
    expect(minutesOf('24:15')).toBeNaN();
    expect(minutesOf('9:15')).toBeNaN();
    const draft = draftOf(saved);
    expect(draft.ranges.map((r) => [r.weekday, r.start, r.end])).toEqual([
      [1, '08:00', '24:00'],
      [6, '09:00', '13:00'],
    ]);
    draft.ranges[0]!.end = '00:00';
    expect(bodyOf(3, draft).business_Hours[0]).toEqual({
      weekday: 1,
      startMinute: 480,
      endMinute: 1440,
    });
  });

  it('a draft equal to the saved settings is unchanged; the zone "" is the default (null)', () => {
    const draft = draftOf(saved);
    expect(sameAsSaved(draft, saved)).toBe(true);
    draft.zone = '';
    expect(sameAsSaved(draft, saved)).toBe(false);
    expect(bodyOf(3, draft).time_Zone).toBeNull();
  });

  it("names the contract rule's first problem and its weekday", () => {
    const draft = draftOf(saved);
    draft.ranges.push({ key: 99, weekday: 6, start: '12:00', end: '14:00' });
    expect(draftProblem(draft)).toEqual({ index: 2, problem: 'overlap', weekday: 6 });
    draft.ranges[2]!.start = '13:10';
    expect(draftProblem(draft)).toMatchObject({ problem: 'quarter_hour', weekday: 6 });
  });

  it('adds a range after the last one of its day, 09:00-18:00 on a free day', () => {
    const ranges = draftOf(saved).ranges;
    expect(nextRangeOf(ranges, 3)).toEqual({ start: '09:00', end: '18:00' });
    expect(nextRangeOf(ranges, 6)).toEqual({ start: '13:00', end: '14:00' });
    expect(nextRangeOf(ranges, 1)).toEqual({ start: '23:00', end: '24:00' });
  });
});
