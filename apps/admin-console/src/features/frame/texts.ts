/** Texts of the console's frame (namespace `admin`, key `frame`); pt and es are typed against en. */
const en = {
  customer: 'Customer',
  chooseCustomer: 'Choose the customer to manage',
  noCustomer: 'Choose a customer in the side menu to see its data.',
  loadFailed: 'This part of the console could not be loaded.',
  harnessTitle: 'Admin console (standalone)',
};

type Texts = typeof en;

/** The frame's texts in en, pt and es. */
export const frameTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    customer: 'Cliente',
    chooseCustomer: 'Escolha o cliente a administrar',
    noCustomer: 'Escolha um cliente no menu lateral para ver os dados dele.',
    loadFailed: 'Não foi possível carregar esta parte do console.',
    harnessTitle: 'Console de administração (isolado)',
  },
  es: {
    customer: 'Cliente',
    chooseCustomer: 'Elija el cliente que quiere administrar',
    noCustomer: 'Elija un cliente en el menú lateral para ver sus datos.',
    loadFailed: 'No se pudo cargar esta parte de la consola.',
    harnessTitle: 'Consola de administración (independiente)',
  },
};
