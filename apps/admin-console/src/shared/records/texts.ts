/** Texts shared by the console's record lists and edit pages (namespace `admin`, key `records`). */
const en = {
  actions: 'Actions',
  edit: 'Edit',
  retry: 'Try again',
  backToList: 'Back to the list',
};

type Texts = typeof en;

/** The record texts in en, pt and es. */
export const recordsTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: { actions: 'Ações', edit: 'Editar', retry: 'Tentar novamente', backToList: 'Voltar à lista' },
  es: { actions: 'Acciones', edit: 'Editar', retry: 'Reintentar', backToList: 'Volver a la lista' },
};
