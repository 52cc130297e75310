import { lazyPage as page, type PageFactory } from '@atende/ui';

/**
 * The page of every flow route, by its name in the registry (seed 000 §2.1, seed 001 §2). Each page's
 * code loads when its route is first visited (the editor, with its canvas library, only when a flow
 * is opened). A factory per name (`lazyPage` of the kit), so that Try again after a failed fetch makes
 * a fresh lazy component.
 */
export const PAGES: Record<string, PageFactory> = {
  fluxo: page(async () => (await import('../features/list/FlowListPage')).FlowListPage),
  'create-fluxo': page(
    async () => (await import('../features/create/FlowCreatePage')).FlowCreatePage,
  ),
  'view-fluxo': page(
    async () => (await import('../features/editor-route/EditorRoute')).EditorRoute,
  ),
  'update-fluxo': page(
    async () => (await import('../features/create/FlowCreatePage')).FlowUpdatePage,
  ),
};
