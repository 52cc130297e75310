import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Typography from 'antd/es/typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useSnackbar } from '../feedback/useSnackbar';
import FormPageView from './FormPageView';
import type { RecordFormPageProps, RecordFrameProps } from './RecordFormPage';

const NO_LABELS: Record<string, string> = {};

/** `RecordFormPage` itself (loaded lazily with the form's code). */
export function RecordFormPageView<Values extends object>({
  title,
  loading = false,
  loadFailed,
  optionsFailed,
  successText,
  onDone,
  fieldLabels = NO_LABELS,
  below,
  history,
  children,
  ...form
}: RecordFormPageProps<Values>) {
  const snackbar = useSnackbar();
  const onSuccess = useCallback(() => {
    snackbar.success(successText);
    onDone();
  }, [snackbar, successText, onDone]);
  const errorText = useMemo(
    () => ({ fieldLabel: (field: string) => fieldLabels[field] }),
    [fieldLabels],
  );

  return (
    <RecordFrameView title={title} loading={loading} loadFailed={loadFailed}>
      {optionsFailed ? (
        <Alert type="warning" showIcon message={optionsFailed} style={{ marginBottom: 12 }} />
      ) : null}
      <FormPageView<Values> {...form} onSuccess={onSuccess} onCancel={onDone} errorText={errorText}>
        {children}
      </FormPageView>
      {below}
      {history?.(fieldLabels)}
    </RecordFrameView>
  );
}

/** `RecordFrame` itself (loaded lazily). */
export function RecordFrameView({
  title,
  loading = false,
  loadFailed,
  children,
}: RecordFrameProps) {
  let body: ReactNode = children;
  if (loadFailed)
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={loadFailed.message}
        description={loadFailed.description}
        action={<Button onClick={loadFailed.onRetry}>{loadFailed.retryText}</Button>}
      />
    );
  else if (loading) body = <Skeleton active />;
  return (
    <>
      <Typography.Title level={3}>{title}</Typography.Title>
      {body}
    </>
  );
}
