/**
 * The simulator script's state and view helpers: language choice, remembered form values, texts,
 * status line, the JSON request helper and message rendering (file addresses shown as media, other
 * text always through textContent). A piece of the page's inline script (see simulator-page.ts).
 */
export const SIMULATOR_PAGE_VIEW_SCRIPT = String.raw`  var IMAGE = ['jpg', 'jpeg', 'png'], AUDIO = ['mp3', 'ogg'], VIDEO = ['mp4'], DOCUMENT = ['pdf', 'doc', 'docx'];
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
    document.querySelectorAll('[data-i18n-label]').forEach(function (el) { el.setAttribute('aria-label', t(el.getAttribute('data-i18n-label'))); });
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
    if (m.choices && m.choices.options && m.choices.options.length) li.appendChild(renderChoices(m.choices));
    var meta = document.createElement('span');
    meta.className = 'meta';
    var when = new Date(m.at);
    meta.textContent = (m.direction === 'in' ? t('you') : m.author === 'bot' ? t('bot') : t('agent')) + ' · ' + (isNaN(when.getTime()) ? '' : when.toLocaleString(lang));
    li.appendChild(meta);
    list.appendChild(li);
    list.scrollTop = list.scrollHeight;
  }
`;
