import type { session as en } from '../../en/common/session';
import type { Translation } from '../../types';

/** Inicio de sesión, recuperación y cambio de contraseña y los diálogos de cierre forzado. */
export const session: Translation<typeof en> = {
  MyLogin: {
    incorrectCredentials: 'Usuario o contraseña incorrectos',
    errorInLogin: 'Error al consultar el usuario y la contraseña',
    join: 'Ingresar',
    title: 'Iniciar sesión',
    user: 'Usuario',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    rememberMe: 'Recordarme',
    login: 'Ingresar',
    forgotPassword: '¿Olvidó su contraseña?',
  },
  ForgotPassword: {
    title: 'Recuperar contraseña',
    email: 'Correo electrónico',
    send: 'Enviar',
    cancel: 'Cancelar',
  },
  Password: {
    title: 'Cambiar contraseña',
    expired: 'Su contraseña ha expirado. Elija una nueva.',
    oldPassword: 'Contraseña actual',
    newPassword: 'Nueva contraseña',
    repeatPassword: 'Repita la nueva contraseña',
    minCharacters: 'La contraseña debe tener al menos {{count}} caracteres',
    missingKinds: 'La contraseña debe contener: {{kinds}}',
    kinds: {
      capital: 'una letra mayúscula',
      digit: 'un número',
      special: 'un carácter especial (! | @ # $ % ^ & * ( ) - _)',
    },
    oldPasswordWrong: 'La contraseña actual es incorrecta',
    differentPasswords: 'Las contraseñas son diferentes',
  },
  dialogs: {
    networkError: {
      title: 'Sesión cerrada',
      text: 'Ocurrió un error de red, la sesión ha sido cerrada',
    },
    inactivity: {
      title: 'Sesión cerrada',
      text: 'Estuvo inactivo por más de 30 minutos',
    },
    confirmTitle: '¿Está seguro?',
  },
};
