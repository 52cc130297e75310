import type { flows as en } from '../../en/common/flows';
import type { Translation } from '../../types';

/** Flow problems and flow import errors (the contract's codes). */
export const flows: Translation<typeof en> = {
  flowProblems: {
    noReplies: 'A etapa "{{step}}" não tem respostas',
    repeatedReply: 'Etapa "{{step}}": a resposta {{reply}} repete a resposta anterior',
    noIncoming: 'A etapa "{{step}}" não tem conexão de entrada',
    missingTarget: 'Etapa "{{step}}": a resposta {{reply}} leva à etapa {{target}}, que não existe',
    unreachable: 'A etapa "{{step}}" não pode ser alcançada a partir do início',
    emptyMessage: 'A etapa "{{step}}" não tem mensagem',
    whatsappList:
      'A etapa "{{step}}" tem mais de {{limit}} respostas: o WhatsApp as mostra como lista',
    whatsappTooManyReplies:
      'A etapa "{{step}}" tem mais de {{limit}} respostas: o WhatsApp as envia como texto numerado',
    buttonTitleTooLong:
      'Etapa "{{step}}": a resposta {{reply}} tem mais de {{limit}} caracteres (botão do WhatsApp)',
    rowTitleTooLong:
      'Etapa "{{step}}": a resposta {{reply}} tem mais de {{limit}} caracteres (linha de lista do WhatsApp)',
  },
  flowImport: {
    empty: 'O arquivo está vazio ({{detail}})',
    tooLarge: 'O arquivo é grande demais ({{detail}} bytes)',
    controlCharacters: 'O arquivo contém caracteres de controle ({{detail}})',
    notJson: 'O arquivo não é um JSON válido ({{detail}})',
    forbiddenKey: 'O arquivo contém uma chave proibida: {{detail}}',
    wrongShape: 'O arquivo não tem as linhas e os campos esperados ({{detail}})',
    badNumber: 'Um número do arquivo não é válido ({{detail}})',
    textTooLong: 'Um texto do arquivo é longo demais ({{detail}})',
    tooManySteps: 'O arquivo tem etapas demais ({{detail}})',
    tooManyReplies: 'Uma etapa do arquivo tem respostas demais ({{detail}})',
    noExitRow: 'O arquivo não tem a linha {{detail}} com os dados do fluxo',
    noStartRow: 'O arquivo não tem a linha {{detail}} que marca a etapa inicial',
  },
};
