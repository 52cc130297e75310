import type { shell as en } from '../en/shell';
import type { Translation } from '../types';

/** Textos del shell (español). */
export const shell: Translation<typeof en> = {
  title: 'Atende',
  loading: 'Cargando…',
  remoteUnavailable: {
    title: 'No se pudo cargar esta área',
    description: 'El resto de la aplicación sigue funcionando. Inténtelo de nuevo en un momento.',
    retry: 'Reintentar',
  },
};
