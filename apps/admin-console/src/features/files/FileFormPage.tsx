import { ProForm, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useNavigate, useParams } from '@atende/routing';
import { RecordFormPage } from '@atende/ui';
import Form from 'antd/es/form';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditHistory } from '../audit/AuditHistory';
import { useGroups } from '../groups/useGroups';
import { pathOf } from '../../shared/paths';
import { CustomerRequired, RecordLoader } from '../../shared/records';
import { FileUploadField, type PendingUpload } from './FileUploadField';
import { FILE_NAME_MAX, useFiles, useSaveFile, type FileFormValues } from './useFiles';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { filesTexts } from './texts';

registerFeatureTexts('files', filesTexts);

/** Server field → form field, for errors the API ties to a field (409 on the name, 400 on groups). */
const FIELD_NAMES = {
  file_Name: 'name',
  file_Reference: 'reference',
  att_Group: 'groupIds',
  enable: 'enable',
};

/** A save whose upload failed (its error is already shown): FormPage says nothing, keeps the values. */
const calledOff = () => new DOMException('The upload failed.', 'AbortError');

/** A file's name without its ending, as the default file name. */
const withoutEnding = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || fileName;

/** The file control, filling an empty file name with the chosen file's. */
function FileItem({ pendingRef }: { pendingRef: PendingUpload }) {
  const { t } = useTranslation('admin');
  const form = Form.useFormInstance<FileFormValues>();
  const onUploaded = useCallback(
    (fileName: string) => {
      const name = (form.getFieldValue('name') as string | undefined) ?? '';
      if (!name.trim()) form.setFieldValue('name', withoutEnding(fileName).slice(0, FILE_NAME_MAX));
    },
    [form],
  );
  return (
    <ProForm.Item
      name="reference"
      label={t('files.file')}
      rules={[
        {
          // Save waits for an upload in flight; otherwise a stored file is needed.
          validator: (_rule: unknown, value: string | undefined) =>
            value || pendingRef.current
              ? Promise.resolve()
              : Promise.reject(new Error(t('files.fileRequired'))),
        },
      ]}
    >
      <FileUploadField pendingRef={pendingRef} onUploaded={onUploaded} />
    </ProForm.Item>
  );
}

function FileForm({ fileId, initialValues }: { fileId: number; initialValues: FileFormValues }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveFile(fileId);
  const groups = useGroups();
  const pendingRef = useRef<Promise<string | null> | null>(null);
  const toList = useCallback(() => navigate(pathOf('loadFiles')), [navigate]);

  // Issue 12: the metadata is written after the upload finished (Save waits for one in flight).
  const onSubmit = async (values: FileFormValues) => {
    let reference = values.reference;
    if (pendingRef.current) {
      const uploaded = await pendingRef.current;
      if (!uploaded) throw calledOff();
      reference = uploaded;
    }
    return save({ ...values, reference });
  };

  const groupOptions = useMemo(() => {
    const known = (groups.data ?? []).map((g) => ({
      value: g.attendence_Group_Id,
      label:
        g.enable === false
          ? t('files.inactiveGroup', { name: g.attendence_Group_Name })
          : g.attendence_Group_Name,
    }));
    const missing = initialValues.groupIds
      .filter((id) => !known.some((option) => option.value === id))
      .map((id) => ({ value: id, label: t('files.unknownGroup', { id }) }));
    return [...known, ...missing];
  }, [groups.data, initialValues.groupIds, t]);

  const fieldLabels = useMemo(
    () => ({
      file_Name: t('files.name'),
      file_Reference: t('files.reference'),
      enable: t('files.enable'),
      att_Group: t('files.groups'),
    }),
    [t],
  );

  return (
    <RecordFormPage<FileFormValues>
      title={fileId > 0 ? t('files.editTitle') : t('files.newTitle')}
      optionsFailed={groups.isError && t('files.groupsFailed')}
      initialValues={initialValues}
      onSubmit={onSubmit}
      successText={t('common:NovoCadastro.snackTextSuccess')}
      onDone={toList}
      fieldNames={FIELD_NAMES}
      fieldLabels={fieldLabels}
      // Seed 001 §8 has no file texts: the catalogue's save failure (the typed values stay).
      failureText={t('common:NovoCadastro.snackTextError')}
      history={
        fileId > 0
          ? (labels) => <AuditHistory entity="file" entityId={fileId} fieldLabels={labels} />
          : undefined
      }
    >
      <FileItem pendingRef={pendingRef} />
      <ProFormText
        name="name"
        label={t('files.name')}
        rules={[
          { required: true, whitespace: true, message: t('files.nameRequired') },
          { max: FILE_NAME_MAX, message: t('files.nameTooLong', { max: FILE_NAME_MAX }) },
        ]}
      />
      <ProFormSwitch name="enable" label={t('files.enable')} />
      <ProFormSelect
        name="groupIds"
        label={t('files.groups')}
        mode="multiple"
        placeholder={t('files.groupsPlaceholder')}
        extra={t('files.groupsHelp')}
        options={groupOptions}
        fieldProps={{ loading: groups.isLoading, virtual: false, optionFilterProp: 'label' }}
      />
    </RecordFormPage>
  );
}

/**
 * The new-file form (route newUploadFile, `/painel/files/new`): the file itself, its name, enable and
 * groups (seed 001 §2 Files "file name, reference, enable and group").
 */
export function NewFilePage() {
  return (
    <CustomerRequired>
      {(customerId) => (
        <FileForm
          key={customerId}
          fileId={0}
          initialValues={{ name: '', reference: '', enable: true, groupIds: [] }}
        />
      )}
    </CustomerRequired>
  );
}

/**
 * The edit-file form (route updateFile, `/painel/files/new/:id`): the file comes from the list call
 * (there is no single-file call); another file may replace the stored one; its history is under it.
 */
export function EditFilePage() {
  const { t } = useTranslation('admin');
  const fileId = Number(useParams().id);
  const files = useFiles();
  return (
    <RecordLoader
      query={files}
      find={(all) => all.find((file) => file.file_Id === fileId)}
      texts={{ loadFailed: t('files.loadFailed'), notFound: t('files.notFound') }}
      listPath={pathOf('loadFiles')}
    >
      {(file, customerId) => (
        <FileForm
          key={`${customerId}:${fileId}`}
          fileId={fileId}
          initialValues={{
            name: file.file_Name,
            reference: file.file_Reference ?? '',
            enable: file.enable ?? true,
            groupIds: file.att_Group ?? [],
          }}
        />
      )}
    </RecordLoader>
  );
}
