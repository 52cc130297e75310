import {
  AGENT_NAME_PLACEHOLDER,
  fillTemplate,
  isWelcomeTemplateName,
  templateParts,
} from './templates';

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

  it('fills the placeholder the console inserts', () => {
    expect(fillTemplate(`Hi ${AGENT_NAME_PLACEHOLDER}`, 'Ana')).toBe('Hi Ana');
  });
});

describe('templateParts', () => {
  it('cuts the text around each placeholder, keeping it as written', () => {
    expect(templateParts('Hi {{Agent_Name}}, I am {{ Agent_Name }}!')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'agentName', text: '{{Agent_Name}}' },
      { kind: 'text', text: ', I am ' },
      { kind: 'agentName', text: '{{ Agent_Name }}' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('gives plain text as one part and nothing for an empty text', () => {
    expect(templateParts('Hello {{Client_Name}}')).toEqual([
      { kind: 'text', text: 'Hello {{Client_Name}}' },
    ]);
    expect(templateParts('')).toEqual([]);
    expect(templateParts('{{Agent_Name}}')).toEqual([
      { kind: 'agentName', text: '{{Agent_Name}}' },
    ]);
  });
});

describe('isWelcomeTemplateName', () => {
  it('matches auto-asignacion ignoring case and surrounding spaces only', () => {
    expect(isWelcomeTemplateName('auto-asignacion')).toBe(true);
    expect(isWelcomeTemplateName(' Auto-Asignacion ')).toBe(true);
    expect(isWelcomeTemplateName('auto-asignacion 2')).toBe(false);
    expect(isWelcomeTemplateName('Greeting')).toBe(false);
  });
});
