import { useReadOnly as useGuardReadOnly } from '@atende/permissions/react';
import Button from 'antd/es/button';
import type { ButtonProps } from 'antd';
import { createContext, lazy, Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';

// The tooltip loads with the first read-only button: the kit's entry (and so the login page) does
// not carry antd's Tooltip and its trigger.
const Tooltip = lazy(() => import('antd/es/tooltip'));

/**
 * True inside a read-only area (level exactly 2, seed 000 §6 and seed 001 §6): new / edit /
 * group-change actions are disabled. `ListPage` and `FormPage` provide it from their `readOnly` prop;
 * undefined (the default) defers to the page guard.
 */
export const ReadOnlyContext = createContext<boolean | undefined>(undefined);

/**
 * Whether the current area is read-only: a `ListPage` / `FormPage` `readOnly` prop when one is
 * given, else the shell's page guard (`RequireRoute` of `@atende/permissions/react`, which puts a
 * screen at exactly level 2 in its read-only context).
 */
export function useReadOnly(): boolean {
  const local = useContext(ReadOnlyContext);
  const guard = useGuardReadOnly();
  return local ?? guard;
}

/** Props of `ChangeButton`: antd's button props, plus `readOnly` to override the context. */
export interface ChangeButtonProps extends ButtonProps {
  readOnly?: boolean;
}

/**
 * A button that changes data (new, edit, change group...): disabled in a read-only area, with a
 * tooltip that explains why (a disabled button gets no pointer events, so the tooltip sits on a
 * wrapper that is focusable for keyboard users).
 */
export function ChangeButton({ readOnly, ...props }: ChangeButtonProps) {
  const { t } = useTranslation('ui');
  const contextReadOnly = useReadOnly();
  if (!(readOnly ?? contextReadOnly)) return <Button {...props} />;
  const explanation = t('list.readOnly');
  const button = (
    <span tabIndex={0} aria-label={explanation} style={{ display: 'inline-block' }}>
      <Button {...props} disabled aria-disabled style={{ ...props.style, pointerEvents: 'none' }} />
    </span>
  );
  return (
    <Suspense fallback={button}>
      <Tooltip title={explanation}>{button}</Tooltip>
    </Suspense>
  );
}
