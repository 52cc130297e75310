import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, type ReactNode } from 'react';
import type { FormPageProps } from './FormPage';

/** A record that could not be loaded: the page's words and Try again. */
export interface RecordLoadFailure {
  /** The heading of the failure (already translated). */
  message: string;
  /** Why (e.g. `apiErrorText` of the error). */
  description?: ReactNode;
  /** The label of the retry button (already translated). */
  retryText: string;
  onRetry: () => void;
}

/** Props of `RecordFormPage`: those of `FormPage` (the fields as children) plus the record frame. */
export interface RecordFormPageProps<Values> extends Omit<
  FormPageProps<Values>,
  'onSuccess' | 'onCancel' | 'errorText'
> {
  /** The page heading (already translated), e.g. "New group" or "Edit group". */
  title: ReactNode;
  /** The record is loading: a skeleton stands for the form. */
  loading?: boolean;
  /** The record could not be loaded: an error with Try again stands for the form. */
  loadFailed?: RecordLoadFailure | null;
  /**
   * A list the form chooses from could not be loaded (e.g. channels): this warning (already
   * translated) shows above the form, which stays usable. Nothing shows while it is empty.
   */
  optionsFailed?: string | false | null;
  /** The success snackbar of a save (already translated), shown before `onDone`. */
  successText: string;
  /** Goes back (usually to the list): after a successful save and on Cancel. */
  onDone: () => void;
  /**
   * API field → label (already translated): a save error the API ties to a field and shows as a
   * snackbar names it, and the history panel shows the same labels.
   */
  fieldLabels?: Record<string, string>;
  /** Under the form, before the history (e.g. a section of child records). */
  below?: ReactNode;
  /** The history panel slot: given `fieldLabels`; leave it out for a new record. */
  history?: (fieldLabels: Record<string, string>) => ReactNode;
}

/** Props of `RecordFrame`. */
export interface RecordFrameProps {
  /** The page heading (already translated). */
  title: ReactNode;
  /** A skeleton stands for the content. */
  loading?: boolean;
  /** An error with Try again stands for the content. */
  loadFailed?: RecordLoadFailure | null;
  /** The loaded page (a form page shows it under the title). */
  children?: ReactNode;
}

// The frame's title and alerts and the form (pro-components) load with the first record page shown,
// so the kit's entry stays light (the shell's first page loads it).
const RecordFormPageView = lazy(async () => ({
  default: (await import('./RecordFormPageView')).RecordFormPageView,
}));
const RecordFrameView = lazy(async () => ({
  default: (await import('./RecordFormPageView')).RecordFrameView,
}));

/**
 * A record's form page: its title; a skeleton while the record loads, the load failure with Try
 * again; a warning when a list of options failed; the `FormPage` pattern (inline errors, one submit,
 * the unsaved-changes guard with optional `unsavedTexts` and `onLeave`); after a save the success
 * snackbar, then `onDone` (Cancel goes there too); then an optional section and the history slot.
 */
export function RecordFormPage<Values extends object>(props: RecordFormPageProps<Values>) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RecordFormPageView {...(props as unknown as RecordFormPageProps<object>)} />
    </Suspense>
  );
}

/**
 * The frame of a record page: its title, then the load failure (with Try again), a skeleton while
 * loading, or the content. `RecordFormPage` draws its form in it; a page that loads its record
 * before mounting the form (its initial values read once) draws the load states with it alone.
 */
export function RecordFrame(props: RecordFrameProps) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RecordFrameView {...props} />
    </Suspense>
  );
}
