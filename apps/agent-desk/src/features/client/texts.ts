/** Texts of the client feature (namespace `agentDesk`, key `client`); pt and es are typed against en. */
const en = {
  title: 'Edit client',
  name: 'Name',
  namePlaceholder: "The client's name",
  nameRequired: 'Enter the client name.',
  nameTooLong: 'The name can have at most {{count}} characters.',
  phone: 'Phone',
};

type Texts = typeof en;

/** The client feature's texts in en, pt and es. */
export const clientTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    title: 'Editar cliente',
    name: 'Nome',
    namePlaceholder: 'O nome do cliente',
    nameRequired: 'Informe o nome do cliente.',
    nameTooLong: 'O nome pode ter no máximo {{count}} caracteres.',
    phone: 'Telefone',
  },
  es: {
    title: 'Editar cliente',
    name: 'Nombre',
    namePlaceholder: 'El nombre del cliente',
    nameRequired: 'Ingrese el nombre del cliente.',
    nameTooLong: 'El nombre puede tener como máximo {{count}} caracteres.',
    phone: 'Teléfono',
  },
};
