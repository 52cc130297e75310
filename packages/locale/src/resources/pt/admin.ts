import type { admin as en } from '../en/admin';
import type { Translation } from '../types';

/** Textos do console de administração (português). */
export const admin: Translation<typeof en> = {
  title: 'Administração',
  newOperator: 'Novo operador',
  operatorsTitle: 'Operadores',
};
