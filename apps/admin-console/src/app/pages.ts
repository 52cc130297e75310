import { lazyPage as page, type PageFactory } from '@atende/ui';

/**
 * The page of every console route, by its name in the registry (seed 000 §2.1, seed 001 §2). Each
 * page's code loads when its route is first visited. A factory per name (`lazyPage` of the kit), so
 * that Try again after a failed fetch makes a fresh lazy component.
 */
export const PAGES: Record<string, PageFactory> = {
  painelCliente: page(
    async () => (await import('../features/dashboard/DashboardPage')).DashboardPage,
  ),
  listaOperadores: page(
    async () => (await import('../features/operators/OperatorListPage')).OperatorListPage,
  ),
  cadastro: page(
    async () => (await import('../features/operators/OperatorFormPage')).OperatorFormPage,
  ),
  atualizar: page(
    async () => (await import('../features/operators/OperatorFormPage')).OperatorFormPage,
  ),
  listGroup: page(async () => (await import('../features/groups/GroupListPage')).GroupListPage),
  group: page(async () => (await import('../features/groups/GroupFormPage')).NewGroupPage),
  updateGroup: page(async () => (await import('../features/groups/GroupFormPage')).EditGroupPage),
  listCampaign: page(
    async () => (await import('../features/campaigns/CampaignListPage')).CampaignListPage,
  ),
  campaign: page(
    async () => (await import('../features/campaigns/CampaignFormPage')).NewCampaignPage,
  ),
  updateCampaign: page(
    async () => (await import('../features/campaigns/CampaignFormPage')).EditCampaignPage,
  ),
  messagesTemplate: page(
    async () => (await import('../features/templates/TemplateListPage')).TemplateListPage,
  ),
  newMessageTemplate: page(
    async () => (await import('../features/templates/TemplateFormPage')).NewTemplatePage,
  ),
  updateMessageTemplate: page(
    async () => (await import('../features/templates/TemplateFormPage')).EditTemplatePage,
  ),
  loadFiles: page(async () => (await import('../features/files/FileListPage')).FileListPage),
  newUploadFile: page(async () => (await import('../features/files/FileFormPage')).NewFilePage),
  updateFile: page(async () => (await import('../features/files/FileFormPage')).EditFilePage),
  executeHsm: page(async () => (await import('../features/hsm/HsmPage')).HsmPage),
  reasons: page(async () => (await import('../features/reasons/ReasonListPage')).ReasonListPage),
  reason: page(async () => (await import('../features/reasons/ReasonFormPage')).ReasonFormPage),
};
