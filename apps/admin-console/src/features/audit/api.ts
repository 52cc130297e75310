// The server call of the audit panel, from the API client (packages/api-client calls/admin.ts):
// GET Audit_List?Customer_Id&Entity&Entity_Id, newest first.
export { listAudit } from '@atende/api-client';
