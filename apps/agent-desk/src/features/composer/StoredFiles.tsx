import { FileOutlined } from '@ant-design/icons';
import type { AttFile } from '@atende/contract';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { isImageAddress } from './attachmentRules';
import type { LazyList } from './useLazyList';

/** A file message: its address and the file's name. */
export interface FileMessage {
  message: string;
  imageName: string;
}

/** Stored files that can be sent: enabled and with an address. */
function sendable(files: AttFile[]): (AttFile & { file_Reference: string })[] {
  return files.filter(
    (file): file is AttFile & { file_Reference: string } =>
      file.enable !== false &&
      typeof file.file_Reference === 'string' &&
      file.file_Reference.trim() !== '',
  );
}

/** Props of {@link StoredFiles}. */
export interface StoredFilesProps {
  /** The customer's stored files (`Att_File_List`) as the dialog loads them. */
  files: LazyList<AttFile>;
  /** While a file uploads, no stored one can be picked. */
  disabled: boolean;
  onPick(file: FileMessage): void;
}

/**
 * The attachment dialog's stored files (seed 000 §2.4 "stored images"): loading, the failure with
 * Try again, none, or a grid of the sendable ones.
 */
export function StoredFiles({ files, disabled, onPick }: StoredFilesProps) {
  const { t } = useTranslation('agentDesk');
  const stored = sendable(files.items);
  if (files.status === 'error') {
    return (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="danger">{t('composer.attach.error')}</Typography.Text>
        <Button size="small" onClick={files.retry}>
          {t('composer.attach.retry')}
        </Button>
      </Flex>
    );
  }
  if (files.status !== 'ready') {
    return (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{t('composer.attach.loading')}</Typography.Text>
      </Flex>
    );
  }
  if (stored.length === 0) {
    return <Typography.Text type="secondary">{t('composer.attach.empty')}</Typography.Text>;
  }
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 8,
      }}
    >
      {stored.map((file) => (
        <li key={file.file_Id}>
          <StoredFileButton
            file={file}
            label={t('composer.attach.sendFile', { name: file.file_Name })}
            disabled={disabled}
            onPick={() => onPick({ message: file.file_Reference, imageName: file.file_Name })}
          />
        </li>
      ))}
    </ul>
  );
}

interface StoredFileButtonProps {
  file: AttFile & { file_Reference: string };
  label: string;
  disabled: boolean;
  onPick: () => void;
}

/** One stored file: a thumbnail for a safe image address, else an icon, and its name. */
function StoredFileButton({ file, label, disabled, onPick }: StoredFileButtonProps) {
  const image = isImageAddress(file.file_Reference);
  return (
    <Button
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onPick}
      style={{
        height: 'auto',
        width: '100%',
        padding: 6,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      {image ? (
        <img
          src={file.file_Reference}
          alt=""
          loading="lazy"
          referrerPolicy="no-referrer"
          style={{ width: '100%', height: 72, objectFit: 'cover', borderRadius: 4 }}
        />
      ) : (
        <FileOutlined style={{ fontSize: 40, lineHeight: '72px' }} />
      )}
      <Typography.Text ellipsis style={{ maxWidth: '100%' }}>
        {file.file_Name}
      </Typography.Text>
    </Button>
  );
}
