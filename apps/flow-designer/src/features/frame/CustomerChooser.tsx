import { useSession } from '@atende/api-client';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

const NO_CUSTOMERS: never[] = [];

/**
 * The flow area's customer selector (seed 001 §2 "Flow list: shows a customer selector"; seed 000 §6
 * "one customer is selected automatically; several give a selector"). Changing it changes the
 * session's current customer, and the flow list follows.
 */
export function CustomerChooser() {
  const { t } = useTranslation(FLOW_NAMESPACE);
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
        <Typography.Text strong style={{ display: 'block' }} data-testid="flow-customer">
          {customers[0]?.customer_Name ?? ''}
        </Typography.Text>
      ) : (
        <Select
          aria-labelledby={labelId}
          data-testid="flow-customer"
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
