import {
  ProForm,
  ProFormCheckbox,
  ProFormDateRangePicker,
  ProFormText,
  ProFormTimePicker,
} from '@ant-design/pro-components';
import { FIELD_LIMITS, PASSWORD_MAX_LENGTH, passwordProblems } from '@atende/contract';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from './operatorDates';

/** The operator body's field limits, read from the contract's schemas. */
const LIMITS = FIELD_LIMITS.OperatorSaveBody;

/**
 * The operator's identity, password, access dates, weekdays and shift (seed 001 §2, §4; the password
 * rules of seed 000 §5, required only for a new operator).
 */
export function OperatorIdentityFields({ creating }: { creating: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <ProForm.Group>
        <ProFormText
          name="login"
          label={t('operators.form.login')}
          width="md"
          fieldProps={{ autoComplete: 'off', maxLength: LIMITS.user_Login.maxLength }}
          rules={[
            { required: true, whitespace: true, message: t('operators.form.loginRequired') },
            { pattern: /^\S*$/, message: t('operators.form.loginSpaces') },
          ]}
        />
        <ProFormText
          name="name"
          label={t('operators.form.name')}
          width="md"
          fieldProps={{ maxLength: LIMITS.user_Name.maxLength }}
          rules={[{ required: true, whitespace: true, message: t('operators.form.nameRequired') }]}
        />
      </ProForm.Group>
      <ProForm.Group>
        <ProFormText
          name="email"
          label={t('operators.form.email')}
          width="md"
          fieldProps={{ type: 'email', maxLength: LIMITS.user_Email.maxLength }}
          rules={[{ type: 'email', message: t('operators.form.emailInvalid') }]}
        />
        <ProFormText
          name="cellphone"
          label={t('operators.form.cellphone')}
          width="md"
          fieldProps={{ type: 'tel', maxLength: LIMITS.user_Celphone.maxLength }}
        />
      </ProForm.Group>
      <ProFormText.Password
        name="password"
        label={t('operators.form.password')}
        width="md"
        fieldProps={{ autoComplete: 'new-password', maxLength: PASSWORD_MAX_LENGTH }}
        extra={
          creating
            ? t('operators.form.passwordRules')
            : `${t('operators.form.passwordKeep')}. ${t('operators.form.passwordRules')}`
        }
        rules={[
          // Seed 000 §5 password rules; required only for a new operator.
          { required: creating, message: t('operators.form.passwordRequired') },
          {
            validator: async (_: unknown, value: string | undefined) => {
              if (!value) return;
              const problems = passwordProblems(value);
              if (problems.tooShort) throw new Error(t('operators.form.passwordTooShort'));
              if (problems.missing.length)
                throw new Error(
                  t('operators.form.passwordMissing', {
                    kinds: problems.missing
                      .map((kind) => t(`operators.form.passwordKinds.${kind}`))
                      .join(', '),
                  }),
                );
            },
          },
        ]}
      />
      <ProFormDateRangePicker
        name="access"
        label={t('operators.form.access')}
        width="md"
        fieldProps={{
          placeholder: [t('operators.form.accessStart'), t('operators.form.accessEnd')],
          allowClear: false,
        }}
        rules={[{ required: true, message: t('operators.form.accessRequired') }]}
      />
      <ProFormCheckbox.Group
        name="weekdays"
        label={t('operators.form.weekdays')}
        options={WEEKDAYS.map((day) => ({
          value: day,
          label: t(`operators.weekdays.${day}`),
        }))}
        rules={[
          {
            required: true,
            type: 'array',
            min: 1,
            message: t('operators.form.weekdaysRequired'),
          },
        ]}
      />
      <ProForm.Group>
        {/* Seed 001 §2: "start and end time (24h)". */}
        <ProFormTimePicker
          name="startTime"
          label={t('operators.form.startTime')}
          fieldProps={{ format: 'HH:mm', needConfirm: false }}
          rules={[{ required: true, message: t('operators.form.timeRequired') }]}
        />
        <ProFormTimePicker
          name="endTime"
          label={t('operators.form.endTime')}
          fieldProps={{ format: 'HH:mm', needConfirm: false }}
          rules={[{ required: true, message: t('operators.form.timeRequired') }]}
        />
      </ProForm.Group>
    </>
  );
}
