import type { messages as en } from '../../en/common/messages';
import type { Translation } from '../../types';

/** Los catálogos de error y éxito de la pantalla del agente y de la consola, la guardia de página y los códigos de error de la API. */
export const messages: Translation<typeof en> = {
  clienteInService: 'El cliente ya está en atención',
  errorClosingServices: 'Error al cerrar la atención: debe seleccionar un estado de finalización',
  errorCampaign: 'Error: debe seleccionar una campaña',
  transferSuccess: 'Transferido con éxito',
  snackTextSuccess: 'Cliente actualizado con éxito',
  snackTextError: 'No se pudo actualizar el cliente',
  ErrorWhenStoragedFile: 'Error al almacenar el archivo',
  ErrorProcessFile: 'Error al procesar el archivo',
  fileUpload: {
    wrongType: 'Este tipo de archivo no se puede enviar. Aceptados: {{types}}.',
    tooBig: 'El archivo supera los {{max}} MB.',
    emptyFile: 'El archivo está vacío.',
  },
  alreadyAttended:
    'La solicitud que intenta atender posiblemente ya está siendo atendida por otro asesor.',
  autoAssignWithoutTemplate:
    'No es posible la autoasignación sin una plantilla de bienvenida configurada (auto-asignacion). La respuesta automática se ha desactivado.',
  guard: {
    loading: 'Cargando sus permisos…',
    denied: 'Su nivel de acceso no abre esta área.',
  },
  NovoCadastro: {
    snackTextSuccess: 'Guardado con éxito',
    snackTextError: 'No se pudo guardar. Inténtelo de nuevo',
    roleError: 'La información de roles no está configurada o no se pudo cargar',
  },
  NewMessageTemplate: {
    snackTextSuccess: 'Plantilla guardada con éxito',
    snackTextError: 'No se pudo guardar la plantilla',
  },
  ViewFluxo: {
    snackTextActivityWrong:
      'No se pueden guardar actividades sin respuestas, con valores de respuesta repetidos o sin conexión de entrada',
  },
  CreateFluxo: {
    warningDates: 'La fecha de inicio debe ser anterior a la fecha de fin',
  },
  ExecHSM: {
    snackImportSuccess: 'Archivo importado con éxito',
    snackExcecSuccess: 'Todos los HSM han finalizado',
    progress: '{{current}} de {{total}}',
  },
  Reasons: {
    subReasonSaveError:
      'Ocurrió un error al almacenar el submotivo, verifique que el motivo exista o contacte a un administrador',
    subReasonSaved: 'El submotivo se almacenó correctamente',
  },
  Payments: {
    dateRangeTooLong: 'Fechas incorrectas, deben estar dentro de un rango máximo de 30 días',
  },
  apiErrors: {
    bad_request: 'La solicitud no es válida',
    unauthorized: 'Su sesión no es válida. Inicie sesión de nuevo',
    forbidden: 'No tiene permiso para hacer esto',
    not_found: 'No encontrado',
    already_taken: 'Esto ya fue tomado',
    conflict: 'Esto entra en conflicto con los datos actuales. Recargue e inténtelo de nuevo',
    payload_too_large: 'El archivo o los datos son demasiado grandes',
    unsupported_file: 'Este tipo de archivo no es compatible',
    internal: 'Ocurrió un error en el servidor. Inténtelo de nuevo',
    wrong_password: 'La contraseña anterior es incorrecta',
    password_expired: 'Su contraseña ha expirado. Cámbiela para continuar',
    too_many_attempts: 'Demasiados intentos. Espere un momento e inténtelo de nuevo',
    flow_invalid:
      'El flujo no cumple las reglas de guardado: corrija los pasos marcados y guarde de nuevo',
    flow_version_conflict: 'Otra persona guardó este flujo después de que usted lo abrió',
    date_range_invalid: 'Fechas incorrectas, deben estar dentro de un rango máximo de 30 días',
    report_range_too_long: 'El rango de fechas es demasiado largo: elija como máximo 366 días',
    network: 'No se pudo conectar con el servidor. Verifique la conexión e intente de nuevo',
    unknown: 'Ocurrió un error inesperado',
  },
};
