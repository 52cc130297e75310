// The server calls of the reasons screens, from the API client (packages/api-client): seed 001 §7
// "Reasons": "GET Reason_Att?Customer_Id", "GET SubReason_Att?Customer_Id" (the lists the agent's
// close form reads too), "GET /Reason_Att/Reasons?customer_id&Reason_Id_Int&Reason_Description_Var"
// and "GET /SubReason_Att/SubReasons?customer_Id&Sub_Reason_Id_Int&Reason_Id_Int&
// Sub_Reason_Description_Var" (the saves; with the token, which the API requires).
export { listReasons, listSubReasons, saveReason, saveSubReason } from '@atende/api-client';
