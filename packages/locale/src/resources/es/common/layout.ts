import type { layout as en } from '../../en/common/layout';
import type { Translation } from '../../types';

/** Barras superiores, menú lateral, selector de cliente y los valores que nombran las especificaciones (canales, marcadores). */
export const layout: Translation<typeof en> = {
  topBar: {
    greeting: 'Hola, {{name}}',
    shiftStart: 'Inicio del turno',
    shiftEnd: 'Fin del turno',
    currentTime: 'Hora actual',
    soundOn: 'Sonido de notificación activado',
    soundOff: 'Sonido de notificación desactivado',
    notifications: 'Notificaciones',
    profileMenu: 'Menú del perfil',
    adminPanel: 'Panel de administración',
    changePassword: 'Cambiar contraseña',
    logout: 'Cerrar sesión',
  },
  availability: {
    available: 'Disponible',
    unavailable: 'No Disponible',
  },
  messageDirection: {
    client: 'Cliente',
    chatBot: 'ChatBot',
    agent: 'Asesor',
  },
  menu: {
    panel: 'Panel',
    attendance: 'Atención',
    campaigns: 'Campañas',
    operators: 'Operadores',
    groups: 'Grupos',
    reports: 'Reportes',
    flows: 'Flujos',
    templates: 'Plantillas',
    files: 'Archivos',
    reasons: 'Motivos',
    hsm: 'HSM',
    payments: 'Pagos',
    quit: 'Salir',
  },
  customerSelector: {
    label: 'Cliente',
    placeholder: 'Seleccione un cliente',
  },
  channels: {
    all: 'Todos',
  },
  campaignPlaceholder: 'No configurado...',
  flowDefaults: {
    exitString: 'Salida',
    exitMessage: 'Hasta luego, muchas gracias por comunicarse con nosotros',
  },
};
