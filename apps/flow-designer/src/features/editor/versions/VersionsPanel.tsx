import { flowMutations, flowQueries } from '@atende/api-client/query';
import type { FlowVersionEntry } from '@atende/contract';
import { formatDateTime, useSnackbar } from '@atende/ui';
import { HistoryOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../../locale/featureTexts';
import { useFlowDocument, type FlowDocumentInput } from '../document';
import { documentFromAnswer } from '../save/flowWire';

/** A version shown read-only on the canvas. */
export interface ShownVersion {
  version: number;
  input: FlowDocumentInput;
}

/** Props of `VersionsPanel`. */
export interface VersionsPanelProps {
  onShow(version: ShownVersion): void;
  onRestored(): void;
}

/**
 * The version history (issue 18, ADR 0023): every saved version with its author, time and step count;
 * one can be shown read-only on the canvas or restored as a new version. Only for a saved flow.
 */
export function VersionsPanel({ onShow, onRestored }: VersionsPanelProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const flowId = useFlowDocument((state) => state.flow.flow_Id);
  const [open, setOpen] = useState(false);
  if (flowId === 0) return null;
  return (
    <>
      <Button icon={<HistoryOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('editor.versions')}
      </Button>
      {open ? (
        <Drawer open title={t('editor.versionsTitle')} onClose={() => setOpen(false)} width={420}>
          <VersionList
            flowId={flowId}
            onShow={(shown) => {
              setOpen(false);
              onShow(shown);
            }}
            onRestored={onRestored}
          />
        </Drawer>
      ) : null}
    </>
  );
}

function VersionList({ flowId, onShow, onRestored }: VersionsPanelProps & { flowId: number }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const customerId = useFlowDocument((state) => state.flow.customer_Id);
  const baseVersion = useFlowDocument((state) => state.baseVersion);
  const readOnly = useFlowDocument((state) => state.readOnly);
  const versions = useQuery({
    ...flowQueries.versions(customerId, flowId),
    refetchOnMount: 'always',
  });
  const restore = useMutation(flowMutations.restore(client));

  const show = async (entry: FlowVersionEntry) => {
    try {
      const answer = await client.fetchQuery(
        flowQueries.version(customerId, flowId, entry.version),
      );
      onShow({ version: entry.version, input: documentFromAnswer(answer, true) });
    } catch (error) {
      console.error('The version could not be loaded.', error);
      snackbar.error(t('editor.loadFailed'));
    }
  };
  const restoreVersion = (entry: FlowVersionEntry) => {
    // One restore at a time. The buttons are not disabled meanwhile (only busy): a browser drops
    // the focus of a button that becomes disabled to the page, out of the drawer (Escape no longer
    // closes it, the keyboard user starts over from the top).
    if (restore.isPending) return;
    restore.mutate(
      { customerId, flowId, version: entry.version, baseVersion: baseVersion ?? entry.version },
      {
        onSuccess: () => (
          snackbar.success(t('editor.restored', { version: entry.version })),
          onRestored()
        ),
        onError: (error) => (
          console.error('Restore failed.', error),
          snackbar.error(t('editor.restoreFailed'))
        ),
      },
    );
  };

  if (versions.isError) return <Alert type="error" message={t('editor.versionsFailed')} />;
  if (!versions.data) return <Spin />;
  return (
    <ul className="flow-versions">
      {versions.data.map((entry) => {
        const current = entry.version === baseVersion;
        return (
          <li key={entry.version}>
            <div>
              {t('editor.versionEntry', {
                version: entry.version,
                user: entry.saved_By.user_Name || entry.saved_By.user_Login,
                time: formatDateTime(entry.saved_At),
                count: entry.step_Count,
              })}
              {current ? ` (${t('editor.currentVersion')})` : ''}
            </div>
            <Space>
              <Button size="small" onClick={() => void show(entry)}>
                {t('editor.showVersion', { version: entry.version })}
              </Button>
              <Button
                size="small"
                disabled={readOnly || current}
                loading={restore.isPending && restore.variables?.version === entry.version}
                onClick={() => restoreVersion(entry)}
              >
                {t('editor.restoreVersion', { version: entry.version })}
              </Button>
            </Space>
          </li>
        );
      })}
    </ul>
  );
}
