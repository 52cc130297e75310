import type { flow as en } from '../en/flow';
import type { Translation } from '../types';

/** Textos do designer de fluxos (português). */
export const flow: Translation<typeof en> = {
  title: 'Fluxos',
  register: 'Cadastrar',
  importJson: 'Importar (JSON)',
  searchFlow: 'Pesquisar um fluxo',
};
