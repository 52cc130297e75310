import { businessHoursListProblem, MAX_BUSINESS_HOURS_RANGES } from './settings';

const r = (weekday: number, startMinute: number, endMinute: number) => ({
  weekday,
  startMinute,
  endMinute,
});

describe('businessHoursListProblem', () => {
  it('accepts a week of ranges, two on one day that touch', () => {
    expect(businessHoursListProblem([])).toBeNull();
    expect(businessHoursListProblem([r(1, 540, 720), r(1, 720, 1080), r(7, 0, 1440)])).toBeNull();
  });

  it.each([
    [[r(0, 540, 600)], { index: 0, problem: 'weekday' }],
    [[r(1, 540, 600), r(2, 541, 600)], { index: 1, problem: 'quarter_hour' }],
    [[r(1, 600, 600)], { index: 0, problem: 'order' }],
    [[r(1, Number.NaN, 600)], { index: 0, problem: 'quarter_hour' }],
    [[r(3, 540, 720), r(3, 705, 900)], { index: 1, problem: 'overlap' }],
    [[r(3, 540, 720), r(3, 480, 1080)], { index: 1, problem: 'overlap' }],
  ])('refuses %j with %j', (ranges, expected) => {
    expect(businessHoursListProblem(ranges)).toEqual(expected);
  });

  it('refuses more than the most ranges a week may have', () => {
    const many = Array.from({ length: MAX_BUSINESS_HOURS_RANGES + 1 }, (_, i) =>
      r((i % 7) + 1, (i % 3) * 60, (i % 3) * 60 + 15),
    );
    expect(businessHoursListProblem(many)).toEqual({
      index: MAX_BUSINESS_HOURS_RANGES,
      problem: 'too_many',
    });
  });
});
