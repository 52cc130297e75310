import type { AuditEntity, AuditEntry } from '@atende/contract';
import { apiErrorText, formatDateTime } from '@atende/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Collapse from 'antd/es/collapse';
import Empty from 'antd/es/empty';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { changedFields, valueText, type ValueWords } from './auditChanges';
import { useAuditTrail } from './useAuditTrail';
import { registerFeatureTexts } from '../../locale/featureTexts';
import { auditTexts } from './texts';

registerFeatureTexts('audit', auditTexts);

/** Props of `AuditHistory`. */
export interface AuditHistoryProps {
  /** The kind of record (`group`, `campaign`, `operator`...). */
  entity: AuditEntity;
  /** The record's id. */
  entityId: number;
  /**
   * Translated labels of the record's fields by server name. When given, only these fields are shown
   * (ids and internal fields stay out); without them every field shows under its server name.
   */
  fieldLabels?: Record<string, string>;
  /** Open on first render (default closed: the history loads when the section opens). */
  defaultOpen?: boolean;
}

const ACTION_COLOURS: Record<AuditEntry['action'], string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
};

const cell = { padding: '2px 12px 2px 0', verticalAlign: 'top', textAlign: 'left' } as const;

function EntryChanges({
  entry,
  labels,
  words,
}: {
  entry: AuditEntry;
  labels: Record<string, string>;
  words: ValueWords;
}) {
  const { t } = useTranslation('admin');
  const all = changedFields(entry);
  const changes = Object.keys(labels).length ? all.filter((c) => c.field in labels) : all;
  if (changes.length === 0)
    return <Typography.Text type="secondary">{t('audit.noChanges')}</Typography.Text>;
  // Every value is a text node: whatever a record holds is shown, never interpreted as HTML.
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={cell}>{t('audit.field')}</th>
          <th style={cell}>{t('audit.from')}</th>
          <th style={cell}>{t('audit.to')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" style={cell}>
              {labels[change.field] ?? change.field}
            </th>
            <td style={cell}>
              <Typography.Text delete={entry.action !== 'create'}>
                {valueText(change.from, words)}
              </Typography.Text>
            </td>
            <td style={cell}>{valueText(change.to, words)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The trail itself: loading, error with Try again, empty, or the entries newest first. */
function AuditTrail({
  entity,
  entityId,
  fieldLabels = {},
}: Pick<AuditHistoryProps, 'entity' | 'entityId' | 'fieldLabels'>) {
  const { t } = useTranslation('admin');
  const trail = useAuditTrail(entity, entityId);
  const words: ValueWords = {
    empty: t('audit.emptyValue'),
    yes: t('audit.yes'),
    no: t('audit.no'),
  };

  if (trail.isPending && trail.fetchStatus !== 'idle')
    return (
      <div role="status" aria-live="polite">
        <Spin size="small" />{' '}
        <Typography.Text type="secondary">{t('audit.loading')}</Typography.Text>
      </div>
    );
  if (trail.isError)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('audit.loadFailed')}
        description={apiErrorText(trail.error, t)}
        action={
          <Button size="small" onClick={() => void trail.refetch()} loading={trail.isFetching}>
            {t('audit.retry')}
          </Button>
        }
      />
    );
  const entries = trail.data ?? [];
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('audit.empty')} />;
  return (
    <ol aria-label={t('audit.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry) => (
        <li
          key={entry.audit_Id}
          data-testid="audit-entry"
          style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
        >
          <div style={{ marginBottom: 4 }}>
            <Tag color={ACTION_COLOURS[entry.action]}>{t(`audit.${entry.action}`)}</Tag>
            <Typography.Text strong>
              {t('audit.actor', { name: entry.actor_Name, login: entry.actor_Login })}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">
              <time dateTime={entry.created_At}>{formatDateTime(entry.created_At)}</time>
            </Typography.Text>
          </div>
          <EntryChanges entry={entry} labels={fieldLabels} words={words} />
        </li>
      ))}
    </ol>
  );
}

/**
 * A record's audit trail in a collapsible section (under an edit form): who changed it, when (in
 * the user's language), the action and each field that changed from → to, newest first. Values are
 * shown as text, never as HTML. The trail loads when the section is opened.
 */
export function AuditHistory({
  entity,
  entityId,
  fieldLabels,
  defaultOpen = false,
}: AuditHistoryProps) {
  const { t } = useTranslation('admin');
  return (
    <Collapse
      style={{ marginTop: 24 }}
      defaultActiveKey={defaultOpen ? ['history'] : []}
      items={[
        {
          key: 'history',
          label: t('audit.title'),
          children: <AuditTrail entity={entity} entityId={entityId} fieldLabels={fieldLabels} />,
        },
      ]}
    />
  );
}
