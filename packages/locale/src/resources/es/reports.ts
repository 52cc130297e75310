import type { reports as en } from '../en/reports';
import type { Translation } from '../types';

/** Textos de los reportes (español). */
export const reports: Translation<typeof en> = {
  title: 'Reportes',
  openReport: 'Abrir reporte',
  closeViewer: 'Cerrar',
};
