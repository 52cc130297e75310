import type { admin as en } from '../en/admin';
import type { Translation } from '../types';

/** Textos de la consola de administración (español). */
export const admin: Translation<typeof en> = {
  title: 'Administración',
  newOperator: 'Nuevo operador',
  operatorsTitle: 'Operadores',
};
