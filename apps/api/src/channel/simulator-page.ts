import { randomBytes } from 'node:crypto';

/** A fresh CSP nonce (base64, 128 bits). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Strict Content-Security-Policy for the simulator page: only its own nonce-bearing inline style
 * and script; media from this server or any http(s) address (replies carry file addresses);
 * requests only to this origin.
 */
export function simulatorCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' http: https:",
    "media-src 'self' http: https:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// The page: inline CSS and JS only, every text through a small dictionary (en, pt, es), user and
// server text always through textContent. Written without template literals so it can sit here.
const PAGE = String.raw`<!doctype html>
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
  button { background: #128c7e; color: #fff; border-color: #128c7e; cursor: pointer; }
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
  .meta { display: block; font-size: 11px; color: #777; text-align: right; margin-top: 2px; }
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
<script nonce="__NONCE__">
(function () {
  'use strict';
  var DICT = {
    en: {
      title: 'Atende: client simulator', language: 'Language', number: 'Business number',
      phone: 'Your phone', name: 'Your name', open: 'Open chat', send: 'Send', attach: 'Attach',
      phonePlaceholder: 'e.g. 5511999990000', namePlaceholder: 'e.g. Maria', messagePlaceholder: 'Type a message',
      hint: 'Play the end client: pick a number, type a phone and a name, and chat. Replies from agents appear live.',
      connected: 'Connected. Replies appear here as agents send them.', reconnecting: 'Connection lost, reconnecting...',
      loading: 'Loading...', sending: 'Sending...', uploading: 'Uploading file...', noNumbers: 'No business numbers available.',
      loadFailed: 'Could not load the data. Try again.', sendFailed: 'The message could not be sent.',
      uploadFailed: 'The file could not be uploaded.', phoneInvalid: 'Type a phone number with 5 to 20 digits.',
      empty: 'No messages yet. Say hello!', you: 'You', agent: 'Agent', openFile: 'Open file'
    },
    pt: {
      title: 'Atende: simulador de cliente', language: 'Idioma', number: 'Número da empresa',
      phone: 'Seu telefone', name: 'Seu nome', open: 'Abrir conversa', send: 'Enviar', attach: 'Anexar',
      phonePlaceholder: 'ex.: 5511999990000', namePlaceholder: 'ex.: Maria', messagePlaceholder: 'Digite uma mensagem',
      hint: 'Faça o papel do cliente: escolha um número, digite um telefone e um nome e converse. As respostas dos atendentes aparecem ao vivo.',
      connected: 'Conectado. As respostas aparecem aqui assim que os atendentes enviam.', reconnecting: 'Conexão perdida, reconectando...',
      loading: 'Carregando...', sending: 'Enviando...', uploading: 'Enviando arquivo...', noNumbers: 'Nenhum número de empresa disponível.',
      loadFailed: 'Não foi possível carregar os dados. Tente novamente.', sendFailed: 'Não foi possível enviar a mensagem.',
      uploadFailed: 'Não foi possível enviar o arquivo.', phoneInvalid: 'Digite um telefone com 5 a 20 dígitos.',
      empty: 'Nenhuma mensagem ainda. Diga olá!', you: 'Você', agent: 'Atendente', openFile: 'Abrir arquivo'
    },
    es: {
      title: 'Atende: simulador de cliente', language: 'Idioma', number: 'Número de la empresa',
      phone: 'Tu teléfono', name: 'Tu nombre', open: 'Abrir chat', send: 'Enviar', attach: 'Adjuntar',
      phonePlaceholder: 'p. ej. 5491122223333', namePlaceholder: 'p. ej. María', messagePlaceholder: 'Escribe un mensaje',
      hint: 'Haz de cliente: elige un número, escribe un teléfono y un nombre y conversa. Las respuestas de los agentes aparecen en vivo.',
      connected: 'Conectado. Las respuestas aparecen aquí cuando los agentes las envían.', reconnecting: 'Conexión perdida, reconectando...',
      loading: 'Cargando...', sending: 'Enviando...', uploading: 'Subiendo archivo...', noNumbers: 'No hay números de empresa disponibles.',
      loadFailed: 'No se pudieron cargar los datos. Inténtalo de nuevo.', sendFailed: 'No se pudo enviar el mensaje.',
      uploadFailed: 'No se pudo subir el archivo.', phoneInvalid: 'Escribe un teléfono de 5 a 20 dígitos.',
      empty: 'Aún no hay mensajes. ¡Saluda!', you: 'Tú', agent: 'Agente', openFile: 'Abrir archivo'
    }
  };
  var IMAGE = ['jpg', 'jpeg', 'png'], AUDIO = ['mp3', 'ogg'], VIDEO = ['mp4'], DOCUMENT = ['pdf', 'doc', 'docx'];
  var BASE = location.pathname.replace(/\/+$/, '');
  var STORE_KEY = 'atende.simulator';
  var $ = function (id) { return document.getElementById(id); };
  var saved = {};
  try { saved = JSON.parse(localStorage.getItem(STORE_KEY) || '{}') || {}; } catch (e) { saved = {}; }
  var lang = pickLang();
  var session = null;
  var source = null;
  var statusKey = '';

  function pickLang() {
    var wanted = [saved.lang].concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < wanted.length; i++) {
      var code = String(wanted[i] || '').slice(0, 2).toLowerCase();
      if (DICT[code]) return code;
    }
    return 'en';
  }
  function t(key) { return (DICT[lang] && DICT[lang][key]) || DICT.en[key] || key; }
  function remember() {
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify({ lang: lang, number: $('number').value, phone: $('phone').value, name: $('name').value }));
    } catch (e) { /* private mode */ }
  }
  function applyTexts() {
    document.documentElement.lang = lang;
    document.title = t('title');
    $('lang').value = lang;
    document.querySelectorAll('[data-i18n]').forEach(function (el) { el.textContent = t(el.getAttribute('data-i18n')); });
    document.querySelectorAll('[data-i18n-placeholder]').forEach(function (el) { el.placeholder = t(el.getAttribute('data-i18n-placeholder')); });
    if (statusKey) setStatus(statusKey, $('status').classList.contains('error'));
    var empty = document.querySelector('li.empty');
    if (empty) empty.textContent = t('empty');
  }
  function setStatus(key, isError) {
    statusKey = key;
    $('status').textContent = key ? t(key) : '';
    $('status').classList.toggle('error', !!isError);
  }
  function request(method, path, body) {
    var init = { method: method, headers: { accept: 'application/json' } };
    if (body !== undefined) { init.headers['content-type'] = 'application/json'; init.body = JSON.stringify(body); }
    return fetch(BASE + path, init).then(function (res) {
      return res.json().catch(function () { return {}; }).then(function (data) {
        if (!res.ok) { var err = new Error(data && data.message ? String(data.message) : res.statusText); err.data = data; throw err; }
        return data;
      });
    });
  }
  function httpUrl(text) {
    var s = String(text).trim();
    if (!s || /\s/.test(s)) return null;
    try {
      var u = new URL(s);
      return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
    } catch (e) { return null; }
  }
  function lastSegment(url) {
    var seg = url.pathname.split('/').pop() || '';
    try { return decodeURIComponent(seg); } catch (e) { return seg; }
  }
  function renderBody(text) {
    var url = httpUrl(text);
    if (url) {
      var name = lastSegment(url);
      var dot = name.lastIndexOf('.');
      var ending = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
      var el;
      if (IMAGE.indexOf(ending) >= 0) { el = document.createElement('img'); el.alt = name; el.loading = 'lazy'; el.src = url.href; return el; }
      if (AUDIO.indexOf(ending) >= 0) { el = document.createElement('audio'); el.controls = true; el.preload = 'metadata'; el.src = url.href; return el; }
      if (VIDEO.indexOf(ending) >= 0) { el = document.createElement('video'); el.controls = true; el.preload = 'metadata'; el.src = url.href; return el; }
      if (DOCUMENT.indexOf(ending) >= 0) {
        el = document.createElement('a'); el.href = url.href; el.target = '_blank'; el.rel = 'noopener noreferrer';
        el.textContent = name || t('openFile'); return el;
      }
    }
    var span = document.createElement('span');
    span.textContent = String(text);
    return span;
  }
  function clearMessages() { var list = $('messages'); while (list.firstChild) list.removeChild(list.firstChild); }
  function showEmpty() {
    var list = $('messages');
    if (list.children.length) return;
    var li = document.createElement('li'); li.className = 'empty'; li.textContent = t('empty'); list.appendChild(li);
  }
  function addMessage(m) {
    var list = $('messages');
    var empty = list.querySelector('li.empty');
    if (empty) list.removeChild(empty);
    var li = document.createElement('li');
    li.className = m.direction === 'in' ? 'in' : 'out';
    li.appendChild(renderBody(m.text));
    var meta = document.createElement('span');
    meta.className = 'meta';
    var when = new Date(m.at);
    meta.textContent = (m.direction === 'in' ? t('you') : t('agent')) + ' · ' + (isNaN(when.getTime()) ? '' : when.toLocaleString(lang));
    li.appendChild(meta);
    list.appendChild(li);
    list.scrollTop = list.scrollHeight;
  }
  function loadNumbers() {
    setStatus('loading');
    return request('GET', '/numbers').then(function (numbers) {
      var select = $('number');
      while (select.firstChild) select.removeChild(select.firstChild);
      numbers.forEach(function (n) {
        var opt = document.createElement('option');
        opt.value = n.phoneNumberId;
        opt.textContent = n.customerName + ' (' + n.displayPhone + ')';
        select.appendChild(opt);
      });
      if (saved.number && numbers.some(function (n) { return n.phoneNumberId === saved.number; })) select.value = saved.number;
      $('open').disabled = numbers.length === 0;
      setStatus(numbers.length ? '' : 'noNumbers', !numbers.length);
    }).catch(function () { setStatus('loadFailed', true); });
  }
  function loadHistory() {
    var s = session;
    return request('GET', '/history?phoneNumberId=' + encodeURIComponent(s.phoneNumberId) + '&phone=' + encodeURIComponent(s.phone))
      .then(function (items) {
        if (session !== s) return;
        clearMessages();
        items.forEach(addMessage);
        showEmpty();
      });
  }
  function connect() {
    if (source) source.close();
    var s = session;
    var lost = false;
    source = new EventSource(BASE + '/events?phoneNumberId=' + encodeURIComponent(s.phoneNumberId) + '&phone=' + encodeURIComponent(s.phone));
    source.onopen = function () {
      setStatus('connected');
      if (lost) { lost = false; loadHistory().catch(function () { setStatus('loadFailed', true); }); }
    };
    source.onerror = function () { lost = true; setStatus('reconnecting', true); };
    source.onmessage = function (ev) {
      if (session !== s) return;
      try { addMessage(JSON.parse(ev.data)); } catch (e) { /* ignore malformed event */ }
    };
  }
  function openChat(ev) {
    ev.preventDefault();
    var phone = $('phone').value.replace(/\D/g, '');
    if (phone.length < 5 || phone.length > 20) { setStatus('phoneInvalid', true); return; }
    if (!$('number').value) { setStatus('noNumbers', true); return; }
    remember();
    session = { phoneNumberId: $('number').value, phone: phone, name: $('name').value.trim() };
    setStatus('loading');
    loadHistory().then(function () {
      $('composer').classList.remove('hidden');
      connect();
      $('text').focus();
    }).catch(function () { setStatus('loadFailed', true); });
  }
  function deliver(payload) {
    var s = session;
    payload.phoneNumberId = s.phoneNumberId; payload.from = s.phone; payload.name = s.name;
    return request('POST', '/send', payload).then(function (res) {
      if (session === s) (res.messages || []).forEach(addMessage);
      setStatus(source && source.readyState === 1 ? 'connected' : '');
    });
  }
  function sendText(ev) {
    ev.preventDefault();
    var text = $('text').value;
    if (!session || !text.trim()) return;
    $('send').disabled = true;
    setStatus('sending');
    deliver({ text: text }).then(function () { $('text').value = ''; })
      .catch(function () { setStatus('sendFailed', true); })
      .then(function () { $('send').disabled = false; $('text').focus(); });
  }
  function readBase64(file) {
    return new Promise(function (resolve, reject) {
      var reader = new FileReader();
      reader.onload = function () { var s = String(reader.result); resolve(s.slice(s.indexOf(',') + 1)); };
      reader.onerror = function () { reject(reader.error); };
      reader.readAsDataURL(file);
    });
  }
  function sendFile() {
    var input = $('attach');
    var file = input.files && input.files[0];
    input.value = '';
    if (!file || !session) return;
    var dot = file.name.lastIndexOf('.');
    var format = dot > 0 ? file.name.slice(dot + 1) : file.type;
    $('attachButton').disabled = true;
    setStatus('uploading');
    readBase64(file).then(function (data) {
      return request('POST', '/media', { file: data, format: format, file_name: file.name });
    }).then(function (media) {
      setStatus('sending');
      return deliver({ media: { id: media.id } }).catch(function () { setStatus('sendFailed', true); });
    }, function (err) {
      setStatus('uploadFailed', true);
      if (err && err.message) $('status').textContent = t('uploadFailed') + ' ' + err.message;
    }).then(function () { $('attachButton').disabled = false; });
  }

  $('lang').addEventListener('change', function () { lang = DICT[this.value] ? this.value : 'en'; remember(); applyTexts(); });
  $('setup').addEventListener('submit', openChat);
  $('composer').addEventListener('submit', sendText);
  $('attachButton').addEventListener('click', function () { $('attach').click(); });
  $('attach').addEventListener('change', sendFile);
  if (saved.phone) $('phone').value = saved.phone;
  if (saved.name) $('name').value = saved.name;
  applyTexts();
  loadNumbers();
})();
</script>
</body>
</html>
`;

/** The self-contained simulator page; `nonce` must match the CSP header sent with it. */
export function renderSimulatorPage(nonce: string): string {
  if (!/^[A-Za-z0-9+/=]+$/.test(nonce)) throw new Error('Invalid CSP nonce.');
  return PAGE.replaceAll('__NONCE__', nonce);
}
