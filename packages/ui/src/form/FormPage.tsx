import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ApiErrorTextOptions } from './apiErrorText';
import type { UnsavedChangesTexts } from './UnsavedChangesGuard';

/** Props of `FormPage`. */
export interface FormPageProps<Values> {
  /** The fields: ProForm fields (`ProFormText`, `ProFormSelect`...) with translated labels and rules. */
  children: ReactNode;
  initialValues?: Partial<Values>;
  /**
   * Saves; a rejection is shown: on the field the API names (`field`, matched to a form field by
   * `fieldNames`) or else as a snackbar, through `apiErrorText`.
   */
  onSubmit: (values: Values) => Promise<unknown>;
  /** Runs after a successful save (e.g. a success snackbar and navigate back). */
  onSuccess?: (values: Values) => void;
  /** Shows a Cancel button calling this. */
  onCancel?: () => void;
  /** Level 2: every field and the save button disabled. Default: the page guard's read-only context. */
  readOnly?: boolean;
  /**
   * API field name → form field name, for inline server errors. The API's name matches with or
   * without a leading `/` and in any case (`/attendence_Group_Name`, `attendence_group_name`).
   */
  fieldNames?: Record<string, string>;
  /**
   * The translated text of a failed save that names no form field (e.g. seed 001 §8
   * `NovoCadastro.snackTextError`), shown as an error snackbar instead of the API's own reason.
   */
  failureText?: string;
  /** Labels of API fields for errors shown as a snackbar. */
  errorText?: ApiErrorTextOptions;
  /** Ask before leaving with unsaved changes (default true). */
  guardUnsaved?: boolean;
  /** The leave confirm's own words (default the kit's unsaved-changes texts). */
  unsavedTexts?: UnsavedChangesTexts;
  /** Runs when the user chooses to leave with unsaved changes. */
  onLeave?: () => void;
  /** Label of the save button (default `ui:form.save`). */
  submitText?: string;
  /** Label of the Cancel button (default `ui:form.cancel`), e.g. a form whose spec says Close. */
  cancelText?: string;
  /**
   * More buttons between Cancel and the save button (e.g. the flow form's Export). They are not
   * disabled by `readOnly`: give them their own `disabled` (or use `ChangeButton`).
   */
  extraButtons?: ReactNode[];
}

const FormPageView = lazy(() => import('./FormPageView'));

/**
 * The form pattern on ProForm: inline errors tied to their field (`aria-invalid`,
 * `aria-describedby`), one submit in flight (button loading, a second submit ignored), the
 * unsaved-changes guard and API errors through `apiErrorText`. pro-components is loaded with the
 * first form shown.
 */
export function FormPage<Values extends object>(props: FormPageProps<Values>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <FormPageView {...(props as unknown as FormPageProps<object>)} />
    </Suspense>
  );
}
