// The server calls of the template screens, from the API client (packages/api-client calls/templates.ts):
// seed 001 §7 "GET Message_Template_List?Customer_Id" and "GET Message_Template_Update?Customer_Id&
// Message_Id&Message_Template&Message_Template_Name&Enable plus repeated att_Group" (with the token).
export { listMessageTemplates, saveMessageTemplate } from '@atende/api-client';
