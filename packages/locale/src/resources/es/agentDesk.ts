import type { agentDesk as en } from '../en/agentDesk';
import type { Translation } from '../types';

/** Textos del escritorio de atención (español). */
export const agentDesk: Translation<typeof en> = {
  title: 'Atención',
  waiting: 'En espera',
  myServices: 'Mis atenciones',
  autoResponse: 'Respuesta automática',
  typeMessage: 'Escriba un mensaje',
};
