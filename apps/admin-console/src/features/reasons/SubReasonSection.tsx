import { PlusOutlined } from '@ant-design/icons';
import { isApiRequestError } from '@atende/api-client';
import type { SubReason } from '@atende/contract';
import { apiErrorText, ChangeButton, isAbortError, useReadOnly, useSnackbar } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Table, { type ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editColumn } from '../../shared/records';
import {
  DESCRIPTION_MAX,
  NoParentReasonError,
  useSaveSubReason,
  useSubReasons,
} from './useReasons';

/** The API's field of the sub-reason description (a 400 or 409 on it goes under the input). */
const DESCRIPTION_FIELD = 'sub_reason_description_var';

/**
 * The sub-reasons of a reason (seed 001 §2 "Reasons": a sub-reason table with id, description and
 * edit, a New subreason button and an inline form with description, Save and Close). Seed 001 §4:
 * saving reloads the sub-reasons, closes the form and shows "The sub reason was stored correctly";
 * Close resets the sub-reason id to 0 and clears the name. Seed 001 §5: a reason whose id is 0 (not
 * saved yet) cannot take sub-reasons: the seed's error text shows and nothing is sent.
 */
export function SubReasonSection({ reasonId }: { reasonId: number }) {
  const { t } = useTranslation('admin');
  const snackbar = useSnackbar();
  const readOnly = useReadOnly();
  const subReasons = useSubReasons(reasonId);
  const save = useSaveSubReason(reasonId);
  const [open, setOpen] = useState(false);
  const [subReasonId, setSubReasonId] = useState(0);
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const edit = (id: number, description: string) => {
    setSubReasonId(id);
    setName(description);
    setFieldError(null);
    setOpen(true);
  };
  const close = () => {
    setSubReasonId(0);
    setName('');
    setFieldError(null);
    setOpen(false);
  };

  const submit = async () => {
    if (saving) return;
    const text = name.trim();
    if (!text) return setFieldError(t('reasons.descriptionRequired'));
    if (text.length > DESCRIPTION_MAX)
      return setFieldError(t('reasons.descriptionTooLong', { max: DESCRIPTION_MAX }));
    setSaving(true);
    try {
      await save({ subReasonId, description: text });
      close();
      snackbar.success(t('common:Reasons.subReasonSaved'));
    } catch (error) {
      if (isAbortError(error)) return;
      if (
        !(error instanceof NoParentReasonError) &&
        isApiRequestError(error) &&
        error.field?.toLowerCase() === DESCRIPTION_FIELD
      )
        setFieldError(apiErrorText(error, t));
      // Seed 001 §5 / §8: the parent is 0, unknown, or the save failed otherwise.
      else snackbar.error(t('common:Reasons.subReasonSaveError'));
    } finally {
      setSaving(false);
    }
  };

  const columns: ColumnsType<SubReason> = [
    { title: t('reasons.id'), dataIndex: 'sub_reason_Id', width: 100 },
    { title: t('reasons.description'), dataIndex: 'sub_reason_description' },
    editColumn<SubReason>({
      label: (row) => t('reasons.editSubReason', { name: row.sub_reason_description }),
      onEdit: (row) => edit(row.sub_reason_Id, row.sub_reason_description),
    }),
  ];

  const rows = reasonId > 0 ? (subReasons.data ?? []) : [];
  return (
    <Card
      title={t('reasons.subReasons')}
      style={{ marginTop: 24 }}
      extra={
        <ChangeButton
          icon={<PlusOutlined />}
          aria-label={t('reasons.newSubReason')}
          onClick={() => edit(0, '')}
          aria-expanded={open && subReasonId === 0}
        >
          {t('reasons.newSubReason')}
        </ChangeButton>
      }
    >
      {subReasons.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('reasons.subReasonsFailed')}
          description={apiErrorText(subReasons.error, t)}
          style={{ marginBottom: 12 }}
          action={
            <Button size="small" onClick={() => void subReasons.refetch()}>
              {t('reasons.retry')}
            </Button>
          }
        />
      ) : null}
      <Table<SubReason>
        size="small"
        pagination={false}
        rowKey="sub_reason_Id"
        columns={columns}
        dataSource={rows}
        loading={reasonId > 0 && subReasons.isPending && subReasons.fetchStatus !== 'idle'}
        locale={{ emptyText: <Empty description={t('reasons.subReasonsEmpty')} /> }}
      />
      {open ? (
        <Form
          layout="vertical"
          disabled={readOnly}
          aria-label={t('reasons.subReasonForm')}
          data-sub-reason-id={subReasonId}
          style={{ marginTop: 16 }}
          onFinish={() => void submit()}
        >
          <Form.Item
            label={t('reasons.subReasonDescription')}
            htmlFor="sub-reason-description"
            validateStatus={fieldError ? 'error' : undefined}
            help={fieldError ?? undefined}
          >
            <Input
              id="sub-reason-description"
              value={name}
              maxLength={DESCRIPTION_MAX}
              aria-invalid={fieldError ? true : undefined}
              onChange={(event) => {
                setName(event.target.value);
                setFieldError(null);
              }}
            />
          </Form.Item>
          <Flex gap={8}>
            <ChangeButton type="primary" htmlType="submit" loading={saving}>
              {t('reasons.saveSubReason')}
            </ChangeButton>
            <Button onClick={close} disabled={false}>
              {t('reasons.closeSubReason')}
            </Button>
          </Flex>
        </Form>
      ) : null}
    </Card>
  );
}
