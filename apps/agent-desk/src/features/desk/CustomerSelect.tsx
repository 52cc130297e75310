import { sessionStore, useSession } from '@atende/api-client';
import Flex from 'antd/es/flex';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/** The customer the agent works for (seed 000 §2.4 queue column, §6 customer access). */
export function CustomerSelect() {
  const { t } = useTranslation('agentDesk');
  const customers = useSession((state) => state.user?.customer ?? []);
  const current = useSession((state) => state.currentCustomerId);
  if (customers.length < 2) {
    // One customer: nothing to choose; plain text (a disabled select's grey text fails AA contrast).
    const only = customers.find((customer) => customer.customer_Id === current) ?? customers[0];
    return (
      <Flex gap={8} align="baseline" style={{ padding: '4px 0' }}>
        <Typography.Text type="secondary">{t('desk.customer')}</Typography.Text>
        <Typography.Text strong data-testid="desk-customer">
          {only?.customer_Name ?? ''}
        </Typography.Text>
      </Flex>
    );
  }
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
