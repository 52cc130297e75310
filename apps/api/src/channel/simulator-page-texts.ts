/**
 * The simulator script's dictionary (`DICT`, en, pt, es): every text the page shows, by key.
 * A piece of the page's inline script (see simulator-page.ts), plain JavaScript.
 */
export const SIMULATOR_PAGE_TEXTS = String.raw`  var DICT = {
    en: {
      title: 'Atende: client simulator', language: 'Language', number: 'Business number',
      phone: 'Your phone', name: 'Your name', open: 'Open chat', send: 'Send', attach: 'Attach',
      phonePlaceholder: 'e.g. 5511999990000', namePlaceholder: 'e.g. Maria', messagePlaceholder: 'Type a message',
      hint: 'Play the end client: pick a number, type a phone and a name, and chat. Replies from agents appear live.',
      connected: 'Connected. Replies appear here as agents send them.', reconnecting: 'Connection lost, reconnecting...',
      loading: 'Loading...', sending: 'Sending...', uploading: 'Uploading file...', noNumbers: 'No business numbers available.',
      loadFailed: 'Could not load the data. Try again.', sendFailed: 'The message could not be sent.',
      uploadFailed: 'The file could not be uploaded.', phoneInvalid: 'Type a phone number with 5 to 20 digits.',
      empty: 'No messages yet. Say hello!', you: 'You', agent: 'Agent', bot: 'Bot', openFile: 'Open file',
      options: 'Reply options', choose: 'Choose an option'
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
      empty: 'Nenhuma mensagem ainda. Diga olá!', you: 'Você', agent: 'Atendente', bot: 'Robô', openFile: 'Abrir arquivo',
      options: 'Opções de resposta', choose: 'Escolha uma opção'
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
      empty: 'Aún no hay mensajes. ¡Saluda!', you: 'Tú', agent: 'Agente', bot: 'Bot', openFile: 'Abrir archivo',
      options: 'Opciones de respuesta', choose: 'Elige una opción'
    }
  };
`;
