import { UploadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { HSM_FILE_TYPES } from './importHsmFile';
import type { HsmImportState } from './useHsmImport';

/**
 * Import a file (issue 12: .csv/.txt semicolon separated, .xlsx, .ods), and while it is read or
 * checked: the rows read so far and Cancel. Importing sends nothing, so it is open at level 2.
 */
export function HsmImportBar({
  state,
  disabled,
  onFile,
  onCancel,
}: {
  state: HsmImportState;
  disabled: boolean;
  onFile: (file: File) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const ui = useTranslation('ui').t;
  const busy = state.status === 'busy';
  return (
    <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
      <Upload
        accept={HSM_FILE_TYPES.join(',')}
        showUploadList={false}
        multiple={false}
        disabled={disabled || busy}
        beforeUpload={(file) => {
          onFile(file);
          return false;
        }}
      >
        <Button type="primary" icon={<UploadOutlined />} disabled={disabled || busy}>
          {t('hsm.chooseFile')}
        </Button>
      </Upload>
      {busy ? (
        <Flex gap={8} align="center" role="status" aria-live="polite">
          <Progress type="circle" size={20} percent={100} status="active" showInfo={false} />
          <Typography.Text>
            {state.step?.step === 'checking'
              ? t('hsm.checking', { count: state.step.rows })
              : t('hsm.reading', { name: state.fileName })}
            {state.step?.step === 'reading' && state.step.progress.rows > 0
              ? ` ${ui('import.progress', { rows: state.step.progress.rows })}`
              : ''}
          </Typography.Text>
          <Button size="small" onClick={onCancel}>
            {t('hsm.cancelImport')}
          </Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
