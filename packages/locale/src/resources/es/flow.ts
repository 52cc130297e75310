import type { flow as en } from '../en/flow';
import type { Translation } from '../types';

/** Textos del diseñador de flujos (español). */
export const flow: Translation<typeof en> = {
  title: 'Flujos',
  register: 'Registrar',
  importJson: 'Importar (JSON)',
  searchFlow: 'Buscar un flujo',
};
