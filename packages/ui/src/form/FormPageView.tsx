import { ProForm } from '@ant-design/pro-components';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '@atende/api-client';
import { useSnackbar } from '../feedback/useSnackbar';
import { ReadOnlyContext, useReadOnly } from '../list/readOnly';
import { apiErrorText, isAbortError } from './apiErrorText';
import type { FormPageProps } from './FormPage';
import { UnsavedChangesGuardView as UnsavedChangesGuard } from './UnsavedChangesGuardView';

/** The form field an API error's field names: exact, else without a leading `/` and in any case. */
function formFieldOf(fieldNames: Record<string, string>, apiField: string): string | null {
  if (fieldNames[apiField]) return fieldNames[apiField];
  const wanted = apiField.replace(/^\//, '').toLowerCase();
  const key = Object.keys(fieldNames).find(
    (name) => name.replace(/^\//, '').toLowerCase() === wanted,
  );
  return key ? fieldNames[key]! : null;
}

/** ProForm with the form pattern's behaviour (loaded lazily by `FormPage`). */
export default function FormPageView<Values extends object>({
  children,
  initialValues,
  onSubmit,
  onSuccess,
  onCancel,
  readOnly: readOnlyProp,
  fieldNames = {},
  errorText,
  failureText,
  guardUnsaved = true,
  unsavedTexts,
  onLeave,
  submitText,
  cancelText,
  extraButtons = [],
}: FormPageProps<Values>) {
  const { t } = useTranslation('ui');
  const inherited = useReadOnly();
  const readOnly = readOnlyProp ?? inherited;
  const snackbar = useSnackbar();
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const container = useRef<HTMLDivElement>(null);
  const [invalidFields, setInvalidFields] = useState<string[]>([]);

  // ProForm's fields wrap their control, so antd's Form.Item cannot give it `aria-invalid` and
  // `aria-describedby`: set them on the control (id = field id) pointing at the error (`<id>_help`).
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    for (const control of root.querySelectorAll('[data-atende-invalid]')) {
      if (invalidFields.includes(control.id)) continue;
      control.removeAttribute('data-atende-invalid');
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
    }
    for (const id of invalidFields) {
      const control = document.getElementById(id);
      if (!control || !root.contains(control)) continue;
      control.setAttribute('data-atende-invalid', '');
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', `${id}_help`);
    }
  }, [invalidFields]);

  const [saved, setSaved] = useState<{ values: Values } | null>(null);

  // After a save: once the guard has seen `dirty` false, so that onSuccess may navigate away.
  const reported = useRef<object | null>(null);
  useEffect(() => {
    if (!saved || reported.current === saved) return;
    reported.current = saved;
    onSuccess?.(saved.values);
  }, [saved, onSuccess]);

  const finish = async (values: Values) => {
    if (inFlight.current) return false; // one submit in flight: a second one is ignored
    inFlight.current = true;
    setSubmitting(true);
    try {
      await onSubmit(values);
      setDirty(false);
      setSaved({ values });
      return true;
    } catch (error) {
      if (isAbortError(error)) return false;
      const text = apiErrorText(error, t, errorText);
      const field =
        isApiRequestError(error) && error.field ? formFieldOf(fieldNames, error.field) : null;
      if (field) {
        form.setFields([{ name: field as never, errors: [apiErrorText(error, t)] }]);
        setInvalidFields((ids) => (ids.includes(field) ? ids : [...ids, field]));
      } else if (failureText ?? text) snackbar.error(failureText ?? text);
      return false;
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <ReadOnlyContext.Provider value={readOnly}>
      <div ref={container}>
        <ProForm<Values>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          disabled={readOnly}
          scrollToFirstError
          onValuesChange={() => setDirty(true)}
          onFieldsChange={(_changed, all) =>
            setInvalidFields(
              all
                .filter((field) => field.errors && field.errors.length > 0)
                .map((field) => [field.name].flat().join('_')),
            )
          }
          onFinish={finish}
          submitter={{
            render: () => [
              ...(onCancel
                ? [
                    <Button key="cancel" onClick={onCancel} disabled={false}>
                      {cancelText ?? t('form.cancel')}
                    </Button>,
                  ]
                : []),
              ...extraButtons,
              <Button
                key="submit"
                type="primary"
                htmlType="submit"
                loading={submitting}
                disabled={readOnly}
              >
                {submitText ?? t('form.save')}
              </Button>,
            ],
          }}
        >
          {children}
        </ProForm>
      </div>
      {guardUnsaved && !readOnly ? (
        <UnsavedChangesGuard dirty={dirty} texts={unsavedTexts} onLeave={onLeave} />
      ) : null}
    </ReadOnlyContext.Provider>
  );
}
