/** Texts of the live problems panel (key `problems`); each problem's text is `common:flowProblems.*`. */
const en = {
  title: 'Problems',
  count_zero: 'No problems: the flow can be saved.',
  count_one: '{{count}} problem',
  count_other: '{{count}} problems',
  errors_one: '{{count}} blocks saving',
  errors_other: '{{count}} block saving',
  error: 'Blocks saving',
  warning: 'Warning',
  show: 'Show the problems',
  hide: 'Hide the problems',
};

type Texts = typeof en;

/** The problems panel's texts in en, pt and es. */
export const problemsTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    title: 'Problemas',
    count_zero: 'Nenhum problema: o fluxo pode ser salvo.',
    count_one: '{{count}} problema',
    count_other: '{{count}} problemas',
    errors_one: '{{count}} impede salvar',
    errors_other: '{{count}} impedem salvar',
    error: 'Impede salvar',
    warning: 'Aviso',
    show: 'Mostrar os problemas',
    hide: 'Ocultar os problemas',
  },
  es: {
    title: 'Problemas',
    count_zero: 'Ningún problema: el flujo se puede guardar.',
    count_one: '{{count}} problema',
    count_other: '{{count}} problemas',
    errors_one: '{{count}} impide guardar',
    errors_other: '{{count}} impiden guardar',
    error: 'Impide guardar',
    warning: 'Advertencia',
    show: 'Mostrar los problemas',
    hide: 'Ocultar los problemas',
  },
};
