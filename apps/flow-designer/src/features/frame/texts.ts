/** Texts of the flow area's frame (namespace `flow`, key `frame`); pt and es are typed against en. */
const en = {
  customer: 'Customer',
  chooseCustomer: 'Choose the customer whose flows to manage',
  menu: 'Flow area menu',
  flows: 'Flows',
  newFlow: 'New flow',
  panel: 'Admin panel',
  loadFailed: 'This part of the flow designer could not be loaded.',
  harnessTitle: 'Flow designer (standalone)',
  noAccess: 'Your Flow level does not open the flow area (the product shows the client panel).',
};

type Texts = typeof en;

/** The frame's texts in en, pt and es. */
export const frameTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    customer: 'Cliente',
    chooseCustomer: 'Escolha o cliente cujos fluxos quer administrar',
    menu: 'Menu da área de fluxos',
    flows: 'Fluxos',
    newFlow: 'Novo fluxo',
    panel: 'Painel de administração',
    loadFailed: 'Não foi possível carregar esta parte do editor de fluxos.',
    harnessTitle: 'Editor de fluxos (isolado)',
    noAccess:
      'Seu nível de Fluxo não abre a área de fluxos (o produto mostra o painel do cliente).',
  },
  es: {
    customer: 'Cliente',
    chooseCustomer: 'Elija el cliente cuyos flujos quiere administrar',
    menu: 'Menú del área de flujos',
    flows: 'Flujos',
    newFlow: 'Nuevo flujo',
    panel: 'Panel de administración',
    loadFailed: 'No se pudo cargar esta parte del editor de flujos.',
    harnessTitle: 'Editor de flujos (independiente)',
    noAccess:
      'Su nivel de Flujo no abre el área de flujos (el producto muestra el panel del cliente).',
  },
};
