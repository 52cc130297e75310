import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Page = LazyExoticComponent<ComponentType>;

const page = (load: () => Promise<ComponentType>): (() => Page) => {
  return () => lazy(async () => ({ default: await load() }));
};

/**
 * The page of every flow route, by its name in the registry (seed 000 §2.1, seed 001 §2). Each page's
 * code loads when its route is first visited (the editor, with its canvas library, only when a flow
 * is opened). A factory per name, so that Try again after a failed fetch makes a fresh lazy component.
 */
export const PAGES: Record<string, () => Page> = {
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
