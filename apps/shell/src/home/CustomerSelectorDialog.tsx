import type { Customer } from '@atende/contract';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of `CustomerSelectorDialog`. */
export interface CustomerSelectorDialogProps {
  open: boolean;
  customers: readonly Customer[];
  onSelect: (customerId: number) => void;
  /** The user gives up: log out. */
  onLogout: () => void;
}

/** Customer selector shown after login when the user has several customers (seed 000 §1, §6). */
export function CustomerSelectorDialog({
  open,
  customers,
  onSelect,
  onLogout,
}: CustomerSelectorDialogProps) {
  const { t } = useTranslation('shell');
  const [customerId, setCustomerId] = useState<number | null>(null);
  return (
    <Modal
      open={open}
      title={t('customerSelection.title')}
      okText={t('customerSelection.confirm')}
      cancelText={t('customerSelection.logout')}
      okButtonProps={{ disabled: customerId === null }}
      onOk={() => {
        if (customerId !== null) onSelect(customerId);
      }}
      onCancel={onLogout}
      closable={false}
      maskClosable={false}
      keyboard={false}
    >
      <Typography.Paragraph>{t('customerSelection.text')}</Typography.Paragraph>
      <Select<number>
        style={{ width: '100%' }}
        aria-label={t('customerSelector.label')}
        placeholder={t('customerSelector.placeholder')}
        value={customerId ?? undefined}
        onChange={setCustomerId}
        options={customers.map((customer) => ({
          value: customer.customer_Id,
          label: customer.customer_Name,
        }))}
      />
    </Modal>
  );
}
