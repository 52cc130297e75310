import { initLocale } from '@atende/locale';
import { dashboardTexts } from '../features/dashboard/texts';
import { frameTexts } from '../features/frame/texts';
import { groupsTexts } from '../features/groups/texts';
import { campaignsTexts } from '../features/campaigns/texts';
import { auditTexts } from '../features/audit/texts';
import { operatorsTexts } from '../features/operators/texts';
import { reasonsTexts } from '../features/reasons/texts';
import { templatesTexts } from '../features/templates/texts';
import { filesTexts } from '../features/files/texts';
import { hsmTexts } from '../features/hsm/texts';
import { recordsTexts } from '../shared/records';

/** The i18next namespace of the admin console's texts (catalogue keys such as NovoCadastro stay in `common`). */
export const CONSOLE_NAMESPACE = 'admin';

/** Every feature's texts, under its key: `t('dashboard.title')`. */
const FEATURES = {
  frame: frameTexts,
  records: recordsTexts,
  dashboard: dashboardTexts,
  groups: groupsTexts,
  campaigns: campaignsTexts,
  audit: auditTexts,
  operators: operatorsTexts,
  reasons: reasonsTexts,
  templates: templatesTexts,
  files: filesTexts,
  hsm: hsmTexts,
} as const;

type Language = 'en' | 'pt' | 'es';
type ConsoleTexts = { [K in keyof typeof FEATURES]: (typeof FEATURES)[K]['en'] };

function textsIn(language: Language): ConsoleTexts {
  return Object.fromEntries(
    Object.entries(FEATURES).map(([key, texts]) => [key, texts[language]]),
  ) as ConsoleTexts;
}

/** The console's texts by language. */
export const allConsoleTexts: Record<Language, ConsoleTexts> = {
  en: textsIn('en'),
  pt: textsIn('pt'),
  es: textsIn('es'),
};

/**
 * Adds the console's texts to the shared i18next instance (initialising it when the console runs on
 * its own). Safe to call more than once.
 */
export function registerConsoleTexts(options: { language?: string } = {}): void {
  initLocale({
    ...options,
    resources: {
      en: { [CONSOLE_NAMESPACE]: allConsoleTexts.en },
      pt: { [CONSOLE_NAMESPACE]: allConsoleTexts.pt },
      es: { [CONSOLE_NAMESPACE]: allConsoleTexts.es },
    },
  });
}
