import { API_ERROR_CODES, FLOW_IMPORT_ERROR_CODES, FLOW_PROBLEM_CODES } from '@atende/contract';
import { SUPPORTED_LANGUAGES } from '../languages';
import { flat } from './flatTexts.fixture';

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
      // The payments report's route (docs/adr/0026), not a row of seed 000 §2.1.
      'payments',
      // The customer's report settings (docs/adr/0033), not a row of seed 000 §2.1.
      'report-settings',
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
