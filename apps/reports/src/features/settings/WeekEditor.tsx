import { weekdayName } from '@atende/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { REPORTS_NAMESPACE } from '../../locale/featureTexts';
import { newRangeKey, nextRangeOf, type DraftRange } from './settingsModel';

/** Props of `WeekEditor`. */
export interface WeekEditorProps {
  ranges: DraftRange[];
  onChange: (ranges: DraftRange[]) => void;
  readOnly: boolean;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
// Quarter hours (the aggregates' buckets, the contract's rule): the inputs step by 15 minutes.
const QUARTER_HOUR_SECONDS = 900;

/**
 * A week of business hours: for each weekday its ranges (two time inputs, named by weekday and
 * range) with Remove, and Add a range; a day without ranges reads Closed.
 */
export function WeekEditor({ ranges, onChange, readOnly }: WeekEditorProps) {
  const { t, i18n } = useTranslation(REPORTS_NAMESPACE);
  const edit = (key: number, part: 'start' | 'end', value: string) =>
    onChange(ranges.map((r) => (r.key === key ? { ...r, [part]: value } : r)));
  const remove = (key: number) => onChange(ranges.filter((r) => r.key !== key));
  const add = (weekday: number) =>
    onChange([...ranges, { key: newRangeKey(), weekday, ...nextRangeOf(ranges, weekday) }]);
  return (
    <div role="group" aria-label={t('settings.hours')}>
      {WEEKDAYS.map((weekday) => {
        const name = weekdayName(weekday, i18n.language);
        const own = ranges.filter((r) => r.weekday === weekday);
        return (
          <fieldset key={weekday} style={{ border: 0, padding: '4px 0', margin: 0 }}>
            <legend style={{ fontWeight: 600, padding: 0 }}>{name}</legend>
            <Space wrap>
              {own.length === 0 ? <span>{t('settings.closed')}</span> : null}
              {own.map((range, i) => {
                const label = t('settings.rangeOf', { weekday: name, n: i + 1 });
                return (
                  <Space key={range.key} role="group" aria-label={label}>
                    <Input
                      type="time"
                      step={QUARTER_HOUR_SECONDS}
                      aria-label={`${label}: ${t('settings.from')}`}
                      value={range.start}
                      disabled={readOnly}
                      onChange={(e) => edit(range.key, 'start', e.target.value)}
                    />
                    <Input
                      type="time"
                      step={QUARTER_HOUR_SECONDS}
                      aria-label={`${label}: ${t('settings.to')}`}
                      value={range.end}
                      disabled={readOnly}
                      onChange={(e) => edit(range.key, 'end', e.target.value)}
                    />
                    {readOnly ? null : (
                      <Button
                        aria-label={t('settings.removeRange', { weekday: name, n: i + 1 })}
                        onClick={() => remove(range.key)}
                      >
                        {t('settings.remove')}
                      </Button>
                    )}
                  </Space>
                );
              })}
              {readOnly ? null : (
                <Button
                  type="dashed"
                  aria-label={t('settings.addOn', { weekday: name })}
                  onClick={() => add(weekday)}
                >
                  {t('settings.add')}
                </Button>
              )}
            </Space>
          </fieldset>
        );
      })}
    </div>
  );
}
