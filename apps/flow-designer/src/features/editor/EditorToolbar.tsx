import {
  CloseOutlined,
  CompressOutlined,
  ExpandOutlined,
  LockOutlined,
  PlusOutlined,
  SaveOutlined,
  UnlockOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useReactFlow } from '@xyflow/react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';

/** Props of `EditorToolbar`. */
export interface EditorToolbarProps {
  readOnly: boolean;
  locked: boolean;
  /** A save is in flight (seed 001 §4 "Save disables the buttons until the result returns"). */
  saving: boolean;
  onAddActivity(): void;
  onToggleLock(): void;
  onFullscreen(): void;
  onSave(): void;
  onClose(): void;
  /** More tools (versions, problems...) after the spec's. */
  extra?: ReactNode;
}

function Tool(props: {
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick(): void;
  primary?: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <Button
        aria-label={props.label}
        icon={props.icon}
        disabled={props.disabled}
        type={props.primary ? 'primary' : 'default'}
        onClick={props.onClick}
      />
    </Tooltip>
  );
}

/**
 * The editor's tools (seed 001 §2 "Flow editor": add-activity, zoom in and out, fullscreen,
 * lock/unlock, save and close; plus fit). Read-only disables add and save; everything stays viewable.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const flow = useReactFlow();
  const busy = props.saving;
  return (
    <Space role="toolbar" aria-label={t('editor.toolbar')} wrap>
      <Tool
        label={t('editor.addActivity')}
        icon={<PlusOutlined />}
        disabled={props.readOnly || busy}
        onClick={props.onAddActivity}
      />
      <Tool
        label={t('editor.zoomIn')}
        icon={<ZoomInOutlined />}
        onClick={() => void flow.zoomIn()}
      />
      <Tool
        label={t('editor.zoomOut')}
        icon={<ZoomOutOutlined />}
        onClick={() => void flow.zoomOut()}
      />
      <Tool
        label={t('editor.fit')}
        icon={<CompressOutlined />}
        onClick={() => void flow.fitView()}
      />
      <Tool label={t('editor.fullscreen')} icon={<ExpandOutlined />} onClick={props.onFullscreen} />
      <Tool
        label={props.locked ? t('editor.unlock') : t('editor.lock')}
        icon={props.locked ? <LockOutlined /> : <UnlockOutlined />}
        disabled={props.readOnly}
        onClick={props.onToggleLock}
      />
      <Tool
        label={t('editor.save')}
        icon={<SaveOutlined />}
        primary
        disabled={props.readOnly || busy}
        onClick={props.onSave}
      />
      <Tool
        label={t('editor.close')}
        icon={<CloseOutlined />}
        disabled={busy}
        onClick={props.onClose}
      />
      {props.extra}
    </Space>
  );
}
