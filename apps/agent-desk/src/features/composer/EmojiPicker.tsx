import { SmileOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import type { GetRef } from 'antd';
import { useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_EMOJI, EMOJI_COLUMNS } from './emoji';

/** Props of EmojiPicker. */
export interface EmojiPickerProps {
  disabled?: boolean;
  /** Called with the chosen emoji (the picker closes). */
  onPick: (emoji: string) => void;
}

const ARROW_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  ArrowDown: EMOJI_COLUMNS,
  ArrowUp: -EMOJI_COLUMNS,
};

/**
 * The emoji button of the chat column (seed 000 §2.4 "an emoji picker"): a popover with a grid of
 * common emoji. The first emoji takes the focus when it opens, arrow keys move in the grid, Enter or
 * Space picks, Escape closes back to the button.
 */
export function EmojiPicker({ disabled = false, onPick }: EmojiPickerProps) {
  const { t } = useTranslation('agentDesk');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<GetRef<typeof Button>>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const shown = open && !disabled;

  const grid = (
    <EmojiGrid
      gridRef={gridRef}
      label={t('composer.emoji.title')}
      labelFor={(emoji) => t('composer.emoji.insert', { emoji })}
      onPick={(emoji) => {
        setOpen(false);
        onPick(emoji);
      }}
      onEscape={() => {
        setOpen(false);
        triggerRef.current?.focus();
      }}
    />
  );

  return (
    <Popover
      open={shown}
      onOpenChange={(next) => setOpen(next && !disabled)}
      trigger="click"
      placement="topLeft"
      destroyOnHidden
      afterOpenChange={(opened) => {
        if (opened) gridRef.current?.querySelector('button')?.focus();
      }}
      content={grid}
    >
      <Button
        ref={triggerRef}
        type="text"
        icon={<SmileOutlined />}
        aria-label={t('composer.emoji.open')}
        title={t('composer.emoji.open')}
        aria-haspopup="true"
        aria-expanded={shown}
        disabled={disabled}
      />
    </Popover>
  );
}

interface EmojiGridProps {
  gridRef: RefObject<HTMLDivElement | null>;
  label: string;
  labelFor: (emoji: string) => string;
  onPick: (emoji: string) => void;
  onEscape: () => void;
}

function EmojiGrid({ gridRef, label, labelFor, onPick, onEscape }: EmojiGridProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
      return;
    }
    const step = ARROW_STEPS[event.key];
    if (step === undefined || !gridRef.current) return;
    const buttons = Array.from(gridRef.current.querySelectorAll('button'));
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[index + step];
    if (index >= 0 && next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div
      ref={gridRef}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${EMOJI_COLUMNS}, 2.25em)`,
        gap: 2,
      }}
    >
      {COMMON_EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          aria-label={labelFor(emoji)}
          title={labelFor(emoji)}
          onClick={() => onPick(emoji)}
          style={{
            fontSize: '1.25em',
            lineHeight: 1.6,
            border: 'none',
            background: 'transparent',
            cursor: 'pointer',
            borderRadius: 6,
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
