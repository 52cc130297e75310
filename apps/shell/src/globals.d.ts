// Defined by @atende/config's webpack preset (DefinePlugin), from the app's package.json.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
/** The shared libraries this build provides, by name, with their versions (ADR 0014). */
declare const __ATENDE_PROVIDED_SHARED__: Record<string, string>;
