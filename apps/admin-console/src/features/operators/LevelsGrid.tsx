import { ROLE_EDITOR_LEVEL_CHOICES } from '@atende/permissions';
import Radio from 'antd/es/radio';
import theme from 'antd/es/theme';
import Typography from 'antd/es/typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** A row of the grid: the functionality's server name and its translated label. */
export interface LevelRow {
  name: string;
  label: string;
}

/** Props of `LevelsGrid` (a form control: `value` / `onChange` by functionality name). */
export interface LevelsGridProps {
  /** Set by the form item: the id of the control (inline errors point at it). */
  id?: string;
  rows: readonly LevelRow[];
  value?: Record<string, number>;
  onChange?: (value: Record<string, number>) => void;
  /** The highest level the current user may give on a functionality (seed 000 §5); none when absent. */
  ceiling?: (name: string) => number;
  disabled?: boolean;
  /** The id of the element that names the whole grid. */
  labelledBy?: string;
}

// antd renders the group as a div: say what it is (its props type lacks `role`, which it passes on).
const RADIOGROUP = { role: 'radiogroup' };

/** The translated label of a functionality (its server name when the texts do not know it). */
export function useFunctionalityLabel(): (name: string) => string {
  const { t } = useTranslation('admin');
  return (name) => t(`operators.functionalities.${name}`, { defaultValue: name });
}

/**
 * Functionality × level, levels 0 to 3 (seed 001 §5 "The access level per functionality is a number
 * from 0 to 3"): a radio group per row, labelled by the functionality, operable with the arrow keys.
 * Choices above the current user's own level are disabled and explained (seed 000 §5 "A user's level
 * must be equal to or smaller than the creator's level").
 */
export function LevelsGrid({
  id,
  rows,
  value = {},
  onChange,
  ceiling,
  disabled,
  labelledBy,
}: LevelsGridProps) {
  const { t } = useTranslation('admin');
  // antd's radio group sets `font-size: 0` (to drop the gaps between inline radios): the row's
  // label sets the text size back.
  const { token } = theme.useToken();
  const base = useId();
  const columns = `minmax(12rem, 2fr) repeat(${ROLE_EDITOR_LEVEL_CHOICES.length}, minmax(4rem, 1fr))`;
  return (
    <div id={id} role="group" aria-labelledby={labelledBy} tabIndex={-1}>
      <div
        aria-hidden
        style={{ display: 'grid', gridTemplateColumns: columns, fontWeight: 600, padding: '4px 0' }}
      >
        <span>{t('operators.levels.functionality')}</span>
        {ROLE_EDITOR_LEVEL_CHOICES.map((level) => (
          <span key={level}>{level}</span>
        ))}
      </div>
      {rows.map((row, index) => {
        const labelId = `${base}-row-${index}`;
        const noteId = `${base}-note-${index}`;
        const max = ceiling ? ceiling(row.name) : ROLE_EDITOR_LEVEL_CHOICES.at(-1)!;
        const limited = max < ROLE_EDITOR_LEVEL_CHOICES.at(-1)!;
        const current = value[row.name] ?? 0;
        return (
          <div
            key={row.name}
            style={{ borderTop: '1px solid rgba(5, 5, 5, 0.06)', padding: '4px 0' }}
          >
            <Radio.Group
              {...RADIOGROUP}
              name={`${base}-level-${index}`}
              aria-labelledby={labelId}
              aria-describedby={limited ? noteId : undefined}
              value={current}
              disabled={disabled}
              onChange={(event) => onChange?.({ ...value, [row.name]: Number(event.target.value) })}
              style={{ display: 'grid', gridTemplateColumns: columns, alignItems: 'center' }}
            >
              <span id={labelId} style={{ fontSize: token.fontSize }}>
                {row.label}
                {ceiling ? (
                  <Typography.Text type="secondary">
                    {` ${t('operators.levels.yourLevel', { level: max })}`}
                  </Typography.Text>
                ) : null}
              </span>
              {ROLE_EDITOR_LEVEL_CHOICES.map((level) => (
                <Radio
                  key={level}
                  value={level}
                  // `undefined` (not false) below the ceiling: a read-only form's disabled context applies.
                  disabled={level > max ? true : undefined}
                  aria-label={t('operators.levels.levelName', {
                    level,
                    functionality: row.label,
                  })}
                />
              ))}
            </Radio.Group>
            {limited ? (
              <Typography.Text id={noteId} type="secondary" style={{ fontSize: 12 }}>
                {t('operators.levels.aboveOwn', { level: max })}
              </Typography.Text>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
