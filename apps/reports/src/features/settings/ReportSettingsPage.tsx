import { saveReportSettings, useSession } from '@atende/api-client';
import { reportAreaQueries } from '@atende/api-client/query';
import { MAX_BUSINESS_HOURS_RANGES, type ReportSettings, weekdayName } from '@atende/contract';
import { usePermissions } from '@atende/permissions/react';
import { apiErrorText, UnsavedChangesGuard, useSnackbar } from '@atende/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Spin from 'antd/es/spin';
import Typography from 'antd/es/typography';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTS_NAMESPACE, registerFeatureTexts } from '../../locale/featureTexts';
import { bodyOf, draftOf, draftProblem, sameAsSaved, type SettingsDraft } from './settingsModel';
import { settingsTexts } from './texts';
import { WeekEditor } from './WeekEditor';

registerFeatureTexts('settings', settingsTexts);

/** Every IANA zone the browser knows, and the saved one even if it does not. */
function zoneOptions(saved: string | null, defaultLabel: string) {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  if (saved) zones.add(saved);
  return [
    { value: '', label: defaultLabel },
    ...[...zones].sort().map((zone) => ({ value: zone, label: zone })),
  ];
}

/** The form of loaded settings: the zone, the week, Save (a system administrator only). */
function SettingsForm(props: { customerId: number; settings: ReportSettings; readOnly: boolean }) {
  const { customerId, settings, readOnly } = props;
  const { t, i18n } = useTranslation(REPORTS_NAMESPACE);
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const problem = draftProblem(draft);
  const dirty = !sameAsSaved(draft, settings);
  const save = useMutation({
    mutationFn: () => saveReportSettings(bodyOf(customerId, draft)),
    onSuccess: (saved) => {
      client.setQueryData(reportAreaQueries.settings(customerId).queryKey, saved);
      setDraft(draftOf(saved));
      snackbar.success(t('settings.saved'));
    },
    onError: (error) => snackbar.error(apiErrorText(error, t)),
  });
  const options = useMemo(
    () =>
      zoneOptions(
        settings.time_Zone,
        t('settings.zoneDefault', { zone: settings.default_Time_Zone }),
      ),
    [settings, t],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!problem && dirty && !save.isPending) save.mutate();
  };
  const weekday = problem ? weekdayName(problem.weekday, i18n.language) : '';
  return (
    <form onSubmit={submit} aria-labelledby="report-settings-title">
      <UnsavedChangesGuard dirty={dirty && !readOnly} />
      <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 760 }}>
        <Typography.Paragraph>{t('settings.intro')}</Typography.Paragraph>
        {readOnly ? <Alert type="info" showIcon message={t('settings.readOnly')} /> : null}
        {readOnly ? (
          // Read-only: the zone as text (a disabled select's grey text fails the contrast rule).
          <Typography.Paragraph strong>
            {t('settings.zoneIs', { zone: options.find((o) => o.value === draft.zone)?.label })}
          </Typography.Paragraph>
        ) : (
          <>
            <label htmlFor="report-settings-zone" style={{ display: 'block', fontWeight: 600 }}>
              {t('settings.zone')}
            </label>
            <Select
              id="report-settings-zone"
              showSearch
              value={draft.zone}
              options={options}
              style={{ width: 360 }}
              onChange={(zone: string) => setDraft((d) => ({ ...d, zone }))}
            />
          </>
        )}
        <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
          {t('settings.hours')}
        </Typography.Title>
        <WeekEditor
          ranges={draft.ranges}
          readOnly={readOnly}
          onChange={(ranges) => setDraft((d) => ({ ...d, ranges }))}
        />
        {problem ? (
          <Alert
            type="error"
            role="alert"
            showIcon
            message={t(`settings.problems.${problem.problem}`, {
              weekday,
              max: MAX_BUSINESS_HOURS_RANGES,
            })}
          />
        ) : null}
        {readOnly ? null : (
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            disabled={!dirty || problem !== null}
          >
            {t('settings.save')}
          </Button>
        )}
      </Space>
    </form>
  );
}

/**
 * The customer's report settings (issue 20 "each customer has an IANA time zone (configurable,
 * default from the deployment) ... business hours per customer"; docs/adr/0033): every report
 * reader sees them, a system administrator (function_Id 1, `canManageReports`) changes them.
 */
export function ReportSettingsPage() {
  const { t } = useTranslation(REPORTS_NAMESPACE);
  const customerId = useSession((state) => state.currentCustomerId);
  const { canManageReports } = usePermissions();
  const query = useQuery({
    ...reportAreaQueries.settings(customerId ?? 0),
    enabled: customerId !== null,
  });
  const title = (
    <Typography.Title id="report-settings-title" level={2} style={{ fontSize: 20 }}>
      {t('settings.title')}
    </Typography.Title>
  );
  if (customerId === null) return <Result status="info" title={t('settings.noCustomer')} />;
  if (query.isError)
    return (
      <Result
        status="error"
        title={t('settings.failed')}
        extra={<Button onClick={() => void query.refetch()}>{t('settings.retry')}</Button>}
      />
    );
  if (!query.data) return <Spin tip={t('settings.loading')}>{title}</Spin>;
  return (
    <>
      {title}
      <SettingsForm
        key={customerId}
        customerId={customerId}
        settings={query.data}
        readOnly={!canManageReports}
      />
    </>
  );
}
