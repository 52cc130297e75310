import { useSession } from '@atende/api-client';
import { useNavigate } from '@atende/routing';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of a TanStack Query result `RecordLoader` reads. */
export interface RecordsQuery<Item> {
  data?: readonly Item[];
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Props of `RecordLoader`. */
export interface RecordLoaderProps<Item> {
  /** The list the record comes from (the seeds have no single-record calls). */
  query: RecordsQuery<Item>;
  /** Picks the record; undefined when it is not in this customer. */
  find: (items: readonly Item[]) => Item | undefined;
  /** The feature's own words for a failed load and an unknown id. */
  texts: { loadFailed: string; notFound: string };
  /** Where "Back to the list" goes. */
  listPath: string;
  /** The edit form, given the record and the current customer (key the form by both). */
  children: (item: Item, customerId: number) => ReactNode;
}

/**
 * An edit page's states around its form: a customer to choose, a skeleton while the list loads, the
 * failure with Try again (nothing else to lose yet), an id not in this customer with Back to the list,
 * then the form.
 */
export function RecordLoader<Item>({
  query,
  find,
  texts,
  listPath,
  children,
}: RecordLoaderProps<Item>) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const customerId = useSession((state) => state.currentCustomerId);
  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  if (query.isPending) return <Skeleton active />;
  if (query.isError && !query.data)
    return (
      <Result
        status="error"
        title={texts.loadFailed}
        extra={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('records.retry')}
          </Button>
        }
      />
    );
  const item = query.data ? find(query.data) : undefined;
  if (item === undefined)
    return (
      <Result
        status="404"
        title={texts.notFound}
        extra={<Button onClick={() => navigate(listPath)}>{t('records.backToList')}</Button>}
      />
    );
  return <>{children(item, customerId)}</>;
}

/** Props of `CustomerRequired`. */
export interface CustomerRequiredProps {
  /** The page, given the current customer (key its state by it). */
  children: (customerId: number) => ReactNode;
}

/** A console page that needs a current customer: asks to choose one in the side menu until then. */
export function CustomerRequired({ children }: CustomerRequiredProps) {
  const { t } = useTranslation('admin');
  const customerId = useSession((state) => state.currentCustomerId);
  if (customerId === null) return <Result status="info" title={t('frame.noCustomer')} />;
  return <>{children(customerId)}</>;
}
