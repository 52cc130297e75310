/** Texts of the report list (namespace `reports`, key `list`). */
const en = {
  name: 'Report',
  kind: 'Kind',
  dashboard: 'Dashboard',
  question: 'Question',
  actions: 'Actions',
  open: 'Open',
  openOne: 'Open the report {{name}}',
  noCustomer: 'Choose a customer to see its reports.',
};

type Texts = typeof en;

/** The list's texts in en, pt and es. */
export const listTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    name: 'Relatório',
    kind: 'Tipo',
    dashboard: 'Painel',
    question: 'Pergunta',
    actions: 'Ações',
    open: 'Abrir',
    openOne: 'Abrir o relatório {{name}}',
    noCustomer: 'Escolha um cliente para ver os relatórios dele.',
  },
  es: {
    name: 'Reporte',
    kind: 'Tipo',
    dashboard: 'Tablero',
    question: 'Pregunta',
    actions: 'Acciones',
    open: 'Abrir',
    openOne: 'Abrir el reporte {{name}}',
    noCustomer: 'Elija un cliente para ver sus reportes.',
  },
};
