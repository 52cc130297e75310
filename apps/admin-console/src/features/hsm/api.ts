// The server calls of the bulk sending page, from the API client (packages/api-client): seed 001 §7
// "Bulk sending: POST Hsm_Send", plus Hsm_Status and Hsm_Retry (docs/adr/0020-hsm-bulk-send.md), and
// the lists the file is checked against (Message_Template_List, Campaign_List).
export {
  listCampaigns,
  listHsmStatus,
  listMessageTemplates,
  retryHsm,
  sendHsm,
} from '@atende/api-client';
