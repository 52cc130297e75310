/**
 * Texts of connecting and deleting connections by keyboard (key `connections`): the connect dialog,
 * the delete confirmation and what the live region announces.
 */
const en = {
  button: 'Connect a reply',
  title: 'Connect a reply',
  from: 'From step',
  reply: 'Reply',
  to: 'To step',
  ok: 'Connect',
  now: 'Now leads to {{to}}.',
  noReplies: 'This step has no reply to connect: add one in its edit dialog.',
  final: '“{{reply}}” (final reply, not connectable)',
  sameName: '{{name}} (step {{id}})',
  connected: 'Reply “{{reply}}” of {{from}} now leads to {{to}}.',
  disconnectTitle: 'Delete this connection?',
  disconnectBody:
    'Reply “{{reply}}” of {{from}} will no longer lead to {{to}}. The reply keeps its output and, like a new reply, leads to Start until you connect it again. You can undo this.',
  disconnected: 'Connection deleted: reply “{{reply}}” of {{from}} now leads to Start.',
  nothingToDisconnect:
    'Reply “{{reply}}” of {{from}} already leads to Start, as a reply does until it is connected: nothing to delete.',
  cancel: 'Cancel',
  delete: 'Delete',
};

type Texts = typeof en;

/** The connections' texts in en, pt and es. */
export const connectionTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    button: 'Conectar uma resposta',
    title: 'Conectar uma resposta',
    from: 'Da etapa',
    reply: 'Resposta',
    to: 'Para a etapa',
    ok: 'Conectar',
    now: 'Agora leva a {{to}}.',
    noReplies: 'Esta etapa não tem resposta para conectar: adicione uma no diálogo de edição.',
    final: '“{{reply}}” (resposta final, não conectável)',
    sameName: '{{name}} (etapa {{id}})',
    connected: 'A resposta “{{reply}}” de {{from}} agora leva a {{to}}.',
    disconnectTitle: 'Excluir esta conexão?',
    disconnectBody:
      'A resposta “{{reply}}” de {{from}} deixará de levar a {{to}}. A resposta mantém sua saída e, como uma resposta nova, leva ao Start até que você a conecte de novo. Você pode desfazer isto.',
    disconnected: 'Conexão excluída: a resposta “{{reply}}” de {{from}} agora leva ao Start.',
    nothingToDisconnect:
      'A resposta “{{reply}}” de {{from}} já leva ao Start, como toda resposta ainda não conectada: nada a excluir.',
    cancel: 'Cancelar',
    delete: 'Excluir',
  },
  es: {
    button: 'Conectar una respuesta',
    title: 'Conectar una respuesta',
    from: 'Desde el paso',
    reply: 'Respuesta',
    to: 'Hacia el paso',
    ok: 'Conectar',
    now: 'Ahora lleva a {{to}}.',
    noReplies: 'Este paso no tiene respuestas para conectar: agregue una en su diálogo de edición.',
    final: '“{{reply}}” (respuesta final, no se puede conectar)',
    sameName: '{{name}} (paso {{id}})',
    connected: 'La respuesta “{{reply}}” de {{from}} ahora lleva a {{to}}.',
    disconnectTitle: '¿Eliminar esta conexión?',
    disconnectBody:
      'La respuesta “{{reply}}” de {{from}} dejará de llevar a {{to}}. La respuesta conserva su salida y, como una respuesta nueva, lleva a Start hasta que la vuelva a conectar. Puede deshacer esto.',
    disconnected: 'Conexión eliminada: la respuesta “{{reply}}” de {{from}} ahora lleva a Start.',
    nothingToDisconnect:
      'La respuesta “{{reply}}” de {{from}} ya lleva a Start, como toda respuesta aún sin conectar: nada que eliminar.',
    cancel: 'Cancelar',
    delete: 'Eliminar',
  },
};
