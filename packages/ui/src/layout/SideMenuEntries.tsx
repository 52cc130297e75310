import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManagerMenuEntry } from './ManagerSideMenu';

/** Props of `SideMenuEntries`. */
interface SideMenuEntriesProps {
  entries: readonly ManagerMenuEntry[];
  selectedKey?: string;
  onPick: (entry: ManagerMenuEntry) => void;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The side menu's entries as a list: links (the current one `aria-current="page"`) and actions.
 * A plain click navigates inside the page (`onPick`); a modified click is left to the browser.
 * Drawn with antd's Button, which every page already has, instead of antd's Menu (ADR 0032).
 */
export function SideMenuEntries({ entries, selectedKey, onPick }: SideMenuEntriesProps) {
  const { t } = useTranslation('ui');
  const { token } = theme.useToken();
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: `0 ${token.paddingXS}px` }}>
      {entries.map((entry) => {
        const current = entry.key === selectedKey;
        return (
          <li key={entry.key} style={{ marginBlock: token.marginXXS }}>
            <Button
              type="text"
              block
              icon={entry.icon}
              href={entry.action ? undefined : entry.path}
              aria-current={current ? 'page' : undefined}
              style={{
                justifyContent: 'flex-start',
                height: 40,
                ...(current
                  ? { background: token.controlItemBgActive, color: token.colorPrimaryText }
                  : {}),
              }}
              onClick={(event: MouseEvent) => {
                if (!entry.action && opensElsewhere(event)) return;
                event.preventDefault();
                onPick(entry);
              }}
            >
              {t(entry.labelKey)}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
