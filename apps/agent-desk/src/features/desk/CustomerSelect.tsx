import { useSession } from '@atende/api-client';
import { LoadedPart } from '@atende/ui';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';

/**
 * Fetches the selector of an agent with several customers: antd's Select (with its virtual list) is
 * not loaded for the many agents who work for one customer (ADR 0016).
 */
const loadCustomerPicker = () => import('./CustomerPicker');

/**
 * The customer the agent works for (seed 000 §2.4 queue column, §6 customer access): its name when
 * there is one, a selector when there are several.
 */
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
    <LoadedPart load={loadCustomerPicker}>{({ CustomerPicker }) => <CustomerPicker />}</LoadedPart>
  );
}
