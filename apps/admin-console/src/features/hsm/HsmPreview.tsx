import { SendOutlined } from '@ant-design/icons';
import { ChangeButton } from '@atende/ui';
import Checkbox from 'antd/es/checkbox';
import Radio from 'antd/es/radio';
import Table, { type ColumnsType } from 'antd/es/table';
import Typography from 'antd/es/typography';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HSM_COLUMNS, type HsmRow } from './hsmRows';
import type { HsmReport } from './hsmValidation';
import { RowCheck, type PreviewItem } from './HsmRowCheck';
import { Mark, type SendMarks } from './sendMarks';

/** Rows a page of the preview (seed 001 §9 "Import preview 5 per page"). */
const PREVIEW_PAGE_SIZE = 5;

/** Columns of short values (ids, dates). */
const NARROW_COLUMNS: ReadonlySet<string> = new Set(['customer_id', 'message_id', 'campaign_id']);

interface HsmPreviewProps {
  rows: readonly HsmRow[];
  report: HsmReport;
  marks: SendMarks;
  /** Changes whenever the marks change (they change in place). */
  version: number;
  /** Why a row could not be posted, by index. */
  errors: ReadonlyMap<number, string>;
  /** A send is running: the checkboxes and row buttons wait. */
  busy: boolean;
  sendingOne: ReadonlySet<number>;
  onCheck: (index: number, checked: boolean) => void;
  onSendOne: (index: number) => void;
}

/**
 * The preview of the imported file (seed 001 §2 "Bulk send": 5 rows a page; customer id, delivery
 * number, message, delivery date, from, parameters, message id, campaign id, send; each row can be
 * sent), with the line, the row's problems and a filter to the rows with problems. Paginated here
 * from the rows array: the table only ever gets the 5 rows of its page, so 100,000 rows stay fast.
 * A row with problems cannot be checked.
 */
export function HsmPreview(props: HsmPreviewProps) {
  const { rows, report, marks, version, errors, busy, sendingOne, onCheck, onSendOne } = props;
  const { t } = useTranslation('admin');
  // The table mounts in a commit of its own, after the report's summary: neither is a long task.
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setMounted(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  const [page, setPage] = useState(1);
  const [onlyProblems, setOnlyProblems] = useState(false);
  const total = onlyProblems ? report.problemIndices.length : rows.length;
  const lastPage = Math.max(1, Math.ceil(total / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, lastPage);

  const items = useMemo(() => {
    const start = (current - 1) * PREVIEW_PAGE_SIZE;
    const end = Math.min(total, start + PREVIEW_PAGE_SIZE);
    const list: PreviewItem[] = [];
    for (let i = start; i < end; i += 1) {
      const index = onlyProblems ? report.problemIndices[i]! : i;
      list.push({ index, row: rows[index]! });
    }
    return list;
  }, [current, total, onlyProblems, report, rows]);

  const columns: ColumnsType<PreviewItem> = useMemo(
    () => [
      { title: t('hsm.columns.line'), key: 'line', width: 64, render: (_, item) => item.row.line },
      ...HSM_COLUMNS.map((column) => ({
        title: t(`hsm.columns.${column}`),
        key: column,
        ellipsis: column === 'message' || column === 'parameters',
        width: NARROW_COLUMNS.has(column) ? 96 : undefined,
        render: (_: unknown, item: PreviewItem) =>
          column === 'send_date' && item.row.send_date === '' ? (
            <Typography.Text type="secondary">{t('hsm.now')}</Typography.Text>
          ) : (
            item.row[column]
          ),
      })),
      {
        title: t('hsm.columns.send'),
        key: 'send',
        width: 64,
        render: (_, item) => {
          const mark = marks.of(item.index);
          return (
            <Checkbox
              aria-label={t('hsm.sendLine', { line: item.row.line })}
              checked={marks.isChecked(item.index)}
              disabled={busy || mark === Mark.blocked || mark === Mark.sent}
              onChange={(event) => onCheck(item.index, event.target.checked)}
            />
          );
        },
      },
      {
        title: t('hsm.columns.check'),
        key: 'check',
        render: (_, item) => (
          <RowCheck
            item={item}
            report={report}
            mark={marks.of(item.index)}
            error={errors.get(item.index)}
            t={t}
          />
        ),
      },
      {
        title: t('hsm.columns.actions'),
        key: 'actions',
        width: 110,
        render: (_, item) => {
          const mark = marks.of(item.index);
          return (
            <ChangeButton
              size="small"
              icon={<SendOutlined />}
              aria-label={t('hsm.sendLine', { line: item.row.line })}
              disabled={busy || mark === Mark.blocked || mark === Mark.sent}
              loading={sendingOne.has(item.index)}
              onClick={() => onSendOne(item.index)}
            >
              {t('hsm.sendOne')}
            </ChangeButton>
          );
        },
      },
    ],
    // `version` re-renders the cells when the marks change in place.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, marks, version, report, errors, busy, sendingOne, onCheck, onSendOne],
  );

  if (!mounted) return null;
  return (
    <>
      <Radio.Group
        style={{ marginBottom: 8 }}
        optionType="button"
        value={onlyProblems ? 'problems' : 'all'}
        onChange={(event) => {
          setOnlyProblems(event.target.value === 'problems');
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('hsm.showAll', { count: rows.length }) },
          {
            value: 'problems',
            label: t('hsm.showProblems', { count: report.problemIndices.length }),
            disabled: report.problemIndices.length === 0,
          },
        ]}
      />
      {/* A wide table scrolls in its own box (no antd scroll mode: lighter to draw). */}
      <div style={{ overflowX: 'auto' }}>
        <Table<PreviewItem>
          aria-label={t('hsm.previewLabel')}
          size="small"
          rowKey={(item) => item.row.line}
          columns={columns}
          dataSource={items}
          pagination={{
            current,
            pageSize: PREVIEW_PAGE_SIZE,
            total,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      </div>
    </>
  );
}
