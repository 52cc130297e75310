/**
 * The simulator script's chatbot questions (docs/adr/0025): a question's options shown as WhatsApp
 * shows them, reply buttons (up to 3) or a list behind a button (up to 10); picking one sends it as
 * the interactive reply. Keyboard: every option is a button; Escape closes an open list. A piece of
 * the page's inline script (see simulator-page.ts).
 */
export const SIMULATOR_PAGE_CHOICES_SCRIPT = String.raw`  var choiceLists = 0;
  function renderChoices(choices) {
    var box = document.createElement('div');
    box.className = 'choices';
    box.setAttribute('role', 'group');
    box.setAttribute('data-i18n-label', 'options');
    box.setAttribute('aria-label', t('options'));
    if (choices.kind === 'buttons') {
      choices.options.forEach(function (o) { box.appendChild(choiceButton(o, 'buttons', null)); });
      return box;
    }
    var opener = document.createElement('button');
    var list = document.createElement('ul');
    opener.type = 'button';
    opener.className = 'opener';
    opener.setAttribute('data-i18n', 'choose');
    opener.textContent = t('choose');
    opener.setAttribute('aria-expanded', 'false');
    list.id = 'options-' + (++choiceLists);
    list.className = 'options hidden';
    opener.setAttribute('aria-controls', list.id);
    choices.options.forEach(function (o) {
      var li = document.createElement('li');
      li.appendChild(choiceButton(o, 'list', opener));
      list.appendChild(li);
    });
    opener.addEventListener('click', function () { toggleList(opener, list.classList.contains('hidden')); });
    box.addEventListener('keydown', function (ev) {
      if (ev.key === 'Escape' && opener.getAttribute('aria-expanded') === 'true') { toggleList(opener, false); opener.focus(); }
    });
    box.appendChild(opener);
    box.appendChild(list);
    return box;
  }
  function toggleList(opener, open) {
    var list = $(opener.getAttribute('aria-controls'));
    list.classList.toggle('hidden', !open);
    opener.setAttribute('aria-expanded', open ? 'true' : 'false');
    var first = list.querySelector('button');
    if (open && first) first.focus();
  }
  function choiceButton(option, kind, opener) {
    var button = document.createElement('button');
    var title = document.createElement('span');
    button.type = 'button';
    title.className = 'title';
    title.textContent = option.title;
    button.appendChild(title);
    if (option.description) {
      var description = document.createElement('span');
      description.className = 'desc';
      description.textContent = option.description;
      button.appendChild(description);
    }
    button.addEventListener('click', function () { pick(option, kind, button, opener); });
    return button;
  }
  function pick(option, kind, button, opener) {
    if (!session) return;
    button.disabled = true;
    setStatus('sending');
    deliver({ choice: { id: option.id, title: option.title, kind: kind } })
      .then(function () { if (opener) { toggleList(opener, false); opener.focus(); } else $('text').focus(); })
      .catch(function () { setStatus('sendFailed', true); })
      .then(function () { button.disabled = false; });
  }
`;
