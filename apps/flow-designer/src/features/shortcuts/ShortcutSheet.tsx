import Modal from 'antd/es/modal';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { comboLabel, SHORTCUTS } from './shortcutKeys';

/** Whether the page runs on a Mac (Cmd instead of Ctrl on the sheet). */
const onMac = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Props of `ShortcutSheet`. */
export interface ShortcutSheetProps {
  open: boolean;
  onClose(): void;
}

/** The list of every canvas shortcut (issue 18: "a shortcut sheet"), read from `SHORTCUTS`. */
export function ShortcutSheet({ open, onClose }: ShortcutSheetProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const mac = onMac();
  const keyName = (key: string) =>
    key.length === 1 ? key.toUpperCase() : t(`shortcuts.keyNames.${key}`, { defaultValue: key });
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('shortcuts.sheetTitle')}
      destroyOnHidden
    >
      <table className="flow-shortcuts">
        <thead>
          <tr>
            <th scope="col">{t('shortcuts.keys')}</th>
            <th scope="col">{t('shortcuts.action')}</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((shortcut) => {
            const labels = [
              ...new Set(shortcut.combos.map((combo) => comboLabel(combo, mac, keyName))),
            ];
            return (
              <tr key={shortcut.id} data-shortcut={shortcut.id}>
                <td>
                  {labels.map((label, index) => (
                    <Fragment key={label}>
                      {index > 0 ? ` ${t('shortcuts.or')} ` : null}
                      <kbd>{label}</kbd>
                    </Fragment>
                  ))}
                </td>
                <td>{t(`shortcuts.actions.${shortcut.id}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}
