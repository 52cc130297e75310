import type { messages as en } from '../../en/common/messages';
import type { Translation } from '../../types';

/** Os catálogos de erro e sucesso da tela do atendente e do console, a guarda de página e os códigos de erro da API. */
export const messages: Translation<typeof en> = {
  clienteInService: 'O cliente já está em atendimento',
  errorClosingServices:
    'Erro ao encerrar o atendimento: é preciso selecionar um status de finalização',
  errorCampaign: 'Erro: é preciso selecionar uma campanha',
  transferSuccess: 'Transferido com Sucesso',
  snackTextSuccess: 'Cliente atualizado com sucesso',
  snackTextError: 'Não foi possível atualizar o cliente',
  ErrorWhenStoragedFile: 'Erro ao armazenar o arquivo',
  ErrorProcessFile: 'Erro ao processar o arquivo',
  fileUpload: {
    wrongType: 'Este tipo de arquivo não pode ser enviado. Aceitos: {{types}}.',
    tooBig: 'O arquivo é maior que {{max}} MB.',
    emptyFile: 'O arquivo está vazio.',
  },
  alreadyAttended:
    'A solicitação que você está tentando atender possivelmente já está sendo atendida por outro atendente.',
  autoAssignWithoutTemplate:
    'Não é possível atribuir automaticamente sem um modelo de boas-vindas configurado (auto-asignacion). A resposta automática foi desativada.',
  guard: {
    loading: 'Carregando suas permissões…',
    denied: 'Seu nível de acesso não abre esta área.',
  },
  NovoCadastro: {
    snackTextSuccess: 'Salvo com sucesso',
    snackTextError: 'Não foi possível salvar. Tente novamente',
    roleError: 'As informações de perfil não estão configuradas ou não puderam ser carregadas',
  },
  NewMessageTemplate: {
    snackTextSuccess: 'Modelo salvo com sucesso',
    snackTextError: 'Não foi possível salvar o modelo',
  },
  ViewFluxo: {
    snackTextActivityWrong:
      'Atividades sem respostas, com valores de resposta repetidos ou sem conexão de entrada não podem ser salvas',
  },
  CreateFluxo: {
    warningDates: 'A data de início deve ser anterior à data de término',
  },
  ExecHSM: {
    snackImportSuccess: 'Arquivo importado com sucesso',
    snackExcecSuccess: 'Todos os HSMs foram concluídos',
    progress: '{{current}} de {{total}}',
  },
  Reasons: {
    subReasonSaveError:
      'Ocorreu um erro ao armazenar o submotivo, verifique se o motivo existe ou entre em contato com um administrador',
    subReasonSaved: 'O submotivo foi armazenado corretamente',
  },
  Payments: {
    dateRangeTooLong: 'Datas incorretas, o intervalo deve ser de no máximo 30 dias',
  },
  apiErrors: {
    bad_request: 'A solicitação não é válida',
    unauthorized: 'Sua sessão não é válida. Entre novamente',
    forbidden: 'Você não tem permissão para fazer isso',
    not_found: 'Não encontrado',
    already_taken: 'Isso já foi utilizado',
    conflict: 'Isso conflita com os dados atuais. Recarregue e tente novamente',
    payload_too_large: 'O arquivo ou os dados são grandes demais',
    unsupported_file: 'Este tipo de arquivo não é suportado',
    internal: 'Ocorreu um erro no servidor. Tente novamente',
    wrong_password: 'A senha antiga está incorreta',
    password_expired: 'Sua senha expirou. Altere-a para continuar',
    too_many_attempts: 'Muitas tentativas. Aguarde um momento e tente novamente',
    flow_invalid:
      'O fluxo viola as regras de gravação: corrija as etapas marcadas e salve novamente',
    flow_version_conflict: 'Outra pessoa salvou este fluxo depois que você o abriu',
    date_range_invalid: 'Datas incorretas, o intervalo deve ser de no máximo 30 dias',
    report_range_too_long: 'O intervalo de datas é longo demais: escolha no máximo 366 dias',
    network: 'Não foi possível conectar ao servidor. Verifique a conexão e tente novamente',
    unknown: 'Ocorreu um erro inesperado',
  },
};
