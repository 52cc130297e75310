import type { DropdownProps, MenuProps } from 'antd';
import {
  cloneElement,
  useCallback,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../feedback/useSnackbar';

type DropdownComponent = typeof import('antd/es/dropdown').default;

// antd's Dropdown (with its Menu) loads on the first sign the user wants the menu: a pointer over the
// button, keyboard focus, or a click. A screen with menu buttons does not wait for it (ADR 0016).
let dropdownModule: Promise<DropdownComponent> | null = null;
function loadDropdown(): Promise<DropdownComponent> {
  dropdownModule ??= import('antd/es/dropdown').then(
    (module) => module.default,
    (error: unknown) => {
      dropdownModule = null; // the next sign of interest fetches it again
      throw error;
    },
  );
  return dropdownModule;
}

/** The props of the trigger that `MenuButton` chains its own handlers to. */
interface TriggerProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}

/**
 * A ref callback for a trigger that React replaces by another element: when the old element leaves
 * while it has the focus, the next element attached takes it.
 */
function keepFocusAcrossSwap(): (node: HTMLElement | null) => void {
  let last: HTMLElement | null = null;
  let hadFocus = false;
  return (node) => {
    if (node === null) {
      hadFocus = last !== null && document.activeElement === last;
      return;
    }
    last = node;
    if (hadFocus) {
      hadFocus = false;
      node.focus();
    }
  };
}

/** Props of `MenuButton`. */
export interface MenuButtonProps {
  /** The menu: its items and click handler, as antd's Dropdown takes them. */
  menu: MenuProps;
  /**
   * The button that opens the menu (an antd `Button` with its label). Its own `onClick`, `onFocus`
   * and `onPointerEnter` still run; a `ref` on it is replaced by the menu button's own.
   */
  children: ReactElement<TriggerProps>;
  /** Where the menu opens; antd's default (below, left aligned) otherwise. */
  placement?: DropdownProps['placement'];
}

/**
 * A button that opens a menu on click (antd's Dropdown), whose menu code loads on first use: the
 * button is there at once; a pointer over it or keyboard focus fetches the menu, and a click before it
 * arrived opens it as soon as it has. Focus stays on the button across the swap, so keyboard users
 * lose nothing; the open menu takes the focus (arrow keys move through it), and Escape or a choice
 * closes it.
 */
export function MenuButton({ menu, children, placement }: MenuButtonProps) {
  // The loaded Dropdown, kept in state: the plain button is replaced once, when it is here.
  const [Dropdown, setDropdown] = useState<DropdownComponent | null>(null);
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('ui');
  const snackbar = useSnackbar();
  // `opening`: the user clicked, so a failure is told (a prefetch on hover or focus fails quietly).
  const want = useCallback(
    (opening = false) => {
      loadDropdown().then(
        (component) => setDropdown(() => component),
        (error: unknown) => {
          console.error('The menu could not be loaded.', error);
          if (!opening) return;
          setOpen(false);
          snackbar.error(t('layout.menuFailed'));
        },
      );
    },
    [snackbar, t],
  );
  // When the loaded menu replaces the plain button, the new button takes the focus the old one had.
  const [triggerRef] = useState(() => keepFocusAcrossSwap());

  const own = children.props;
  const trigger = (onClick?: TriggerProps['onClick']) =>
    cloneElement(children, {
      ref: triggerRef,
      onPointerEnter: (event) => {
        want();
        own.onPointerEnter?.(event);
      },
      onFocus: (event) => {
        want();
        own.onFocus?.(event);
      },
      ...(onClick ? { onClick } : {}),
    });
  const openSoon = (event: MouseEvent<HTMLElement>) => {
    want(true);
    setOpen(true);
    own.onClick?.(event);
  };

  if (!Dropdown) return trigger(openSoon);
  return (
    <Dropdown
      menu={{
        ...menu,
        onClick: (info) => {
          setOpen(false);
          menu.onClick?.(info);
        },
      }}
      trigger={['click']}
      // The menu takes the focus when it opens, so the arrow keys move through it at once.
      autoFocus
      placement={placement}
      open={open}
      onOpenChange={setOpen}
    >
      {trigger()}
    </Dropdown>
  );
}
