import { sessionStore, useSession } from '@atende/api-client';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The customer the agent works for (seed 000 §2.4 queue column, §6 customer access). */
export function CustomerSelect() {
  const { t } = useTranslation('agentDesk');
  const customers = useSession((state) => state.user?.customer ?? []);
  const current = useSession((state) => state.currentCustomerId);
  return (
    <Select
      aria-label={t('desk.customer')}
      placeholder={t('desk.customerPlaceholder')}
      value={current ?? undefined}
      disabled={customers.length < 2}
      onChange={(value: number) => sessionStore.getState().setCustomer(value)}
      options={customers.map((customer) => ({
        value: customer.customer_Id,
        label: customer.customer_Name,
      }))}
      style={{ width: '100%' }}
    />
  );
}
