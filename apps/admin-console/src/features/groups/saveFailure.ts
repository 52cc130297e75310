import { isApiRequestError } from '@atende/api-client';

/**
 * API field name → form field name, for `FormPage`'s inline errors, with the spellings an answer may
 * use for one field (`attendence_Group_Name`, `/attendence_Group_Name`, lower case).
 */
export function apiFieldNames(names: Record<string, string>): Record<string, string> {
  const all: Record<string, string> = {};
  for (const [api, form] of Object.entries(names)) {
    for (const spelling of [api, `/${api}`, api.toLowerCase(), `/${api.toLowerCase()}`])
      all[spelling] = form;
  }
  return all;
}

/**
 * A save failure already shown to the user. It is named like a cancelled request because that is
 * what `FormPage` (`apiErrorText`) shows nothing for: the form stays as typed, and no second
 * message appears.
 */
class ShownFailure extends Error {
  constructor(cause: unknown) {
    super('The save failed; the failure was shown.', { cause });
    this.name = 'AbortError';
  }
}

/**
 * Runs a save for a `FormPage` `onSubmit`: an API error naming a form field is passed on (FormPage
 * puts it on that field, e.g. 409 on a name already used); any other failure shows `errorText` as an
 * error snackbar (seed 001 §8 "Group save failure: NovoCadastro.snackTextError") and keeps the values.
 */
export async function saveOrExplain<T>(
  save: () => Promise<T>,
  options: { fieldNames: Record<string, string>; showError: () => void },
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isApiRequestError(error) && error.field && options.fieldNames[error.field]) throw error;
    options.showError();
    throw new ShownFailure(error);
  }
}
