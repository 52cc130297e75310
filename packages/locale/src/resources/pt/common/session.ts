import type { session as en } from '../../en/common/session';
import type { Translation } from '../../types';

/** Login, recuperação e troca de senha e os diálogos de saída forçada. */
export const session: Translation<typeof en> = {
  MyLogin: {
    incorrectCredentials: 'Usuário ou senha incorretos',
    errorInLogin: 'Erro ao consultar usuário e senha',
    join: 'Entrar',
    title: 'Acessar',
    user: 'Usuário',
    password: 'Senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    rememberMe: 'Lembrar de mim',
    login: 'Entrar',
    forgotPassword: 'Esqueceu sua senha?',
  },
  ForgotPassword: {
    title: 'Recuperar senha',
    email: 'E-mail',
    send: 'Enviar',
    cancel: 'Cancelar',
  },
  Password: {
    title: 'Alterar senha',
    expired: 'Sua senha expirou. Escolha uma nova senha.',
    oldPassword: 'Senha atual',
    newPassword: 'Nova senha',
    repeatPassword: 'Repita a nova senha',
    minCharacters: 'A senha deve ter pelo menos {{count}} caracteres',
    missingKinds: 'A senha deve conter: {{kinds}}',
    kinds: {
      capital: 'uma letra maiúscula',
      digit: 'um número',
      special: 'um caractere especial (! | @ # $ % ^ & * ( ) - _)',
    },
    oldPasswordWrong: 'A senha atual está incorreta',
    differentPasswords: 'As senhas são diferentes',
  },
  dialogs: {
    networkError: {
      title: 'Sessão encerrada',
      text: 'Ocorreu um erro de rede, a sessão foi encerrada',
    },
    inactivity: {
      title: 'Sessão encerrada',
      text: 'Você ficou inativo por mais de 30 minutos',
    },
    confirmTitle: 'Tem certeza?',
  },
};
