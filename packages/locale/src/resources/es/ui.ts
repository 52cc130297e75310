import type { ui as en } from '../en/ui';
import type { Translation } from '../types';

/** Textos del kit de interfaz (`@atende/ui`), en español. */
export const ui: Translation<typeof en> = {
  list: {
    empty: 'Nada para mostrar',
    loadError: 'No se pudo cargar la lista',
    retry: 'Intentar de nuevo',
    refresh: 'Actualizar',
    create: 'Nuevo',
    exportCsv: 'Exportar CSV',
    readOnly: 'Acceso de solo lectura: puede ver esta área, pero no modificarla',
    total: '{{total}} elementos',
  },
  form: {
    save: 'Guardar',
    cancel: 'Cancelar',
    unsavedTitle: '¿Descartar los cambios?',
    unsavedContent: 'Sus cambios no se han guardado. ¿Salir y perderlos?',
    leave: 'Salir',
    stay: 'Quedarse',
  },
  errors: {
    tooManyRequests: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo',
    withField: '{{text}} ({{field}})',
  },
  import: {
    reading: 'Leyendo el archivo…',
    progress: '{{rows}} filas leídas',
    errors: {
      empty: 'El archivo está vacío: ninguna fila para importar',
      tooLarge: 'El archivo es demasiado grande (como máximo {{max}})',
      tooManyRows: 'El archivo tiene demasiadas filas (como máximo {{max}})',
      timeout: 'La lectura del archivo tardó demasiado. Pruebe con un archivo más pequeño',
      malformed: 'No se pudo leer el archivo: no es una hoja de cálculo CSV, XLSX u ODS válida',
      binary:
        'Este archivo no es una hoja de cálculo. Use un archivo CSV (separado por punto y coma), XLSX u ODS',
      aborted: 'La importación fue cancelada',
      failed: 'No se pudo leer el archivo. Inténtelo de nuevo',
    },
  },
  part: {
    failed: 'No se pudo cargar esta parte. Revise la conexión e inténtelo de nuevo.',
    retry: 'Reintentar',
    loading: 'Cargando…',
  },
  frame: {
    customer: 'Cliente',
    chooseCustomer: 'Elija el cliente que quiere administrar',
    pageFailed: 'No se pudo cargar esta página. Revise la conexión e inténtelo de nuevo.',
  },
  layout: {
    navigation: 'Menú principal',
    openMenu: 'Abrir el menú',
    closeMenu: 'Cerrar el menú',
    menuFailed: 'No se pudo cargar el menú. Compruebe la conexión e inténtelo de nuevo',
  },
};
