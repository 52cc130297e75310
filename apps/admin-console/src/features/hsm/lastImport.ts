/** Where the page remembers the customer's last sent import, for the tab's life (sessionStorage). */
const keyOf = (customerId: number) => `atende.hsm.lastImport.${customerId}`;

/** The id of the last import sent for the customer in this tab, or null. */
export function readLastImport(customerId: number): string | null {
  try {
    return sessionStorage.getItem(keyOf(customerId));
  } catch {
    return null;
  }
}

/** Remembers the import being sent, so the sent rows still show after leaving and coming back. */
export function writeLastImport(customerId: number, importId: string): void {
  try {
    sessionStorage.setItem(keyOf(customerId), importId);
  } catch {
    // storage refused: the results show until the page is left
  }
}
