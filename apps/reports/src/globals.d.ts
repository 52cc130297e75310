// Defined by @atende/config's webpack preset (DefinePlugin), from the app's package.json.
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

// Style sheets are imported for their side effect; webpack's style loaders handle them.
declare module '*.css';
