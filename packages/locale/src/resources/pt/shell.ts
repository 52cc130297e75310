import type { shell as en } from '../en/shell';
import type { Translation } from '../types';

/** Textos do shell (português). */
export const shell: Translation<typeof en> = {
  title: 'Atende',
  loading: 'Carregando…',
  remoteUnavailable: {
    title: 'Não foi possível carregar esta área',
    description: 'O restante da aplicação continua funcionando. Tente novamente em instantes.',
    retry: 'Tentar novamente',
  },
};
