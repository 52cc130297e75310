import { fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it('replaces every {{Agent_Name}} with the agent name', () => {
    expect(fillTemplate('Hi, I am {{Agent_Name}}. {{Agent_Name}} will help you.', 'Ana')).toBe(
      'Hi, I am Ana. Ana will help you.',
    );
  });

  it('tolerates spaces inside the braces', () => {
    expect(fillTemplate('I am {{ Agent_Name }} and {{Agent_Name  }}', 'Ana')).toBe(
      'I am Ana and Ana',
    );
  });

  it('leaves other text and placeholders alone', () => {
    expect(fillTemplate('Hello {{Client_Name}}', 'Ana')).toBe('Hello {{Client_Name}}');
    expect(fillTemplate('No placeholder', 'Ana')).toBe('No placeholder');
  });

  it('takes the name literally, even with replacement patterns', () => {
    expect(fillTemplate('I am {{Agent_Name}}', 'A$&B $1')).toBe('I am A$&B $1');
  });
});
