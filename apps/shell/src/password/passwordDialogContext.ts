import { createContext, useContext } from 'react';

/** Opens the change-password dialog of the logged-in area (from the profile menus). */
export const PasswordDialogContext = createContext<() => void>(() => undefined);

/** The function that opens the change-password dialog. */
export function useOpenPasswordDialog(): () => void {
  return useContext(PasswordDialogContext);
}
