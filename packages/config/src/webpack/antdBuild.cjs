// How every app's build keeps antd small (ADR 0015, 0016, 0019): requests rewritten to smaller
// modules, the color library aliased for the shims, and antd's common helpers in one chunk.
const path = require('node:path');
const { installedPackageDir } = require('./installedPackages.cjs');

/** Where antd's Button style and Tooltip live (their color-picker imports go to `ANTD_COLOR_SHIM`). */
const COLOR_PICKER_USERS = /[\\/]antd[\\/]es[\\/](button[\\/]style|tooltip)$/;

/** Where antd's Form lives (its context module takes rc-field-form's provider alone). */
const ANTD_FORM_DIR = /[\\/]antd[\\/]es[\\/]form$/;

/** Where antd's Radio lives (its group's form helper goes to `ANTD_FORM_NAME_SHIM`). */
const ANTD_RADIO_DIR = /[\\/]antd[\\/]es[\\/]radio$/;

/** The module giving Radio.Group antd's `toNamePathStr` without the form engine (`antdFormName.mjs`). */
const ANTD_FORM_NAME_SHIM = path.join(__dirname, 'antdFormName.mjs');

/**
 * The file that makes a request, as webpack's NormalModuleReplacementPlugin passes it (before
 * resolving: `contextInfo.issuer`), or ''.
 * @param {{ contextInfo?: { issuer?: string } }} resource
 * @returns {string}
 */
function issuerOf(resource) {
  return resource.contextInfo?.issuer ?? '';
}

/** Where antd's Typography base lives (its `../Editable` goes to `ANTD_EDITABLE_SHIM`). */
const ANTD_TYPOGRAPHY_BASE_DIR = /[\\/]antd[\\/]es[\\/]typography[\\/]Base$/;

/** The module loading Typography's in-place editor on first use (`antdTypographyEditable.mjs`). */
const ANTD_EDITABLE_SHIM = path.join(__dirname, 'antdTypographyEditable.mjs');

/** Where antd Table's hooks live (`useSelection` imports Dropdown and Radio from there). */
const ANTD_TABLE_HOOKS_DIR = /[\\/]antd[\\/]es[\\/]table[\\/]hooks$/;

/** Where antd Table's filter hook lives (it imports the filter menu from there). */
const ANTD_TABLE_FILTER_DIR = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter$/;

/** The lazy stand-ins of antd Table's seldom drawn parts (`antdLazy/*.mjs`), by request. */
const ANTD_TABLE_LAZY_PARTS = {
  filter: path.join(__dirname, 'antdLazy', 'tableFilterDropdown.mjs'),
  dropdown: path.join(__dirname, 'antdLazy', 'tableSelectionDropdown.mjs'),
  radio: path.join(__dirname, 'antdLazy', 'tableSelectionRadio.mjs'),
};

/** The module answering their color questions (see `antdColor.mjs`). */
const ANTD_COLOR_SHIM = path.join(__dirname, 'antdColor.mjs');

/**
 * `@atende/antd-fast-color`: the color library of the app's antd, for `ANTD_COLOR_SHIM` (which lives
 * here, where antd's dependencies do not resolve). Empty for an app without antd.
 * @param {string} dir The app folder.
 * @returns {Record<string, string>}
 */
function antdFastColorAlias(dir) {
  const antdDir = installedPackageDir('antd', dir);
  const colorDir = antdDir && installedPackageDir('@ant-design/fast-color', antdDir);
  return colorDir ? { '@atende/antd-fast-color$': colorDir } : {};
}

/**
 * `@atende/antd-typography-editable`: the app's antd Typography editor, for `ANTD_EDITABLE_SHIM`, and
 * `@atende/antd-es`: the app's antd `es` folder, for the lazy stand-ins of `antdLazy/` (both live
 * here, where antd does not resolve). Empty for an app without antd.
 * @param {string} dir The app folder.
 * @returns {Record<string, string>}
 */
function antdEditableAlias(dir) {
  const antdDir = installedPackageDir('antd', dir);
  return antdDir
    ? {
        '@atende/antd-typography-editable$': path.join(antdDir, 'es', 'typography', 'Editable.js'),
        // The lazy stand-ins of `antdLazy/` load the real modules through it (ADR 0032).
        '@atende/antd-es': path.join(antdDir, 'es'),
      }
    : {};
}

/** Icons antd's own components draw (clear, close, loading, arrows, status). */
const ANTD_OWN_ICONS = [
  'CloseOutlined',
  'CloseCircleFilled',
  'LoadingOutlined',
  'RightOutlined',
  'LeftOutlined',
  'DownOutlined',
  'CheckOutlined',
  'SearchOutlined',
  'CheckCircleFilled',
  'ExclamationCircleFilled',
  'InfoCircleFilled',
];

