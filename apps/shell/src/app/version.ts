/** The shell's version from its package.json (defined at build time); `dev` outside a webpack build. */
export const SHELL_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
