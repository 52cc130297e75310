// The server calls of the bulk sending page, from the API client (packages/api-client): seed 001 §7
// "Bulk sending: POST Hsm_Send" and Hsm_Retry (docs/adr/0020-hsm-bulk-send.md). The row states
// (Hsm_Status) and the lists the file is checked against (Message_Template_List, Campaign_List) are
// the query entry's factories.
export { retryHsm, sendHsm } from '@atende/api-client';
