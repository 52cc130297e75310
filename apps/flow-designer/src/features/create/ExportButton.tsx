import { DownloadOutlined } from '@ant-design/icons';
import { exportFlow, useSession } from '@atende/api-client';
import { apiErrorText, useSnackbar } from '@atende/ui';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { downloadJson, exportFileName } from '../../shared/downloadJson';

/**
 * The form's Export (seed 001 §2 "Next is disabled for export until an existing flow is loaded";
 * §4 "Flow export. Downloads a JSON file named after the flow"): GET Export_Flow, saved as
 * `<flow name>.json`. Disabled for a new flow (id 0); a failure shows a translated error.
 */
export function ExportButton({ flowId, flowName }: { flowId: number; flowName: string }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const snackbar = useSnackbar();
  const customerId = useSession((state) => state.currentCustomerId);
  const [busy, setBusy] = useState(false);
  const disabled = flowId <= 0 || customerId === null;
  const run = async () => {
    if (disabled) return;
    setBusy(true);
    try {
      downloadJson(exportFileName(flowName), await exportFlow(customerId, flowId));
    } catch (error) {
      snackbar.error(`${t('create.exportFailed')} ${apiErrorText(error, t)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      disabled={disabled}
      loading={busy}
      title={disabled ? t('create.exportHint') : undefined}
      onClick={() => void run()}
    >
      {t('create.export')}
    </Button>
  );
}
