// The page of an app without its own public/index.html.

/** The app icon, inline (a chat bubble on the brand blue): no `/favicon.ico` request, no 404. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E" +
  "%3Crect width='32' height='32' rx='7' fill='%231677ff'/%3E" +
  "%3Cpath d='M8 9h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H14l-5 4v-4H8a1 1 0 0 1-1-1V10a1 1 0 0 1 1-1z' fill='white'/%3E" +
  '%3C/svg%3E';

/**
 * The default index.html: the title, the inline icon and the root element.
 * @param {string} title
 * @returns {string}
 */
function defaultHtml(title) {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${title}</title>`,
    `<link rel="icon" href="${FAVICON}" />`,
    '<style>html, body { margin: 0; }</style>',
    '</head>',
    '<body>',
    '<div id="root"></div>',
    '</body>',
    '</html>',
  ].join('\n');
}

module.exports = { defaultHtml };
