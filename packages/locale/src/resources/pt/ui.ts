import type { ui as en } from '../en/ui';
import type { Translation } from '../types';

/** Textos do kit de interface (`@atende/ui`), em português. */
export const ui: Translation<typeof en> = {
  list: {
    empty: 'Nada para mostrar',
    loadError: 'Não foi possível carregar a lista',
    retry: 'Tentar novamente',
    refresh: 'Atualizar',
    create: 'Novo',
    exportCsv: 'Exportar CSV',
    readOnly: 'Acesso somente leitura: você pode ver esta área, mas não alterá-la',
    total: '{{total}} itens',
  },
  form: {
    save: 'Salvar',
    cancel: 'Cancelar',
    unsavedTitle: 'Descartar as alterações?',
    unsavedContent: 'Suas alterações não foram salvas. Sair e perdê-las?',
    leave: 'Sair',
    stay: 'Ficar',
  },
  errors: {
    tooManyRequests: 'Muitas requisições. Aguarde um momento e tente novamente',
    withField: '{{text}} ({{field}})',
  },
  import: {
    reading: 'Lendo o arquivo…',
    progress: '{{rows}} linhas lidas',
    errors: {
      empty: 'O arquivo está vazio: nenhuma linha para importar',
      tooLarge: 'O arquivo é grande demais (no máximo {{max}})',
      tooManyRows: 'O arquivo tem linhas demais (no máximo {{max}})',
      timeout: 'A leitura do arquivo demorou demais. Tente um arquivo menor',
      malformed: 'Não foi possível ler o arquivo: não é uma planilha CSV, XLSX ou ODS válida',
      binary:
        'Este arquivo não é uma planilha. Use um arquivo CSV (separado por ponto e vírgula), XLSX ou ODS',
      aborted: 'A importação foi cancelada',
      failed: 'Não foi possível ler o arquivo. Tente novamente',
    },
  },
  part: {
    failed: 'Não foi possível carregar esta parte. Verifique a conexão e tente novamente.',
    retry: 'Tentar novamente',
    loading: 'Carregando…',
  },
  frame: {
    customer: 'Cliente',
    chooseCustomer: 'Escolha o cliente a administrar',
    pageFailed: 'Não foi possível carregar esta página. Verifique a conexão e tente novamente.',
  },
  layout: {
    navigation: 'Menu principal',
    openMenu: 'Abrir o menu',
    closeMenu: 'Fechar o menu',
    menuFailed: 'O menu não pôde ser carregado. Verifique a conexão e tente novamente',
  },
};
