import type { flows as en } from '../../en/common/flows';
import type { Translation } from '../../types';

/** Flow problems and flow import errors (the contract's codes). */
export const flows: Translation<typeof en> = {
  flowProblems: {
    noReplies: 'El paso "{{step}}" no tiene respuestas',
    repeatedReply: 'Paso "{{step}}": la respuesta {{reply}} repite la respuesta anterior',
    noIncoming: 'El paso "{{step}}" no tiene conexión de entrada',
    missingTarget:
      'Paso "{{step}}": la respuesta {{reply}} lleva al paso {{target}}, que no existe',
    unreachable: 'El paso "{{step}}" no se puede alcanzar desde el inicio',
    emptyMessage: 'El paso "{{step}}" no tiene mensaje',
    whatsappList:
      'El paso "{{step}}" tiene más de {{limit}} respuestas: WhatsApp las muestra como lista',
    whatsappTooManyReplies:
      'El paso "{{step}}" tiene más de {{limit}} respuestas: WhatsApp las envía como texto numerado',
    buttonTitleTooLong:
      'Paso "{{step}}": la respuesta {{reply}} tiene más de {{limit}} caracteres (botón de WhatsApp)',
    rowTitleTooLong:
      'Paso "{{step}}": la respuesta {{reply}} tiene más de {{limit}} caracteres (fila de lista de WhatsApp)',
  },
  flowImport: {
    empty: 'El archivo está vacío ({{detail}})',
    tooLarge: 'El archivo es demasiado grande ({{detail}} bytes)',
    controlCharacters: 'El archivo contiene caracteres de control ({{detail}})',
    notJson: 'El archivo no es un JSON válido ({{detail}})',
    forbiddenKey: 'El archivo contiene una clave prohibida: {{detail}}',
    wrongShape: 'El archivo no tiene las filas y los campos esperados ({{detail}})',
    badNumber: 'Un número del archivo no es válido ({{detail}})',
    textTooLong: 'Un texto del archivo es demasiado largo ({{detail}})',
    tooManySteps: 'El archivo tiene demasiados pasos ({{detail}})',
    tooManyReplies: 'Un paso del archivo tiene demasiadas respuestas ({{detail}})',
    noExitRow: 'El archivo no tiene la fila {{detail}} con los datos del flujo',
    noStartRow: 'El archivo no tiene la fila {{detail}} que marca el paso inicial',
  },
};
