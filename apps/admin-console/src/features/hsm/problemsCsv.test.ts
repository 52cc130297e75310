import { i18n } from '@atende/locale';
import { resetConsole } from '../../testing/renderConsole';
import type { HsmRow } from './hsmRows';
import { validateHsmRows } from './hsmValidation';
import { problemsCsv } from './problemsCsv';

const row = (line: number, patch: Partial<HsmRow>): HsmRow => ({
  line,
  customer_id: '1',
  client_identification: '5511999990000',
  message: 'Hi',
  send_date: '',
  from: 'Acme',
  parameters: '',
  message_id: '8',
  campaign_id: '',
  ...patch,
});

beforeAll(async () => {
  await resetConsole();
});

it('writes line, column, value and the problem in words, formulas neutralised', () => {
  const rows = [
    row(2, {}),
    row(3, { client_identification: '=HYPERLINK("http://evil")', customer_id: '2' }),
    row(5, { message_id: '@99', client_identification: '5511999990001' }),
  ];
  const report = validateHsmRows(rows, {
    customerId: 1,
    templates: [{ message_Id: 8, message_Template_Name: 'Plain', message_Template: 'Hello' }],
    campaigns: [],
  });
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(`admin:${key}`, options);
  const csv = problemsCsv(rows, report, t);
  expect(csv.split('\r\n')).toEqual([
    '\uFEFFLine;Column;Value;Problem',
    '3;Customer id;2;Another customer: this page sends for customer 1',
    `3;Delivery number;"'=HYPERLINK(""http://evil"")";Not a usable phone number: 8 to 15 digits ( + spaces - . and parentheses allowed)`,
    "5;Message id;'@99;The message id must be a whole number",
    '',
  ]);
});
