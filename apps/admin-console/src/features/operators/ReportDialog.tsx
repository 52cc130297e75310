import type { Report } from '@atende/contract';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportKey } from './operatorReports';

/** Props of `ReportDialog`. */
export interface ReportDialogProps {
  open: boolean;
  /** The reports that may be chosen (the customer's, plus those the operator has). */
  reports: readonly Report[];
  /** The chosen report keys (`reportKey`). */
  value: readonly string[];
  onApply: (keys: string[]) => void;
  onClose: () => void;
}

/**
 * The report-management dialog (mounted when opened, so it starts from the field's value) (seed 001 §2, §6: report assignment to an operator only when the
 * current user's function_Id is 1; the caller checks `canManageReports`).
 */
function ReportDialog({ open, reports, value, onApply, onClose }: ReportDialogProps) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<string[]>([...value]);
  return (
    <Modal
      open={open}
      title={t('operators.reports.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('operators.reports.cancel')}
        </Button>,
        <Button
          key="apply"
          type="primary"
          onClick={() => {
            onApply(chosen);
            onClose();
          }}
        >
          {t('operators.reports.apply')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('operators.reports.help')}</Typography.Paragraph>
      {reports.length === 0 ? (
        <Typography.Text type="secondary">{t('operators.reports.none')}</Typography.Text>
      ) : (
        // Plain checkboxes, each controlled here (antd's Checkbox.Group drops a value whose option has
        // not registered yet, so a quick first click could be lost).
        <div
          role="group"
          aria-label={t('operators.reports.title')}
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
        >
          {reports.map((report) => {
            const key = reportKey(report);
            return (
              <Checkbox
                key={key}
                checked={chosen.includes(key)}
                onChange={(event) =>
                  setChosen((keys) =>
                    event.target.checked
                      ? [...keys.filter((k) => k !== key), key]
                      : keys.filter((k) => k !== key),
                  )
                }
              >
                {report.report_Name}
              </Checkbox>
            );
          })}
        </div>
      )}
    </Modal>
  );
}

/** Props of `ReportField`: a form control (`value` / `onChange` of report keys). */
export interface ReportFieldProps {
  id?: string;
  value?: string[];
  onChange?: (keys: string[]) => void;
  reports: readonly Report[];
  /** Seed 001 §6: only a function_Id 1 user assigns reports. */
  canManage: boolean;
  disabled?: boolean;
}

/** The operator's reports as tags, with the report-management dialog for those who may assign them. */
export function ReportField({
  id,
  value = [],
  onChange,
  reports,
  canManage,
  disabled,
}: ReportFieldProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const names = value.map(
    (key) =>
      reports.find((r) => reportKey(r) === key)?.report_Name ?? key.replace(/^(id|code):/, ''),
  );
  return (
    <div id={id} tabIndex={-1}>
      <Space wrap>
        {names.length === 0 ? (
          <Typography.Text type="secondary">{t('operators.form.noReports')}</Typography.Text>
        ) : (
          names.map((name, index) => <Tag key={value[index]}>{name}</Tag>)
        )}
        {canManage ? (
          <Button onClick={() => setOpen(true)} disabled={disabled}>
            {t('operators.form.manageReports')}
          </Button>
        ) : null}
      </Space>
      {canManage && open ? (
        <ReportDialog
          open
          reports={reports}
          value={value}
          onApply={(keys) => onChange?.(keys)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
