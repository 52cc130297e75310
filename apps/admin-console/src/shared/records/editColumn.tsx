import { EditOutlined } from '@ant-design/icons';
import { ChangeButton } from '@atende/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What `editColumn` needs: the accessible name of each row's button and what Edit does. */
export interface EditColumnOptions<Row> {
  /** The button's accessible name for a row, e.g. `t('groups.editOne', { name })`. */
  label: (row: Row) => string;
  onEdit: (row: Row) => void;
}

/** A list's Edit column, usable by the kit's ListPage and antd's Table alike. */
export interface EditColumn<Row> {
  title: ReactNode;
  key: 'actions';
  width: number;
  render: (value: unknown, row: Row) => ReactNode;
}

/**
 * The Edit column of a console list (seed 001 §2: every list has "edit"): one small button per row,
 * named after its record (virtualised bodies have no table rows to name it), disabled where the
 * guard makes the page read-only (`ChangeButton`).
 */
export function editColumn<Row>({ label, onEdit }: EditColumnOptions<Row>): EditColumn<Row> {
  return {
    title: <ActionsTitle />,
    key: 'actions',
    width: 120,
    render: (_value, row) => <EditButton label={label(row)} onClick={() => onEdit(row)} />,
  };
}

function ActionsTitle() {
  const { t } = useTranslation('admin');
  return <>{t('records.actions')}</>;
}

function EditButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <ChangeButton size="small" icon={<EditOutlined />} aria-label={label} onClick={onClick}>
      {t('records.edit')}
    </ChangeButton>
  );
}
