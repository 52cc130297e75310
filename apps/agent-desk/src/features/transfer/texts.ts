/** Texts of the transfer feature (namespace `agentDesk`, key `transfer`); pt and es are typed against en. */
const en = {
  title: 'Transfer service',
  client: 'Client: {{name}}',
  group: 'Group',
  groupPlaceholder: 'Choose a group',
  noGroups: 'No group is available for a transfer.',
  loading: 'Loading the groups…',
  loadError: 'The groups could not be loaded: {{reason}}',
  transfer: 'Transfer',
  confirm: 'Transfer {{client}} to {{group}}?',
  confirmHint: 'The service goes back to the waiting queue of that group.',
  chooseGroup: 'Choose a group to transfer to.',
  invalidService: 'This service cannot be transferred: it has no valid id.',
  failed: 'The transfer failed: {{reason}}',
};

type Texts = typeof en;

/** The transfer feature's texts in en, pt and es. */
export const transferTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    title: 'Transferir atendimento',
    client: 'Cliente: {{name}}',
    group: 'Grupo',
    groupPlaceholder: 'Escolha um grupo',
    noGroups: 'Nenhum grupo está disponível para a transferência.',
    loading: 'Carregando os grupos…',
    loadError: 'Não foi possível carregar os grupos: {{reason}}',
    transfer: 'Transferir',
    confirm: 'Transferir {{client}} para {{group}}?',
    confirmHint: 'O atendimento volta para a fila de espera desse grupo.',
    chooseGroup: 'Escolha um grupo para a transferência.',
    invalidService: 'Este atendimento não pode ser transferido: não tem um id válido.',
    failed: 'A transferência falhou: {{reason}}',
  },
  es: {
    title: 'Transferir atención',
    client: 'Cliente: {{name}}',
    group: 'Grupo',
    groupPlaceholder: 'Elija un grupo',
    noGroups: 'No hay ningún grupo disponible para la transferencia.',
    loading: 'Cargando los grupos…',
    loadError: 'No se pudieron cargar los grupos: {{reason}}',
    transfer: 'Transferir',
    confirm: '¿Transferir a {{client}} al grupo {{group}}?',
    confirmHint: 'La atención vuelve a la cola de espera de ese grupo.',
    chooseGroup: 'Elija un grupo para la transferencia.',
    invalidService: 'Esta atención no se puede transferir: no tiene un id válido.',
    failed: 'La transferencia falló: {{reason}}',
  },
};
