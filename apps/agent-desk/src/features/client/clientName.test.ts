import { CLIENT_NAME_MAX_LENGTH, cleanClientName, clientNameProblem } from './clientName';

describe('client name rules', () => {
  it('trims the name', () => {
    expect(cleanClientName('  Maria  ')).toBe('Maria');
    expect(cleanClientName(undefined)).toBe('');
  });

  it('refuses a blank name', () => {
    expect(clientNameProblem('')).toBe('nameRequired');
    expect(clientNameProblem('   ')).toBe('nameRequired');
    expect(clientNameProblem(null)).toBe('nameRequired');
  });

  it('refuses a name over the limit after trimming', () => {
    expect(clientNameProblem('a'.repeat(CLIENT_NAME_MAX_LENGTH))).toBeNull();
    expect(clientNameProblem(` ${'a'.repeat(CLIENT_NAME_MAX_LENGTH)} `)).toBeNull();
    expect(clientNameProblem('a'.repeat(CLIENT_NAME_MAX_LENGTH + 1))).toBe('nameTooLong');
  });
});
