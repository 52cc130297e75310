/**
 * The simulator script's chat flow: business numbers, history, the live event stream, sending text
 * and files, and the event wiring that starts the page. The last piece of the page's inline script
 * (see simulator-page.ts); it closes the script's function.
 */
export const SIMULATOR_PAGE_CHAT_SCRIPT = String.raw`  function loadNumbers() {
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
`;
