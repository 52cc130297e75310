import { UploadOutlined } from '@ant-design/icons';
import { ChangeButton } from '@atende/ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { useFlowImport } from './useFlowImport';

/**
 * The list's Import (JSON) button (seed 001 §2): opens the file chooser (keyboard too: it is a
 * button), then imports the chosen file (`useFlowImport`) and calls `onImported` when a flow was
 * saved. Disabled at Flow level 2 (`ChangeButton`).
 */
export function ImportButton({ onImported }: { onImported: () => void }) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const { importFile, busy } = useFlowImport();
  return (
    <>
      <ChangeButton
        icon={<UploadOutlined aria-hidden />}
        loading={busy}
        onClick={() => input.current?.click()}
      >
        {t('importJson')}
      </ChangeButton>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="flow-import-file"
        aria-label={t('importJson')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file).then((imported) => imported && onImported());
        }}
      />
    </>
  );
}
