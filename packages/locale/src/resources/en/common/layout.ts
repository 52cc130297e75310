/** Top bars, side menu, customer selector and the values the specifications name (channels, placeholders). */
export const layout = {
  /** Top bars of the agent screen and the manager layout (seed 000 §2.4, §2.5). */
  topBar: {
    greeting: 'Hello, {{name}}',
    shiftStart: 'Shift start',
    shiftEnd: 'Shift end',
    currentTime: 'Current time',
    soundOn: 'Notification sound on',
    soundOff: 'Notification sound off',
    notifications: 'Notifications',
    profileMenu: 'Profile menu',
    adminPanel: 'Admin panel',
    changePassword: 'Change password',
    logout: 'Log out',
  },
  /** Agent availability: the spec shows Disponible / No Disponible (seed 001 §9). */
  availability: {
    available: 'Available',
    unavailable: 'Not available',
  },
  /** Message directions 0, 1, 2 of the dashboard history: Cliente, ChatBot, Asesor (seed 001 §3, §9). */
  messageDirection: {
    client: 'Client',
    chatBot: 'ChatBot',
    agent: 'Agent',
  },
  /** Side menu of the manager layout (seed 000 §2.5). */
  menu: {
    panel: 'Panel',
    attendance: 'Attendance',
    campaigns: 'Campaigns',
    operators: 'Operators',
    groups: 'Groups',
    reports: 'Reports',
    flows: 'Flows',
    templates: 'Templates',
    files: 'Files',
    reasons: 'Reasons',
    hsm: 'HSM',
    payments: 'Payments',
    quit: 'Quit',
  },
  customerSelector: {
    label: 'Customer',
    placeholder: 'Select a customer',
  },
  /** Channel 0 is 'All' (seed 001 §9). */
  channels: {
    all: 'All',
  },
  /** The plain-close placeholder campaign, id -1 (seed 000 §4). */
  campaignPlaceholder: 'No configuring...',
  /** Default flow exit texts (seed 000 §9: 'Salida' and 'Hasta luego, muchas gracias por comunicarse con nosotros'). */
  flowDefaults: {
    exitString: 'Exit',
    exitMessage: 'Goodbye, thank you very much for contacting us',
  },
};
