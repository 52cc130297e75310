/** Texts of the flow list (namespace `flow`, key `list`); pt and es are typed against en. */
const en = {
  name: 'Name',
  channel: 'Channel',
  start: 'Start',
  end: 'End',
  noEnd: 'No end',
  open: 'Open',
  openOne: 'Open the flow {{name}}',
  details: 'Details',
  detailsOne: 'Details and export of the flow {{name}}',
  searchLabel: 'Search a flow by name and open it',
  noMatch: 'No flow has this name',
  noCustomer: 'Choose a customer in the side menu to see its flows.',
  imported: 'The flow {{name}} was imported.',
  importFailed: 'The flow could not be imported.',
};

type Texts = typeof en;

/** The flow list's texts in en, pt and es. */
export const listTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    name: 'Nome',
    channel: 'Canal',
    start: 'Início',
    end: 'Fim',
    noEnd: 'Sem fim',
    open: 'Abrir',
    openOne: 'Abrir o fluxo {{name}}',
    details: 'Detalhes',
    detailsOne: 'Detalhes e exportação do fluxo {{name}}',
    searchLabel: 'Busque um fluxo pelo nome e abra-o',
    noMatch: 'Nenhum fluxo tem este nome',
    noCustomer: 'Escolha um cliente no menu lateral para ver os fluxos dele.',
    imported: 'O fluxo {{name}} foi importado.',
    importFailed: 'Não foi possível importar o fluxo.',
  },
  es: {
    name: 'Nombre',
    channel: 'Canal',
    start: 'Inicio',
    end: 'Fin',
    noEnd: 'Sin fin',
    open: 'Abrir',
    openOne: 'Abrir el flujo {{name}}',
    details: 'Detalles',
    detailsOne: 'Detalles y exportación del flujo {{name}}',
    searchLabel: 'Busque un flujo por su nombre y ábralo',
    noMatch: 'Ningún flujo tiene este nombre',
    noCustomer: 'Elija un cliente en el menú lateral para ver sus flujos.',
    imported: 'El flujo {{name}} fue importado.',
    importFailed: 'No se pudo importar el flujo.',
  },
};
