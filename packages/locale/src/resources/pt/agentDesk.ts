import type { agentDesk as en } from '../en/agentDesk';
import type { Translation } from '../types';

/** Textos da mesa de atendimento (português). */
export const agentDesk: Translation<typeof en> = {
  title: 'Atendimento',
  waiting: 'Em espera',
  myServices: 'Meus atendimentos',
  autoResponse: 'Resposta automática',
  typeMessage: 'Digite uma mensagem',
};
