import type { Report } from '@atende/contract';
import { useLanguage } from '@atende/locale';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { REPORTS_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { viewerTexts } from './texts';
import { useEmbedAddress } from './useEmbedAddress';

registerFeatureTexts('viewer', viewerTexts);

/** Props of `ReportViewer`. */
export interface ReportViewerProps {
  report: Report;
  customerId: number;
  /** False while the dialog closes (its leave motion); `afterClose` follows. */
  open: boolean;
  onClose: () => void;
  /** The dialog has closed: unmount it and give focus back. */
  afterClose: () => void;
}

/** Seed 001 §9 "The report frame is 80% of the window width and height". */
const FRAME_STYLE = { width: '80vw', height: '80vh', border: 0, display: 'block' } as const;

function ViewerBody({ report, customerId }: Pick<ReportViewerProps, 'report' | 'customerId'>) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const [language] = useLanguage();
  const { address, failed, retry } = useEmbedAddress(report, customerId, language);
  if (failed) {
    return (
      <Result
        status="error"
        title={t('viewer.failed')}
        extra={<Button onClick={retry}>{t('viewer.retry')}</Button>}
      />
    );
  }
  if (!address)
    return (
      <Spin tip={t('viewer.loading')}>
        <div style={FRAME_STYLE} />
      </Spin>
    );
  return (
    <iframe
      src={address}
      title={t('viewer.frameTitle', { name: report.report_Name })}
      style={FRAME_STYLE}
      data-testid="report-frame"
    />
  );
}

/**
 * The report viewer (seed 001 §2 "An embedded frame at 80% of the window width and height, with a
 * close button"): the frame address of `useEmbedAddress` in a dialog; Escape or the close button
 * closes it and focus goes back to what opened it.
 */
export function ReportViewer({ report, customerId, open, onClose, afterClose }: ReportViewerProps) {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  return (
    <Modal
      open={open}
      afterClose={afterClose}
      centered
      destroyOnHidden
      title={report.report_Name}
      width="calc(80vw + 48px)"
      onCancel={onClose}
      closable={{ 'aria-label': t('viewer.close') }}
      footer={
        <Button onClick={onClose} data-testid="report-close">
          {t('viewer.close')}
        </Button>
      }
    >
      <ViewerBody report={report} customerId={customerId} />
    </Modal>
  );
}
