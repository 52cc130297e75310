import { sessionStore, useSession } from '@atende/api-client';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';

/** The customer selector of an agent with several customers (seed 000 §6 customer access). */
export function CustomerPicker() {
  const { t } = useTranslation('agentDesk');
  const customers = useSession((state) => state.user?.customer ?? []);
  const current = useSession((state) => state.currentCustomerId);
  return (
    <Select
      aria-label={t('desk.customer')}
      placeholder={t('desk.customerPlaceholder')}
      value={current ?? undefined}
      onChange={(value: number) => sessionStore.getState().setCustomer(value)}
      options={customers.map((customer) => ({
        value: customer.customer_Id,
        label: customer.customer_Name,
      }))}
      style={{ width: '100%' }}
    />
  );
}