/**
 * The helpers every antd component runs on (its utilities, style and theme code, config hooks,
 * rc-util, rc-motion, react-is, babel's helpers), antd's CSS-in-JS, the small shared contexts antd's
 * components and icons read (each a shared module, so each its own file of a few hundred bytes
 * otherwise) and the icons antd's own components draw (close, loading, arrows, status): one chunk
 * instead of dozens of small ones that each shared component listed, and instead of a copy in each
 * component's chunk (react-is was in 39, CloseOutlined in 12). It loads with the first antd
 * component, never on the login page, which draws no antd (ADR 0029).
 */
const ANTD_CORE_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](`,
    [
      String.raw`@babel[\\/]runtime`,
      'rc-util',
      'rc-motion',
      'react-is',
      'classnames',
      'resize-observer-polyfill',
      'rc-resize-observer',
      'stylis',
      String.raw`@emotion[\\/](hash|unitless)`,
      String.raw`@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)`,
      String.raw`antd[\\/]es[\\/](_util|style|theme|config-provider[\\/]hooks)`,
      String.raw`antd[\\/]es[\\/](config-provider[\\/](context|DisabledContext|SizeContext|UnstableContext)|locale[\\/]context|app[\\/]context|form[\\/]validateMessagesContext|version)`,
      String.raw`@ant-design[\\/]icons[\\/]es[\\/]components[\\/](Context|AntdIcon)`,
      String.raw`@ant-design[\\/]icons(-svg)?[\\/]es[\\/](icons|asn)[\\/](${ANTD_OWN_ICONS.join('|')})\.js$`,
    ].join('|'),
    String.raw`)([\\/.]|$)`,
  ].join(''),
);

/**
 * What every page of the shell runs from its first paint, in one chunk instead of one request each
 * (issue 22; none of them is ever loaded without the others): React and its scheduler, i18next with
 * its React binding, zustand, and the in-house session, permission, text and contract code (not the
 * data layer, `api-client/query`, which the login page does not load: ADR 0016), and the few babel
 * helpers antd's locale objects need. Not antd's CSS-in-JS nor its contexts: the login page draws
 * no antd, they are in `antd-core` (ADR 0029).
 */
const START_CORE_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](`,
    [
      'react',
      'react-dom',
      'scheduler',
      'i18next',
      'react-i18next',
      'zustand',
      'use-sync-external-store',
      'html-parse-stringify',
      'void-elements',
      // The helpers antd's locale objects (in `@atende/locale`) are built with, so that the login
      // page does not fetch `antd-core` for them.
      String.raw`@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/](objectSpread2|defineProperty|toPropertyKey|toPrimitive|typeof)`,
    ].join('|'),
    String.raw`)([\\/.]|$)`,
    String.raw`|[\\/]packages[\\/](permissions|locale|contract)[\\/]src[\\/]`,
    String.raw`|[\\/]packages[\\/]api-client[\\/]src[\\/](?!query[\\/])`,
  ].join(''),
);

/**
 * The antd components (with the rc-* parts and icons they draw) that the shell's logged-in layouts and
 * top bars render on every area's first screen: buttons, tooltips, dialogs, snackbars, the layout,
 * switch, tag, badge, typography, checkbox, skeleton, alert, empty. One file after login instead of
 * about thirty of a few kB each, which a cold visit fetched one after the other (issue 22). Not antd's
 * locales nor dayjs: the login page's texts read them (`@atende/locale`).
 */
const LAYOUT_PARTS_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](`,
    [
      String.raw`antd[\\/]es[\\/](button|space|spin|flex|message|notification|app|tooltip|typography|grid|modal|layout|switch|tag|badge|checkbox|skeleton|alert|empty|config-provider)`,
      String.raw`rc-(dialog|notification|tooltip|switch|checkbox)`,
      String.raw`@rc-component[\\/](trigger|portal)`,
      'copy-to-clipboard',
      'toggle-selection',
      'throttle-debounce',
    ].join('|'),
    String.raw`)([\\/.]|$)`,
  ].join(''),
);

/**
 * What every logged-in page of the shell reads besides antd: the router, the data layer (TanStack
 * Query and `api-client/query`), the hub client and the routing package. One file after login (the
 * login dialog's opening also starts it: ADR 0016) instead of one per package (issue 22). Not the UI
 * kit: the login dialogs load it, and need none of these.
 */
const ROUTED_CORE_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|@microsoft[\\/]signalr)([\\/.]|$)`,
    String.raw`|[\\/]packages[\\/]routing[\\/]src[\\/]`,
    String.raw`|[\\/]packages[\\/]api-client[\\/]src[\\/]query[\\/]`,
  ].join(''),
);

/**
 * The module replacements that keep antd's pages small: the React 19 patch, the form context,
 * Radio.Group's name helper and the color questions of Button and Tooltip each get a smaller module.
 * @param {typeof import('webpack')} webpack The webpack this build runs.
 * @returns {import('webpack').WebpackPluginInstance[]}
 */
