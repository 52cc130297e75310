import { lazyPage as page, type PageFactory } from '@atende/ui';

/**
 * The page of every report route, by its name in the registry (seed 000 §2.1; docs/adr/0026): the
 * list (`reports`), the list with a report open (`update-reports`, `?report=<id>`), the payments
 * report, the customer's report settings. Each page's code loads when its route is first visited.
 */
export const PAGES: Record<string, PageFactory> = {
  reports: page(async () => (await import('../features/list/ReportListPage')).ReportListPage),
  'update-reports': page(
    async () => (await import('../features/list/ReportListPage')).ReportListPage,
  ),
  payments: page(async () => (await import('../features/payments/PaymentsPage')).PaymentsPage),
  'report-settings': page(
    async () => (await import('../features/settings/ReportSettingsPage')).ReportSettingsPage,
  ),
};
