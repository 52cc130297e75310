/** Texts of the report area's frame (namespace `reports`, key `frame`); pt and es are typed against en. */
const en = {
  reports: 'My reports',
  payments: 'Payments',
  settings: 'Report settings',
  panel: 'Admin panel',
  harnessTitle: 'Reports (standalone)',
  noAccess: 'Your level does not open this report area (the product shows the client panel).',
};

type Texts = typeof en;

/** The frame's texts in en, pt and es. */
export const frameTexts: { en: Texts; pt: Texts; es: Texts } = {
  en,
  pt: {
    reports: 'Meus relatórios',
    payments: 'Pagamentos',
    settings: 'Configurações',
    panel: 'Painel de administração',
    harnessTitle: 'Relatórios (isolado)',
    noAccess: 'Seu nível não abre esta área de relatórios (o produto mostra o painel do cliente).',
  },
  es: {
    reports: 'Mis reportes',
    payments: 'Pagos',
    settings: 'Configuración',
    panel: 'Panel de administración',
    harnessTitle: 'Reportes (independiente)',
    noAccess: 'Su nivel no abre esta área de reportes (el producto muestra el panel del cliente).',
  },
};
