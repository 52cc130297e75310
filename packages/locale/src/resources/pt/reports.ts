import type { reports as en } from '../en/reports';
import type { Translation } from '../types';

/** Textos dos relatórios (português). */
export const reports: Translation<typeof en> = {
  title: 'Relatórios',
  openReport: 'Abrir relatório',
  closeViewer: 'Fechar',
};
