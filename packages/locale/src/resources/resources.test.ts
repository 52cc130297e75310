import { API_ERROR_CODES, FLOW_IMPORT_ERROR_CODES, FLOW_PROBLEM_CODES } from '@atende/contract';
import { SUPPORTED_LANGUAGES } from '../languages';
import { NAMESPACES } from '../namespaces';
import { resources } from './resources';

type Tree = { [key: string]: string | Tree };

/** Flattens nested texts into `a.b.c` → text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = (language: string, namespace: string): Map<string, string> =>
  flatten((resources as unknown as Record<string, Record<string, Tree>>)[language]![namespace]!);

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('resources', () => {
  it('hold every language and every namespace', () => {
    expect(Object.keys(resources).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) {
      expect(Object.keys(resources[language]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  describe.each([...NAMESPACES])('namespace %s', (namespace) => {
    it('has the same keys in every language', () => {
      const keySets = SUPPORTED_LANGUAGES.map(
        (language) => [language, [...flat(language, namespace).keys()]] as const,
      );
      const all = new Set(keySets.flatMap(([, keys]) => keys));
      for (const [language, keys] of keySets) {
        const missing = [...all].filter((key) => !keys.includes(key));
        expect({ language, missing }).toEqual({ language, missing: [] });
      }
    });

    it('has no empty value', () => {
      for (const language of SUPPORTED_LANGUAGES) {
        const empty = [...flat(language, namespace)]
          .filter(([, text]) => text.trim() === '')
          .map(([key]) => key);
        expect({ language, empty }).toEqual({ language, empty: [] });
      }
    });

    it('uses the same interpolation placeholders in every language', () => {
      for (const [key, text] of flat('en', namespace)) {
        for (const language of ['pt', 'es']) {
          expect({
            key,
            language,
            placeholders: placeholders(flat(language, namespace).get(key) ?? ''),
          }).toEqual({
            key,
            language,
            placeholders: placeholders(text),
          });
        }
      }
    });
  });

  // Texts that are the same in every language on purpose (names, codes).
  const sameEverywhere = new Set([
    'common:app.name',
    'common:app.pageTitle',
    'common:languages.pt',
    'common:languages.en',
    'common:languages.es',
    'common:messageDirection.chatBot',
    'common:menu.hsm',
    'common:actions.ok',
    'common:actions.no',
    'common:error404',
    'common:routes.error404',
    'common:menu.panel',
    'common:ForgotPassword.email',
    'common:ExecHSM.progress',
    'common:routes.listaOperadores',
    'shell:title',
    'flow:importJson',
    'admin:operatorsTitle',
    'ui:errors.withField',
  ]);

  it.each(['pt', 'es'])('%s is a translation, not a copy of English', (language) => {
    const copies: string[] = [];
    for (const namespace of NAMESPACES) {
      const translated = flat(language, namespace);
      for (const [key, text] of flat('en', namespace)) {
        if (translated.get(key) === text && !sameEverywhere.has(`${namespace}:${key}`))
          copies.push(`${namespace}:${key}`);
      }
    }
    expect(copies).toEqual([]);
  });
});

describe('common catalogue', () => {
  const en = flat('en', 'common');

  // English literals quoted by seed 000 §8, seed 001 §5 and §8: kept word for word.
  it.each([
    ['MyLogin.incorrectCredentials', 'User or password wrong'],
    ['MyLogin.errorInLogin', 'Error querying username and password'],
    ['dialogs.networkError.text', 'A network error has occurred, the session has been closed'],
    ['dialogs.inactivity.text', 'Had been inactive for more than 30 minutes'],
    [
      'alreadyAttended',
      'The request you are trying to attend to is possibly already being attended to by another agent.',
    ],
    ['Reasons.subReasonSaved', 'The sub reason was stored correctly'],
    ['Payments.dateRangeTooLong', 'Incorrect dates, must be within a maximum range of 30 days'],
    ['campaignPlaceholder', 'No configuring...'],
    ['error404', 'Error 404'],
  ])('en %s is the spec text', (key, text) => {
    expect(en.get(key)).toBe(text);
  });

  // Literals the specifications quote in Portuguese or Spanish keep them in that language.
  it.each([
    ['pt', 'rules.required', 'Campo Obrigatório.'], // seed 000 §5
    ['pt', 'transferSuccess', 'Transferido com Sucesso'], // seed 000 §7, §8
    ['es', 'availability.available', 'Disponible'], // seed 001 §9
    ['es', 'availability.unavailable', 'No Disponible'],
    ['es', 'messageDirection.client', 'Cliente'], // seed 001 §3
    ['es', 'messageDirection.chatBot', 'ChatBot'],
    ['es', 'messageDirection.agent', 'Asesor'],
    ['es', 'flowDefaults.exitString', 'Salida'], // seed 000 §9
    ['es', 'flowDefaults.exitMessage', 'Hasta luego, muchas gracias por comunicarse con nosotros'],
  ])('%s %s is the spec text', (language, key, text) => {
    expect(flat(language, 'common').get(key)).toBe(text);
  });

  // Catalogue keys named by seed 000 §8 and seed 001 §8.
  it.each([
    'clienteInService',
    'errorClosingServices',
    'errorCampaign',
    'transferSuccess',
    'snackTextSuccess',
    'snackTextError',
    'ErrorWhenStoragedFile',
    'ErrorProcessFile',
    'autoAssignWithoutTemplate',
    'NovoCadastro.roleError',
    'NovoCadastro.snackTextSuccess',
    'NovoCadastro.snackTextError',
    'NewMessageTemplate.snackTextSuccess',
    'NewMessageTemplate.snackTextError',
    'ViewFluxo.snackTextActivityWrong',
    'CreateFluxo.warningDates',
    'ExecHSM.snackImportSuccess',
    'ExecHSM.snackExcecSuccess',
    'Reasons.subReasonSaveError',
    'Password.minCharacters',
    'Password.missingKinds',
    'Password.kinds.capital',
    'Password.kinds.digit',
    'Password.kinds.special',
    'Password.oldPasswordWrong',
    'Password.differentPasswords',
  ])('has %s', (key) => {
    expect(en.get(key)).toBeTruthy();
  });

  it('lists the special characters of seed 000 §5', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(flat(language, 'common').get('Password.kinds.special')).toContain(
        '! | @ # $ % ^ & * ( ) - _',
      );
    }
  });

  // Route names of seed 000 §2.1.
  it('has a title for every route', () => {
    const routes = [
      'home',
      'atendimento',
      'painelCliente',
      'listaOperadores',
      'listCampaign',
      'campaign',
      'updateCampaign',
      'listGroup',
      'group',
      'updateGroup',
      'cadastro',
      'atualizar',
      'messagesTemplate',
      'newMessageTemplate',
      'updateMessageTemplate',
      'loadFiles',
      'newUploadFile',
      'updateFile',
      'executeHsm',
      'reasons',
      'reason',
      'reports',
      'update-reports',
      'fluxo',
      'create-fluxo',
      'view-fluxo',
      'update-fluxo',
      'error404',
    ];
    const present = [...en.keys()]
      .filter((key) => key.startsWith('routes.'))
      .map((key) => key.slice(7));
    expect(present.sort()).toEqual(routes.sort());
  });

  it('has a text for every API error code, plus unknown', () => {
    for (const code of [...API_ERROR_CODES, 'unknown'])
      expect(en.get(`apiErrors.${code}`)).toBeTruthy();
  });

  it('has a text for every flow problem and flow import error of the contract', () => {
    for (const code of FLOW_PROBLEM_CODES) expect(en.get(`flowProblems.${code}`)).toBeTruthy();
    for (const code of FLOW_IMPORT_ERROR_CODES) expect(en.get(`flowImport.${code}`)).toBeTruthy();
  });

  it('names the three languages', () => {
    expect(en.get('languages.pt')).toBe('Português');
    expect(en.get('languages.en')).toBe('English');
    expect(en.get('languages.es')).toBe('Español');
  });
});
