/**
 * The simulator page's document up to its script: head, inline CSS (nonce-bearing) and the empty
 * setup form, message list and composer that the script fills. Every text is a `data-i18n` key.
 * Written without template literals so it can sit in a raw string.
 */
export const SIMULATOR_PAGE_MARKUP = String.raw`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Atende</title>
<style nonce="__NONCE__">
  * { box-sizing: border-box; }
  body { margin: 0; font: 15px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #e5ddd5; color: #111; }
  header { display: flex; align-items: center; gap: 12px; padding: 10px 16px; background: #075e54; color: #fff; }
  header h1 { font-size: 18px; margin: 0; flex: 1; }
  header label { font-size: 13px; }
  main { max-width: 820px; margin: 0 auto; padding: 12px; display: flex; flex-direction: column; gap: 12px; height: calc(100vh - 52px); }
  form.setup { display: grid; grid-template-columns: 2fr 1.3fr 1.3fr auto; gap: 8px; align-items: end; background: #fff; padding: 12px; border-radius: 8px; }
  form.setup label { display: flex; flex-direction: column; font-size: 12px; color: #555; gap: 2px; }
  input, select, button { font: inherit; padding: 7px 9px; border: 1px solid #bbb; border-radius: 6px; background: #fff; }
  button { background: #075e54; color: #fff; border-color: #075e54; cursor: pointer; }
  button:disabled { opacity: .5; cursor: default; }
  .status { font-size: 13px; color: #444; min-height: 18px; }
  .status.error { color: #b00020; }
  .hint { font-size: 12px; color: #555; margin: 0; }
  ul.messages { list-style: none; margin: 0; padding: 8px; flex: 1; overflow-y: auto; background: #efeae2; border-radius: 8px; display: flex; flex-direction: column; gap: 6px; }
  ul.messages li { max-width: 75%; padding: 6px 9px; border-radius: 8px; background: #fff; box-shadow: 0 1px 1px rgba(0,0,0,.1); white-space: pre-wrap; overflow-wrap: anywhere; }
  ul.messages li.in { align-self: flex-end; background: #dcf8c6; }
  ul.messages li.out { align-self: flex-start; }
  ul.messages li.empty { align-self: center; background: transparent; box-shadow: none; color: #666; }
  ul.messages img, ul.messages video { max-width: 100%; max-height: 260px; display: block; border-radius: 6px; }
  ul.messages audio { max-width: 100%; }
  .choices { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; white-space: normal; }
  .choices button { background: #fff; color: #075e54; border-color: #075e54; }
  .choices ul.options { list-style: none; margin: 0; padding: 0; width: 100%; display: flex; flex-direction: column; gap: 4px; }
  ul.messages .choices li { max-width: none; padding: 0; background: transparent; box-shadow: none; }
  .choices ul.options button { width: 100%; text-align: left; }
  .choices .title, .choices .desc { display: block; }
  .choices .desc { font-size: 12px; color: #333; }
  .meta { display: block; font-size: 11px; color: #555; text-align: right; margin-top: 2px; }
  form.composer { display: flex; gap: 8px; }
  form.composer input[type=text] { flex: 1; }
  .hidden { display: none !important; }
  @media (max-width: 640px) { form.setup { grid-template-columns: 1fr 1fr; } }
</style>
</head>
<body>
<header>
  <h1 data-i18n="title"></h1>
  <label for="lang" data-i18n="language"></label>
  <select id="lang">
    <option value="en">English</option>
    <option value="pt">Português</option>
    <option value="es">Español</option>
  </select>
</header>
<main>
  <form class="setup" id="setup" autocomplete="off">
    <label><span data-i18n="number"></span><select id="number" required></select></label>
    <label><span data-i18n="phone"></span><input id="phone" type="tel" inputmode="tel" maxlength="24" required data-i18n-placeholder="phonePlaceholder"></label>
    <label><span data-i18n="name"></span><input id="name" type="text" maxlength="100" data-i18n-placeholder="namePlaceholder"></label>
    <button id="open" type="submit" data-i18n="open"></button>
  </form>
  <p class="hint" data-i18n="hint"></p>
  <div class="status" id="status" role="status" aria-live="polite"></div>
  <ul class="messages" id="messages" aria-live="polite"></ul>
  <form class="composer hidden" id="composer" autocomplete="off">
    <input id="text" type="text" maxlength="4096" data-i18n-placeholder="messagePlaceholder">
    <button type="button" id="attachButton" data-i18n="attach"></button><input id="attach" class="hidden" type="file" accept=".jpg,.jpeg,.png,.mp3,.ogg,.mp4,.pdf,.doc,.docx,image/jpeg,image/png,audio/mpeg,audio/ogg,video/mp4,application/pdf,application/msword">
    <button id="send" type="submit" data-i18n="send"></button>
  </form>
</main>
`;
