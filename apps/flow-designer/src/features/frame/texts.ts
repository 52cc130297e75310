/** Texts of the flow area's frame (namespace `flow`, key `frame`); pt and es are typed against en. */
const en = {
  menu: 'Flow area menu',
  flows: 'Flows',
  newFlow: 'New flow',
  panel: 'Admin panel',
  harnessTitle: 'Flow designer (standalone)',
  noAccess: 'Your Flow level does not open the flow area (the product shows the client panel).',
};

type Texts = typeof en;

/** The frame's texts in en, pt and es. */
export const frameTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    menu: 'Menu da área de fluxos',
    flows: 'Fluxos',
    newFlow: 'Novo fluxo',
    panel: 'Painel de administração',
    harnessTitle: 'Editor de fluxos (isolado)',
    noAccess:
      'Seu nível de Fluxo não abre a área de fluxos (o produto mostra o painel do cliente).',
  },
  es: {
    menu: 'Menú del área de flujos',
    flows: 'Flujos',
    newFlow: 'Nuevo flujo',
    panel: 'Panel de administración',
    harnessTitle: 'Editor de flujos (independiente)',
    noAccess:
      'Su nivel de Flujo no abre el área de flujos (el producto muestra el panel del cliente).',
  },
};
