import { CheckCircleOutlined, CloseCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { Translate } from '@atende/ui';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import type { HsmRow } from './hsmRows';
import type { HsmReport } from './hsmValidation';
import { problemText } from './problemsCsv';
import { Mark } from './sendMarks';

/** A row of the page shown: its index in the file's rows, and the row. */
export interface PreviewItem {
  index: number;
  row: HsmRow;
}

/** The check column's content: the row's problems (icon and words), or what became of it. */
export function RowCheck({
  item,
  report,
  mark,
  error,
  t,
}: {
  item: PreviewItem;
  report: HsmReport;
  mark: number;
  error: string | undefined;
  t: Translate;
}) {
  const problems = report.problems.get(item.index);
  if (problems)
    return (
      <Space direction="vertical" size={0}>
        {problems.map((problem) => (
          <Typography.Text key={`${problem.column}:${problem.code}`} type="danger">
            <WarningOutlined aria-hidden />{' '}
            {t('hsm.problemAt', {
              column: t(`hsm.columns.${problem.column}`),
              problem: problemText(problem, t),
            })}
          </Typography.Text>
        ))}
      </Space>
    );
  if (mark === Mark.sent)
    return (
      <Typography.Text type="success">
        <CheckCircleOutlined aria-hidden /> {t('hsm.sentTag')}
      </Typography.Text>
    );
  if (mark === Mark.failed)
    return (
      <Typography.Text type="danger">
        <CloseCircleOutlined aria-hidden /> {t('hsm.sendFailedTag', { reason: error ?? '' })}
      </Typography.Text>
    );
  return (
    <Typography.Text>
      <CheckCircleOutlined aria-hidden /> {t('hsm.ready')}
    </Typography.Text>
  );
}
