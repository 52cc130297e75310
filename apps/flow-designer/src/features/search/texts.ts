/** Texts of the step search (key `search`). */
const en = {
  title: 'Search a step',
  label: 'Name or message',
  placeholder: 'Type part of a step name or message',
  results_one: '{{count}} step found',
  results_other: '{{count}} steps found',
  none: 'No step has this name or message.',
  inMessage: '(in the message: {{excerpt}})',
  minimap: 'Overview of the whole flow',
};

type Texts = typeof en;

/** The search's texts in en, pt and es. */
export const searchTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    title: 'Buscar uma etapa',
    label: 'Nome ou mensagem',
    placeholder: 'Digite parte do nome ou da mensagem de uma etapa',
    results_one: '{{count}} etapa encontrada',
    results_other: '{{count}} etapas encontradas',
    none: 'Nenhuma etapa tem este nome ou mensagem.',
    inMessage: '(na mensagem: {{excerpt}})',
    minimap: 'Visão geral do fluxo inteiro',
  },
  es: {
    title: 'Buscar un paso',
    label: 'Nombre o mensaje',
    placeholder: 'Escriba parte del nombre o del mensaje de un paso',
    results_one: '{{count}} paso encontrado',
    results_other: '{{count}} pasos encontrados',
    none: 'Ningún paso tiene este nombre o mensaje.',
    inMessage: '(en el mensaje: {{excerpt}})',
    minimap: 'Vista general de todo el flujo',
  },
};
