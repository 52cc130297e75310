/**
 * Acme's demo bot (issue 19, docs/adr/0024): a welcome menu of three options; Support asks for an
 * e-mail (validate[Email]) and hands the client to the Support group (type 6). A client starts it
 * by writing `menu` to Acme's number (its identify_Initial_Message).
 */

/** The flow's name and the first message that starts it. */
export const WELCOME_FLOW_NAME = 'Welcome bot';
export const WELCOME_FLOW_KEYWORD = 'menu';

const BLANK = {
  step_Integration_Method: '',
  step_Integration: '',
  step_Integration_Parameter: '',
  step_Integration_Headers: '',
  step_Integration_Authorize: '',
  step_Calculation: '',
  step_Image_URL: '',
  step_Operational_Variable: '',
  step_Validation: '',
  additional_var: '',
};

const reply = (value: string, next: number) => ({
  transition_Value: value,
  next_Flow_Id: 0,
  next_Step_Id: next,
  variable_Value: '',
});

/** The steps; `supportGroupId` is the group the Support path hands to. */
export function welcomeSteps(supportGroupId: number) {
  const step = (id: number, name: string, type: number, x: number, y: number) => ({
    ...BLANK,
    step_Id: id,
    step_Name: name,
    step_Type: type,
    pos_X: x,
    pos_Y: y,
    initial_Step: id === 0,
  });
  return [
    {
      ...step(0, 'Start', 1, 100, 100),
      step_Message: 'Welcome to Acme![br]How can we help you today?',
      transitions: [reply('Plans', 1), reply('Support', 2), reply('Opening hours', 3)],
    },
    {
      ...step(1, 'Plans', 1, 480, 100),
      step_Message: 'Our plans start at 9.90 a month.',
      transitions: [reply('Menu', 0), reply('Done', -1)],
    },
    {
      ...step(2, 'E-mail', 2, 480, 300),
      step_Message: 'Please type your e-mail so that our team can reach you.',
      step_Operational_Variable: 'email',
      step_Validation: 'validate[Email]',
      transitions: [reply('*', 4)],
    },
    {
      ...step(3, 'Opening hours', 1, 480, 500),
      step_Message: 'We are open Monday to Friday, 8:00 to 18:00.',
      transitions: [reply('Menu', 0), reply('Done', -1)],
    },
    {
      ...step(4, 'Support', 6, 860, 300),
      step_Message: 'Thank you! An agent of our Support team will talk to you ({{email}}).',
      step_Integration_Parameter: String(supportGroupId),
      transitions: [reply('*', -1)],
    },
  ];
}
