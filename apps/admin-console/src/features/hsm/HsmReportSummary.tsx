import { DownloadOutlined } from '@ant-design/icons';
import { downloadCsv } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { HsmImport } from './importHsmFile';
import { problemsCsv } from './problemsCsv';

/**
 * The validation report's summary (issue 12: before anything is sent): "n rows ready, m with
 * problems", the file's name, and the problems as a CSV download (formula cells neutralised).
 */
export function HsmReportSummary({ data }: { data: HsmImport }) {
  const { t } = useTranslation('admin');
  const problems = data.report.problemIndices.length;
  return (
    <Alert
      type={problems > 0 ? 'warning' : 'success'}
      showIcon
      style={{ marginBottom: 12 }}
      message={
        <span role="status" data-testid="hsm-summary">
          {t('hsm.summary', { ready: data.rows.length - problems, problems })}
        </span>
      }
      description={t('hsm.fileName', { name: data.fileName })}
      action={
        problems > 0 ? (
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              downloadCsv(t('hsm.problemsFile'), problemsCsv(data.rows, data.report, t))
            }
          >
            {t('hsm.downloadProblems')}
          </Button>
        ) : null
      }
    />
  );
}
