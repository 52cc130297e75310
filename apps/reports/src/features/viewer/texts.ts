/** Texts of the report viewer (namespace `reports`, key `viewer`). */
const en = {
  frameTitle: 'Report {{name}}',
  close: 'Close the report',
  loading: 'Opening the report…',
  failed: 'The report could not be opened.',
  retry: 'Try again',
};

type Texts = typeof en;

/** The viewer's texts in en, pt and es. */
export const viewerTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    frameTitle: 'Relatório {{name}}',
    close: 'Fechar o relatório',
    loading: 'Abrindo o relatório…',
    failed: 'Não foi possível abrir o relatório.',
    retry: 'Tentar novamente',
  },
  es: {
    frameTitle: 'Reporte {{name}}',
    close: 'Cerrar el reporte',
    loading: 'Abriendo el reporte…',
    failed: 'No se pudo abrir el reporte.',
    retry: 'Intentar de nuevo',
  },
};
