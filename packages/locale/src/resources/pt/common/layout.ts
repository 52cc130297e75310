import type { layout as en } from '../../en/common/layout';
import type { Translation } from '../../types';

/** Barras superiores, menu lateral, seletor de cliente e os valores que as especificações nomeiam (canais, marcadores). */
export const layout: Translation<typeof en> = {
  topBar: {
    greeting: 'Olá, {{name}}',
    shiftStart: 'Início do turno',
    shiftEnd: 'Fim do turno',
    currentTime: 'Hora atual',
    soundOn: 'Som de notificação ativado',
    soundOff: 'Som de notificação desativado',
    notifications: 'Notificações',
    profileMenu: 'Menu do perfil',
    adminPanel: 'Painel administrativo',
    changePassword: 'Alterar senha',
    logout: 'Sair',
  },
  availability: {
    available: 'Disponível',
    unavailable: 'Não disponível',
  },
  messageDirection: {
    client: 'Cliente',
    chatBot: 'ChatBot',
    agent: 'Atendente',
  },
  menu: {
    panel: 'Painel',
    attendance: 'Atendimento',
    campaigns: 'Campanhas',
    operators: 'Operadores',
    groups: 'Grupos',
    reports: 'Relatórios',
    flows: 'Fluxos',
    templates: 'Modelos',
    files: 'Arquivos',
    reasons: 'Motivos',
    hsm: 'HSM',
    payments: 'Pagamentos',
    quit: 'Sair',
  },
  customerSelector: {
    label: 'Cliente',
    placeholder: 'Selecione um cliente',
  },
  channels: {
    all: 'Todos',
  },
  campaignPlaceholder: 'Não configurado...',
  flowDefaults: {
    exitString: 'Saída',
    exitMessage: 'Até logo, muito obrigado por entrar em contato conosco',
  },
};
