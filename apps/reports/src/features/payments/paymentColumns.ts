import type { PaymentRow } from '@atende/contract';
import type { CsvColumn, ListColumn } from '@atende/ui';
import { formatDateTime } from '@atende/ui';

type Translate = (key: string) => string;

/** The payments report's columns (seed 001 §3's ten fields, in its order), for the table and the CSV. */
function fields(t: Translate): [string, (row: PaymentRow) => string | number][] {
  return [
    [t('payments.storeCode'), (r) => r.store_Code],
    [t('payments.storeName'), (r) => r.store_Name],
    [t('payments.orderNumber'), (r) => r.store_Order_Number],
    [t('payments.orderUpdate'), (r) => formatDateTime(r.order_Update_Date)],
    [t('payments.orderValue'), (r) => r.order_Value.toFixed(2)],
    [t('payments.customerId'), (r) => r.customer_Identification],
    [t('payments.customerName'), (r) => r.customer_Name],
    [t('payments.paymentCode'), (r) => r.payment_Code],
    [t('payments.paymentDate'), (r) => (r.payment_Date ? formatDateTime(r.payment_Date) : '')],
    [t('payments.wasPaid'), (r) => (r.was_Paid ? t('payments.yes') : t('payments.no'))],
  ];
}

/** The table's columns. */
export function paymentTableColumns(t: Translate): ListColumn<PaymentRow>[] {
  return fields(t).map(([title, value], index) => ({
    title,
    key: String(index),
    render: (_, row) => value(row),
  }));
}

/** The CSV export's columns (the kit's export neutralises formula cells). */
export function paymentCsvColumns(t: Translate): CsvColumn<PaymentRow>[] {
  return fields(t).map(([title, value]) => ({ title, value }));
}
