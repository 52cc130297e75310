import type { Translation } from '@atende/locale';
import type { en } from './en';

/** Textos del shell en español. */
export const es: Translation<typeof en> = {
  title: 'Atende',
  loading: 'Cargando…',
  pageError: {
    title: 'No se pudo mostrar esta página',
    text: 'Una parte no se pudo cargar. Recargue la página; si esto continúa, contacte a su administrador.',
    reload: 'Recargar',
  },
  startup: {
    title: 'No se pudo iniciar la aplicación',
    text: 'No se pudo leer la configuración. Recargue la página; si esto continúa, contacte a su administrador.',
    reload: 'Recargar',
  },
  remoteUnavailable: {
    title: 'No se pudo cargar esta área',
    description: 'El resto de la aplicación sigue funcionando. Inténtelo de nuevo en un momento.',
    retry: 'Reintentar',
  },
  remoteIncompatible: {
    title: '{{area}} necesita una versión más nueva de Atende',
    description:
      'Esta área se publicó para un portal más nuevo que el abierto aquí. El resto de la aplicación sigue funcionando. Recargue la página; si continúa, contacte a su administrador.',
    reload: 'Recargar',
  },
  remoteArea: {
    loading: 'Cargando {{area}}…',
    unavailable: '{{area}} no está disponible en este momento',
  },
  areas: {
    agentDesk: 'Atención',
    adminConsole: 'Panel de administración',
    flowDesigner: 'Flujos',
    reports: 'Informes',
  },
  home: {
    tagline: 'Portal de atención por chat y administración',
  },
  forgotPassword: {
    intro: 'Ingrese el correo electrónico de su cuenta.',
    notAvailable:
      'La recuperación de contraseña por correo aún no está disponible. Contacte a su administrador para restablecer la contraseña de {{email}}.',
  },
  customerSelection: {
    title: 'Elija un cliente',
    text: 'Su usuario atiende a varios clientes. Elija aquel para el que desea trabajar ahora.',
    confirm: 'Continuar',
    logout: 'Cerrar sesión',
  },
  password: {
    changed: 'Su contraseña fue cambiada',
    rulesTitle: 'La nueva contraseña necesita:',
    verifyError: 'No se pudo verificar la contraseña anterior. Inténtelo de nuevo',
  },
  topBar: {
    availability: 'Disponibilidad',
    shift: 'Turno',
    shiftRange: '{{start}} – {{end}}',
    shiftProgress: 'Progreso del turno',
    pauseError: 'No se pudo cambiar la disponibilidad. Inténtelo de nuevo',
    waitingClients: 'Clientes en espera: {{count}}',
  },
  footer: {
    remoteVersion: '{{area}} {{version}}',
  },
  notFound: {
    text: 'La página que busca no existe.',
    back: 'Ir a la página de inicio',
  },
};
