/** Texts of the console's frame (namespace `admin`, key `frame`); pt and es are typed against en. */
const en = {
  noCustomer: 'Choose a customer in the side menu to see its data.',
  harnessTitle: 'Admin console (standalone)',
};

type Texts = typeof en;

/** The frame's texts in en, pt and es. */
export const frameTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    noCustomer: 'Escolha um cliente no menu lateral para ver os dados dele.',
    harnessTitle: 'Console de administração (isolado)',
  },
  es: {
    noCustomer: 'Elija un cliente en el menú lateral para ver sus datos.',
    harnessTitle: 'Consola de administración (independiente)',
  },
};
