/**
 * Acme's demo bot (issue 19, docs/adr/0024): a welcome menu of three options; Support asks for an
 * e-mail (validate[Email]) and hands the client to the Support group (type 6). A client starts it
 * by writing `menu` to Acme's number (its identify_Initial_Message).
 */
import { blankFlowStep, flowReply } from '@atende/contract';

/** The flow's name and the first message that starts it. */
export const WELCOME_FLOW_NAME = 'Welcome bot';
export const WELCOME_FLOW_KEYWORD = 'menu';

/** The steps; `supportGroupId` is the group the Support path hands to. */
export function welcomeSteps(supportGroupId: number) {
  const step = (id: number, name: string, type: number, x: number, y: number) =>
    blankFlowStep(id, type, name, { x, y });
  return [
    {
      ...step(0, 'Start', 1, 100, 100),
      step_Message: 'Welcome to Acme![br]How can we help you today?',
      transitions: [flowReply('Plans', 1), flowReply('Support', 2), flowReply('Opening hours', 3)],
    },
    {
      ...step(1, 'Plans', 1, 480, 100),
      step_Message: 'Our plans start at 9.90 a month.',
      transitions: [flowReply('Menu', 0), flowReply('Done', -1)],
    },
    {
      ...step(2, 'E-mail', 2, 480, 300),
      step_Message: 'Please type your e-mail so that our team can reach you.',
      step_Operational_Variable: 'email',
      step_Validation: 'validate[Email]',
      transitions: [flowReply('*', 4)],
    },
    {
      ...step(3, 'Opening hours', 1, 480, 500),
      step_Message: 'We are open Monday to Friday, 8:00 to 18:00.',
      transitions: [flowReply('Menu', 0), flowReply('Done', -1)],
    },
    {
      ...step(4, 'Support', 6, 860, 300),
      step_Message: 'Thank you! An agent of our Support team will talk to you ({{email}}).',
      step_Integration_Parameter: String(supportGroupId),
      transitions: [flowReply('*', -1)],
    },
  ];
}
