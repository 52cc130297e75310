import { UploadOutlined } from '@ant-design/icons';
import { ACCEPT_ATTRIBUTE, ACCEPTED_LIST, megabytes, uploadChosenFile } from '@atende/api-client';
import { useUploadLimit } from '@atende/api-client/query';
import { useReadOnly } from '@atende/ui';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Progress from 'antd/es/progress';
import Typography from 'antd/es/typography';
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The upload in flight, if any: Save waits for it (its address, or null when it failed). */
export type PendingUpload = RefObject<Promise<string | null> | null>;

/** Props of `FileUploadField` (`value` / `onChange` / `id` come from the form item). */
export interface FileUploadFieldProps {
  /** The stored file's address (`file_Reference`). */
  value?: string;
  onChange?: (address: string) => void;
  id?: string;
  pendingRef: PendingUpload;
  /** Called with the chosen file's name once it is stored. */
  onUploaded?: (fileName: string) => void;
}

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; text: string };

/** An http(s) address, safe to offer as a link (a stored reference could be anything old). */
function isWebAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The file of the file form (issue 12 "the file itself, uploaded through the file service hornitos/,
 * with progress, type and size checks and the upload error texts"). The chosen file is checked first
 * (the contract's endings and the deployment's limit: the agent desk's rules and texts), then sent
 * once to `POST {fileService}/hornitos/` with a progress bar; the answered address becomes the
 * reference, shown read-only with a link to open it. The metadata is saved by the form afterwards.
 */
export function FileUploadField({
  value,
  onChange,
  id,
  pendingRef,
  onUploaded,
}: FileUploadFieldProps) {
  const { t } = useTranslation('admin');
  const maxBytes = useUploadLimit();
  const readOnly = useReadOnly();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const controllerRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<UploadState>({ kind: 'idle' });

  // Leaving the page stops an upload nobody will save.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const fail = (text: string) => {
    setState({ kind: 'failed', text });
    return null;
  };

  const upload = async (file: File): Promise<string | null> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const result = await uploadChosenFile(file, maxBytes, {
        signal: controller.signal,
        onProgress: ({ loaded, total }) =>
          setState((now) =>
            now.kind === 'uploading' && total > 0
              ? { ...now, percent: Math.min(100, Math.floor((loaded * 100) / total)) }
              : now,
          ),
      });
      if (result.kind === 'aborted') return null;
      if (result.kind === 'failed') return fail(t(result.text, result.values));
      setState({ kind: 'done', name: file.name });
      onChange?.(result.url);
      onUploaded?.(file.name);
      return result.url;
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  };

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again
    if (!file) return;
    const started = upload(file);
    pendingRef.current = started;
    void started.finally(() => {
      if (pendingRef.current === started) pendingRef.current = null;
    });
  };

  const uploading = state.kind === 'uploading';
  return (
    // The form item's id (its label and error point at it) is the group's: the button keeps its name.
    <Flex
      id={id}
      role="group"
      aria-label={t('files.file')}
      vertical
      gap={8}
      align="start"
      style={{ width: '100%' }}
    >
      <Button
        icon={<UploadOutlined aria-hidden="true" />}
        loading={uploading}
        disabled={readOnly}
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
      >
        {value ? t('files.chooseAnother') : t('files.choose')}
      </Button>
      <Typography.Text type="secondary" id={hintId}>
        {t('files.hint', { types: ACCEPTED_LIST, max: megabytes(maxBytes) })}
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
      {state.kind === 'uploading' ? (
        <div role="status" style={{ width: '100%', maxWidth: 420 }}>
          <Typography.Text>{t('files.uploading', { name: state.name })}</Typography.Text>
          <Progress
            percent={state.percent}
            aria-label={t('files.progress', { name: state.name })}
          />
        </div>
      ) : null}
      {state.kind === 'done' ? (
        <Typography.Text type="success" role="status">
          {t('files.uploaded', { name: state.name })}
        </Typography.Text>
      ) : null}
      {state.kind === 'failed' ? (
        <Typography.Text type="danger" role="alert">
          {state.text}
        </Typography.Text>
      ) : null}
      <div>
        <Typography.Text strong style={{ marginRight: 8 }}>
          {t('files.reference')}
        </Typography.Text>
        {value ? (
          <>
            <Typography.Text code style={{ wordBreak: 'break-all' }}>
              {value}
            </Typography.Text>{' '}
            {isWebAddress(value) ? (
              <Typography.Link href={value} target="_blank" rel="noopener noreferrer">
                {t('files.open')}
              </Typography.Link>
            ) : null}
          </>
        ) : (
          <Typography.Text type="secondary">{t('files.noReference')}</Typography.Text>
        )}
      </div>
    </Flex>
  );
}