function antdReplacementPlugins(webpack) {
  return [
    // Typography imports its in-place editor (antd's TextArea, the input styles, rc-input and
    // rc-textarea) wherever it shows, though no screen edits text in place: load it on first use.
    new webpack.NormalModuleReplacementPlugin(/^\.\.[\\/]Editable$/, (resource) => {
      if (ANTD_TYPOGRAPHY_BASE_DIR.test(resource.context ?? '')) {
        resource.request = ANTD_EDITABLE_SHIM;
      }
    }),
    // antd's Table imports its filter menu (Tree, Menu, Dropdown, Radio) and its selection's
    // Dropdown and Radio wherever a table shows, though no list filters a column or picks rows
    // with them: each loads when first drawn (ADR 0032).
    new webpack.NormalModuleReplacementPlugin(/^\.[\\/]FilterDropdown$/, (resource) => {
      if (ANTD_TABLE_FILTER_DIR.test(resource.context ?? '')) {
        resource.request = ANTD_TABLE_LAZY_PARTS.filter;
      }
    }),
    new webpack.NormalModuleReplacementPlugin(
      /^\.\.[\\/]\.\.[\\/](dropdown|radio)$/,
      (resource) => {
        if (!ANTD_TABLE_HOOKS_DIR.test(resource.context ?? '')) return;
        if (!/useSelection\.js$/.test(issuerOf(resource))) return;
        resource.request = resource.request.endsWith('radio')
          ? ANTD_TABLE_LAZY_PARTS.radio
          : ANTD_TABLE_LAZY_PARTS.dropdown;
      },
    ),
    // The React 19 patch for antd imports antd's root, which would pull every component into the
    // page (ADR 0015): point it at the one module it uses, itself a shared singleton.
    new webpack.NormalModuleReplacementPlugin(/^antd$/, (resource) => {
      if (/v5-patch-for-react-19/.test(resource.context ?? '')) {
        resource.request = 'antd/es/config-provider/UnstableContext';
      }
    }),
    // antd's form context (which Input, Modal and every field read) takes only rc-field-form's
    // provider, but imports it from the package's root, which brings the whole form engine
    // (14 kB gzip) to every page with an input: take it from its own module instead.
    new webpack.NormalModuleReplacementPlugin(/^rc-field-form$/, (resource) => {
      if (ANTD_FORM_DIR.test(resource.context ?? '') && /context\.js$/.test(issuerOf(resource))) {
        resource.request = 'rc-field-form/es/FormContext';
      }
    }),
    // antd's Radio.Group imports the form's useForm module for one name helper, which brings the
    // form engine and scroll-into-view (17 kB gzip) wherever a radio group shows, e.g. with every
    // antd Table (its selection and filter menus): answer it with a small module instead.
    new webpack.NormalModuleReplacementPlugin(
      /^\.\.[\\/]form[\\/]hooks[\\/]useForm$/,
      (resource) => {
        if (ANTD_RADIO_DIR.test(resource.context ?? '')) resource.request = ANTD_FORM_NAME_SHIM;
      },
    ),
    // antd's Button style asks the color picker whether a color is bright, and Tooltip reads a
    // custom color through it, which loads the picker and Collapse on every page with a button
    // or a tooltip: answer both with a small module instead.
    new webpack.NormalModuleReplacementPlugin(
      /color-picker[\\/](color|util|components[\\/]ColorPresets)$/,
      (resource) => {
        if (COLOR_PICKER_USERS.test(resource.context ?? '')) resource.request = ANTD_COLOR_SHIM;
      },
    ),
  ];
}

/**
 * antd's common helpers in one chunk, in the shell only: a remote's own code that needs one of
 * them would fetch the whole chunk, though the shell already provides the components it renders.
 * @param {boolean} isHost
 * @returns {NonNullable<Exclude<NonNullable<import('webpack').Configuration['optimization']>['splitChunks'], false>>['cacheGroups']}
 */
function antdCoreGroups(isHost) {
  return isHost
    ? {
        startCore: {
          test: START_CORE_MODULES,
          name: 'start-core',
          chunks: 'all',
          priority: 30,
          enforce: true,
        },
        antdCore: {
          test: ANTD_CORE_MODULES,
          name: 'antd-core',
          chunks: 'all',
          priority: 20,
          enforce: true,
        },
        layoutParts: {
          test: LAYOUT_PARTS_MODULES,
          name: 'layout-parts',
          chunks: 'async',
          priority: 10,
          enforce: true,
        },
        routedCore: {
          test: ROUTED_CORE_MODULES,
          name: 'routed-core',
          chunks: 'async',
          priority: 10,
          enforce: true,
        },
      }
    : {};
}

module.exports = { antdFastColorAlias, antdEditableAlias, antdReplacementPlugins, antdCoreGroups };
