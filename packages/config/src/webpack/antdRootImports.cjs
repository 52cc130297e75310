// A webpack loader for pro-components' ES build (ADR 0019): its files import antd's root
// (`import { Button, Form as AntdForm } from 'antd'`), which would pull every antd component into the
// first console page, since antd is shared one folder at a time (ADR 0015). It rewrites each such
// import into default imports of the folders (`import Button from 'antd/es/button'`), which are the
// very objects antd's root re-exports, so each stays the page's one shared instance.
const fs = require('node:fs');
const path = require('node:path');

/** @type {Map<string, Map<string, string>>} antd's `es` folder → its export name → folder. */
const exportsByDir = new Map();

/**
 * The default re-exports of antd's root index (`export { default as Button } from './button'`).
 * @param {string} antdEsDir
 * @returns {Map<string, string>}
 */
function antdRootExports(antdEsDir) {
  let names = exportsByDir.get(antdEsDir);
  if (names) return names;
  names = new Map();
  const index = fs.readFileSync(path.join(antdEsDir, 'index.js'), 'utf8');
  for (const [, name, folder] of index.matchAll(
    /export\s*\{\s*default\s+as\s+(\w+)\s*\}\s*from\s*'\.\/([\w-]+)'/g,
  )) {
    if (name && folder) names.set(name, folder);
  }
  exportsByDir.set(antdEsDir, names);
  return names;
}

const ROOT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]antd['"];?/g;

/**
 * Rewrites the named imports of antd's root in `source`. A name the root does not export as a folder's
 * default (a type left in a value import by the compiler) becomes an undefined binding, which is
 * what the root import gave it.
 * @param {string} source
 * @param {Map<string, string>} folders export name → folder
 * @returns {string}
 */
function rewriteAntdRootImports(source, folders) {
  return source.replace(ROOT_IMPORT, (_whole, specifiers) =>
    String(specifiers)
      .split(',')
      .map((specifier) => specifier.trim())
      .filter((specifier) => specifier && !specifier.startsWith('type '))
      .map((specifier) => {
        const [imported = '', local = imported] = specifier.split(/\s+as\s+/).map((s) => s.trim());
        const folder = folders.get(imported);
        return folder ? `import ${local} from 'antd/es/${folder}';` : `var ${local} = void 0;`;
      })
      .join('\n'),
  );
}

/**
 * The loader. Option `antdDir`: the installed antd package folder.
 * @this {{ getOptions(): { antdDir: string } }}
 * @param {string} source
 */
function antdRootImportsLoader(source) {
  const { antdDir } = this.getOptions();
  return rewriteAntdRootImports(source, antdRootExports(path.join(antdDir, 'es')));
}

module.exports = antdRootImportsLoader;
module.exports.rewriteAntdRootImports = rewriteAntdRootImports;
module.exports.antdRootExports = antdRootExports;
