import { useSession } from '@atende/api-client';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const NO_CUSTOMERS: never[] = [];

/**
 * The side menu's customer selector (seed 000 §2.5; seed 000 §6 "one customer is selected
 * automatically; several give a selector"; seed 001 §2 "Flow list: shows a customer selector"). One
 * customer is shown as text, several as a selector. Changing it changes the session's current
 * customer, and every customer-scoped query follows. `testId` names both forms for the journeys.
 */
export function CustomerChooserView({ testId }: { testId: string }) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  const customers = useSession((state) => state.user?.customer) ?? NO_CUSTOMERS;
  const current = useSession((state) => state.currentCustomerId);
  const setCustomer = useSession((state) => state.setCustomer);
  return (
    <div>
      <Typography.Text type="secondary" id={labelId}>
        {t('frame.customer')}
      </Typography.Text>
      {customers.length < 2 ? (
        <Typography.Text strong style={{ display: 'block' }} data-testid={testId}>
          {customers[0]?.customer_Name ?? ''}
        </Typography.Text>
      ) : (
        <Select
          aria-labelledby={labelId}
          data-testid={testId}
          style={{ width: '100%' }}
          value={current ?? undefined}
          placeholder={t('frame.chooseCustomer')}
          options={customers.map((c) => ({ value: c.customer_Id, label: c.customer_Name }))}
          onChange={(value: number) => setCustomer(value)}
        />
      )}
    </div>
  );
}
