import { weekdayName } from './calendar';

describe('weekdayName', () => {
  it.each([
    [1, 'en', 'Monday'],
    [7, 'en', 'Sunday'],
    [1, 'pt', 'Segunda-feira'],
    [6, 'pt', 'Sábado'],
    [3, 'es', 'Miércoles'],
    [7, 'es', 'Domingo'],
  ])('ISO weekday %i in %s is %s', (weekday, language, name) => {
    expect(weekdayName(weekday, language)).toBe(name);
  });
});
