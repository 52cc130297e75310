import type { HsmRow } from './hsmRows';
import { validateHsmRows, type HsmCheckContext, type HsmProblem } from './hsmValidation';

const CONTEXT: HsmCheckContext = {
  customerId: 1,
  templates: [
    { message_Id: 7, message_Template_Name: 'Promo', message_Template: 'Hi {{1}}, code {{2}}' },
    { message_Id: 8, message_Template_Name: 'Plain', message_Template: 'Hello', enable: true },
    { message_Id: 9, message_Template_Name: 'Old', message_Template: 'Bye', enable: false },
  ],
  campaigns: [{ campaign_Id: 3 }],
};

let nextLine = 2;
function row(patch: Partial<HsmRow> = {}): HsmRow {
  return {
    line: nextLine++,
    customer_id: '1',
    client_identification: '+55 (11) 99999-0000',
    message: 'Promo',
    send_date: '',
    from: 'Acme',
    parameters: 'Ana|X1',
    message_id: '7',
    campaign_id: '0',
    ...patch,
  };
}

/** The problems of one row checked alone, as `column:code`. */
function problemsOf(patch: Partial<HsmRow>): string[] {
  const report = validateHsmRows([row(patch)], CONTEXT);
  return (report.problems.get(0) ?? []).map((p: HsmProblem) => `${p.column}:${p.code}`);
}

beforeEach(() => {
  nextLine = 2;
});

describe('the validation report', () => {
  it('finds nothing in good rows (campaign empty, 0 or known; date empty, ISO or dd/mm/yyyy)', () => {
    const rows = [
      row(),
      row({
        client_identification: '5511999990001',
        campaign_id: '',
        send_date: '2026-12-01T09:30',
      }),
      row({
        client_identification: '5511999990002',
        campaign_id: '3',
        send_date: '01/12/2026 09:30',
      }),
      row({ client_identification: '5511999990003', message_id: '8', parameters: '' }),
    ];
    const report = validateHsmRows(rows, CONTEXT);
    expect(report.problemIndices).toEqual([]);
    expect(report.problems.size).toBe(0);
  });

  it.each([
    ['12345', 'client_identification:phone'],
    ['+55 11 9999a0000', 'client_identification:phone'],
    ['1234567890123456', 'client_identification:phone'],
    ['', 'client_identification:phone'],
    ['=5511999990000', 'client_identification:phone'],
  ])('an unusable phone number %j', (phone, problem) => {
    expect(problemsOf({ client_identification: phone })).toEqual([problem]);
  });

  it('a phone of 8 and of 15 digits is fine', () => {
    expect(problemsOf({ client_identification: '1234-5678' })).toEqual([]);
    expect(problemsOf({ client_identification: '+123 456 789 012 345' })).toEqual([]);
  });

  it('another customer, or no customer number', () => {
    expect(problemsOf({ customer_id: '2' })).toEqual(['customer_id:customer']);
    expect(problemsOf({ customer_id: '' })).toEqual(['customer_id:customer']);
    expect(problemsOf({ customer_id: '=1' })).toEqual(['customer_id:customer']);
  });

  it('an unknown, disabled or malformed message id', () => {
    expect(problemsOf({ message_id: '99' })).toEqual(['message_id:template_unknown']);
    expect(problemsOf({ message_id: '9' })).toEqual(['message_id:template_disabled']);
    expect(problemsOf({ message_id: 'seven' })).toEqual(['message_id:message_id']);
    expect(problemsOf({ message_id: '' })).toEqual(['message_id:message_id']);
    expect(problemsOf({ message_id: '0' })).toEqual(['message_id:message_id']);
  });

  it('fewer parameters than the template needs', () => {
    const report = validateHsmRows([row({ parameters: 'Ana' })], CONTEXT);
    expect(report.problems.get(0)).toEqual([
      {
        line: 2,
        column: 'parameters',
        code: 'parameters_missing',
        values: { needed: 2, given: 1 },
      },
    ]);
  });

  it('an empty value among the parameters the template needs', () => {
    expect(problemsOf({ parameters: 'Ana|' })).toEqual(['parameters:parameters_missing']);
    expect(problemsOf({ parameters: 'Ana|X1|extra' })).toEqual([]);
  });

  it('a date more than 366 days ahead (Hsm_Send refuses it)', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const check = (send_date: string) =>
      validateHsmRows([row({ send_date })], { ...CONTEXT, now }).problemIndices.length;
    expect(check('2027-11-23T09:00:00Z')).toBe(0);
    expect(check('2027-11-25T10:00:00Z')).toBe(1);
  });

  it('a bad date', () => {
    expect(problemsOf({ send_date: 'tomorrow' })).toEqual(['send_date:date']);
    expect(problemsOf({ send_date: '31/02/2026 10:00' })).toEqual(['send_date:date']);
  });

  it('a campaign that is not in Campaign_List', () => {
    expect(problemsOf({ campaign_id: '4' })).toEqual(['campaign_id:campaign']);
    expect(problemsOf({ campaign_id: 'x' })).toEqual(['campaign_id:campaign']);
    expect(problemsOf({ campaign_id: '00' })).toEqual([]);
  });

  it('texts Hsm_Send refuses: too long, control characters', () => {
    expect(problemsOf({ from: 'x'.repeat(101) })).toEqual(['from:too_long']);
    expect(problemsOf({ message: 'a\u0000b' })).toEqual(['message:control']);
    expect(problemsOf({ message: 'two\nlines\tok' })).toEqual([]);
  });

  it('duplicates within the file: same phone digits, message id and parameters', () => {
    const rows = [
      row({ client_identification: '5511999990000' }),
      row({ client_identification: '+55 11 99999-0000' }), // same digits
      row({ client_identification: '5511999990000', parameters: 'Bia|X1' }), // other parameters
      row({ client_identification: '5511999990000', message_id: '8' }), // other template
      row({ client_identification: '5511999990000', parameters: ' Ana | X1 ' }), // same values
    ];
    const report = validateHsmRows(rows, CONTEXT);
    expect(report.problemIndices).toEqual([1, 4]);
    expect(report.problems.get(1)).toEqual([
      { line: 3, column: 'client_identification', code: 'duplicate', values: { line: 2 } },
    ]);
  });

  it('gathers every problem of a row, and lists the rows in file order', () => {
    const rows = [
      row(),
      row({ customer_id: '2', client_identification: 'x', send_date: 'x', campaign_id: '5' }),
      row({ client_identification: '5511999990009' }),
      row({ message_id: '99', client_identification: '5511999990010' }),
    ];
    const report = validateHsmRows(rows, CONTEXT);
    expect(report.problemIndices).toEqual([1, 3]);
    expect(report.problems.get(1)!.map((p) => p.code)).toEqual([
      'customer',
      'phone',
      'date',
      'campaign',
    ]);
  });

  it('checks 100,000 rows quickly (the page checks them in slices)', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) =>
      row({ client_identification: `55119${String(i).padStart(8, '0')}` }),
    );
    const started = performance.now();
    const report = validateHsmRows(rows, CONTEXT);
    expect(report.problemIndices).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
