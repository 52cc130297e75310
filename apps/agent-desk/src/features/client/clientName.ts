/** Longest client name the rename dialog accepts. */
export const CLIENT_NAME_MAX_LENGTH = 100;

/** Why a name is refused: the texts `client.nameRequired` / `client.nameTooLong`. */
export type ClientNameProblem = 'nameRequired' | 'nameTooLong';

/** The name as it is sent: without surrounding blanks. */
export function cleanClientName(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** A blank name or one over the limit (after trimming) is refused; null when the name is fine. */
export function clientNameProblem(value: string | null | undefined): ClientNameProblem | null {
  const name = cleanClientName(value);
  if (!name) return 'nameRequired';
  if (name.length > CLIENT_NAME_MAX_LENGTH) return 'nameTooLong';
  return null;
}
