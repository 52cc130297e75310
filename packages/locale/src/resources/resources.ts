import { admin as enAdmin } from './en/admin';
import { agentDesk as enAgentDesk } from './en/agentDesk';
import { common as enCommon } from './en/common';
import { flow as enFlow } from './en/flow';
import { reports as enReports } from './en/reports';
import { shell as enShell } from './en/shell';
import { ui as enUi } from './en/ui';
import { admin as esAdmin } from './es/admin';
import { agentDesk as esAgentDesk } from './es/agentDesk';
import { common as esCommon } from './es/common';
import { flow as esFlow } from './es/flow';
import { reports as esReports } from './es/reports';
import { shell as esShell } from './es/shell';
import { ui as esUi } from './es/ui';
import { admin as ptAdmin } from './pt/admin';
import { agentDesk as ptAgentDesk } from './pt/agentDesk';
import { common as ptCommon } from './pt/common';
import { flow as ptFlow } from './pt/flow';
import { reports as ptReports } from './pt/reports';
import { shell as ptShell } from './pt/shell';
import { ui as ptUi } from './pt/ui';
import type { Translation } from './types';

/** The English resources: the source of every key. */
const en = {
  common: enCommon,
  shell: enShell,
  agentDesk: enAgentDesk,
  admin: enAdmin,
  flow: enFlow,
  reports: enReports,
  ui: enUi,
};

/** The texts of one language, one object per namespace. */
export type LanguageResources = Translation<typeof en>;

/** Every text of every app, by language then namespace. */
export const resources: Readonly<Record<'en' | 'pt' | 'es', LanguageResources>> = {
  en,
  pt: {
    common: ptCommon,
    shell: ptShell,
    agentDesk: ptAgentDesk,
    admin: ptAdmin,
    flow: ptFlow,
    reports: ptReports,
    ui: ptUi,
  },
  es: {
    common: esCommon,
    shell: esShell,
    agentDesk: esAgentDesk,
    admin: esAdmin,
    flow: esFlow,
    reports: esReports,
    ui: esUi,
  },
};
