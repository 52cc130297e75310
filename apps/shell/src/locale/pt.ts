import type { Translation } from '@atende/locale';
import type { en } from './en';

/** Textos do shell em português. */
export const pt: Translation<typeof en> = {
  title: 'Atende',
  loading: 'Carregando…',
  pageError: {
    title: 'Não foi possível mostrar esta página',
    text: 'Uma parte dela não pôde ser carregada. Recarregue a página; se isso continuar, fale com o seu administrador.',
    reload: 'Recarregar',
  },
  startup: {
    title: 'Não foi possível iniciar a aplicação',
    text: 'A configuração não pôde ser lida. Recarregue a página; se isso continuar, fale com o seu administrador.',
    reload: 'Recarregar',
  },
  remoteUnavailable: {
    title: 'Não foi possível carregar esta área',
    description: 'O resto da aplicação continua funcionando. Tente novamente em instantes.',
    retry: 'Tentar novamente',
  },
  remoteIncompatible: {
    title: '{{area}} precisa de uma versão mais nova do Atende',
    description:
      'Esta área foi publicada para um portal mais novo do que o aberto aqui. O restante da aplicação continua funcionando. Recarregue a página; se continuar, fale com o administrador.',
    reload: 'Recarregar',
  },
  remoteArea: {
    loading: 'Carregando {{area}}…',
    unavailable: '{{area}} não está disponível no momento',
  },
  areas: {
    agentDesk: 'Atendimento',
    adminConsole: 'Painel administrativo',
    flowDesigner: 'Fluxos',
    reports: 'Relatórios',
  },
  home: {
    tagline: 'Portal de atendimento por chat e administração',
  },
  forgotPassword: {
    intro: 'Informe o e-mail da sua conta.',
    notAvailable:
      'A recuperação de senha por e-mail ainda não está disponível. Fale com o seu administrador para redefinir a senha de {{email}}.',
  },
  customerSelection: {
    title: 'Escolha um cliente',
    text: 'O seu usuário atende vários clientes. Escolha aquele para o qual deseja trabalhar agora.',
    confirm: 'Continuar',
    logout: 'Sair',
  },
  password: {
    changed: 'A sua senha foi alterada',
    rulesTitle: 'A nova senha precisa de:',
    verifyError: 'Não foi possível verificar a senha antiga. Tente novamente',
  },
  topBar: {
    availability: 'Disponibilidade',
    shift: 'Turno',
    shiftRange: '{{start}} – {{end}}',
    shiftProgress: 'Progresso do turno',
    pauseError: 'Não foi possível alterar a disponibilidade. Tente novamente',
    waitingClients: 'Clientes aguardando: {{count}}',
  },
  footer: {
    remoteVersion: '{{area}} {{version}}',
  },
  notFound: {
    text: 'A página que você procura não existe.',
    back: 'Ir para a página inicial',
  },
};
