// The server calls of the groups screens, from the API client (packages/api-client calls/admin.ts):
// seed 001 §7 "POST User_Att_Group_Update?customer_Id&attendence_Group_Id&attendence_Group_Name&
// attendence_Channel_Id&enable (empty body)" and "GET List_Channel?Customer_Id".
export { saveGroup } from '@atende/api-client';
