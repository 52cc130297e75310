import { useSession } from '@atende/api-client';
import { ChangeButton, UnsavedChangesGuard, useReadOnly } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Result from 'antd/es/result';
import Typography from 'antd/es/typography';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { HsmImportBar } from './HsmImportBar';
import { HsmPreview } from './HsmPreview';
import { HsmReportSummary } from './HsmReportSummary';
import { HsmResults } from './HsmResults';
import { HsmSendDialog } from './HsmSendDialog';
import { HSM_SEND_INTERVAL_MS } from './pacing';
import { useHsmImport } from './useHsmImport';
import { useHsmSending } from './useHsmSending';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { hsmTexts } from './texts';

registerFeatureTexts('hsm', hsmTexts);

/** The page of one customer (keyed by it: a customer change starts afresh and stops a send). */
function HsmWorkspace({ customerId }: { customerId: number }) {
  const { t } = useTranslation('admin');
  const readOnly = useReadOnly();
  const { state, version, touch, importFile, clear, maxRows } = useHsmImport(customerId);
  const ready = state.status === 'ready' ? state : null;
  const sending = useHsmSending({
    customerId,
    data: ready?.data ?? null,
    marks: ready?.marks ?? null,
    touch,
    onFinished: clear,
  });
  const running = sending.progress !== null;
  const marks = ready?.marks;
  const onCheck = useCallback(
    (index: number, checked: boolean) => {
      if (marks?.setChecked(index, checked)) touch();
    },
    [marks, touch],
  );
  const { sendOne } = sending;
  const onSendOne = useCallback((index: number) => void sendOne(index), [sendOne]);
  const checkedCount = marks ? marks.checkedCount() : 0;
  const leaveTexts = useMemo(
    () => ({
      title: t('hsm.leaveTitle'),
      content: t('hsm.leaveContent'),
      leave: t('hsm.leave'),
      stay: t('hsm.stay'),
    }),
    [t],
  );

  return (
    <>
      <Typography.Paragraph>
        {t('hsm.help', { max: new Intl.NumberFormat().format(maxRows) })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('hsm.helpDate')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('hsm.helpPacing', { ms: HSM_SEND_INTERVAL_MS })}
      </Typography.Paragraph>
      <HsmImportBar state={state} disabled={running} onFile={importFile} onCancel={clear} />
      {state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          message={state.message}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {ready ? (
        <>
          <HsmReportSummary data={ready.data} />
          <HsmPreview
            key={ready.data.importId}
            rows={ready.data.rows}
            report={ready.data.report}
            marks={ready.marks}
            version={version}
            errors={sending.errors}
            busy={running || readOnly}
            sendingOne={sending.sendingOne}
            onCheck={onCheck}
            onSendOne={onSendOne}
          />
          <Flex gap={8} justify="flex-end">
            <Button onClick={clear} disabled={running}>
              {t('hsm.clear')}
            </Button>
            <ChangeButton
              type="primary"
              disabled={running || checkedCount === 0}
              onClick={() => void sending.sendChecked()}
            >
              {t('hsm.sendChecked', { count: checkedCount })}
            </ChangeButton>
          </Flex>
        </>
      ) : null}
      {sending.sentImportId ? (
        <HsmResults customerId={customerId} importId={sending.sentImportId} />
      ) : null}
      <HsmSendDialog progress={sending.progress} onCancel={sending.cancel} />
      {/* Seed 001 §4 "Leaving before completion cancels the rest": the tab asks (beforeunload), a
          route change asks with the page's words, and Stop and leave cancels the rest first. */}
      <UnsavedChangesGuard dirty={running} texts={leaveTexts} onLeave={sending.cancel} />
    </>
  );
}

/**
 * Bulk template sending (seed 001 §2 "Bulk send (HSM)", §4, §7 "Bulk sending", §8, §9; route
 * `executeHsm`, functionality HSM): import a file, read its validation report, preview it 5 rows a
 * page, send the checked rows one every 300 ms with a progress dialog, then follow each sent row's
 * state live and retry the failed ones. The shell's guard sends a caller below HSM level 2 away; at
 * exactly 2 (its read-only context) everything that sends is disabled, while importing, the report
 * and the sent rows' states stay available.
 */
export function HsmPage() {
  const { t } = useTranslation('admin');
  const customerId = useSession((state) => state.currentCustomerId);
  return (
    <>
      <Typography.Title level={3}>{t('hsm.title')}</Typography.Title>
      {customerId === null ? (
        <Result status="info" title={t('frame.noCustomer')} />
      ) : (
        <HsmWorkspace key={customerId} customerId={customerId} />
      )}
    </>
  );
}
