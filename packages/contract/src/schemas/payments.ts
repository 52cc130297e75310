import { Type } from '@sinclair/typebox';

/**
 * Seed 001 §3: "payments report rows (store code, store name, store order number, order update date,
 * order value, customer identification, customer name, payment code, payment date, was paid). Their
 * screen and call are not shown": named here in the provider's style (`List_Payments`, docs/adr/0026).
 */
export const PaymentRowSchema = Type.Object({
  store_Code: Type.String(),
  store_Name: Type.String(),
  store_Order_Number: Type.String(),
  /** UTC ISO instant. */
  order_Update_Date: Type.String(),
  /** The order's value in the store's currency, two decimals. */
  order_Value: Type.Number(),
  customer_Identification: Type.String(),
  customer_Name: Type.String(),
  payment_Code: Type.String(),
  /** UTC ISO instant, or null while unpaid. */
  payment_Date: Type.Union([Type.String(), Type.Null()]),
  was_Paid: Type.Boolean(),
});
