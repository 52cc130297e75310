import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import { useFlowDocument } from '../editor/document';
import { searchSteps } from './searchSteps';

/** Props of `StepSearchDialog`. */
export interface StepSearchDialogProps {
  open: boolean;
  /** A step was picked: the editor selects and centres it. */
  onPick(stepId: number): void;
  onClose(): void;
}

/**
 * Ctrl+F: searches the editor's steps by name or message (issue 18). Enter picks the first step
 * found, the down arrow goes to the list; the number found is announced. Render it only while open
 * (it follows every edit of the document).
 */
export function StepSearchDialog({ open, onPick, onClose }: StepSearchDialogProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  const steps = useFlowDocument((state) => state.steps);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const list = useRef<HTMLUListElement>(null);
  const matches = useMemo(() => searchSteps(steps, query), [steps, query]);
  const pick = (stepId: number) => {
    onPick(stepId);
    onClose();
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && matches[0]) pick(matches[0].stepId);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      list.current?.querySelector('button')?.focus();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    buttons[
      Math.min(buttons.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))
    ]?.focus();
  };
  return (
    <Modal open={open} title={t('search.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <label htmlFor={inputId}>{t('search.label')}</label>
      <Input
        id={inputId}
        autoFocus
        value={query}
        placeholder={t('search.placeholder')}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onInputKey}
        maxLength={200}
      />
      <p role="status" aria-live="polite" className="flow-search__count">
        {query.trim() === ''
          ? ''
          : matches.length === 0
            ? t('search.none')
            : t('search.results', { count: matches.length })}
      </p>
      <ul ref={list} className="flow-search__results" onKeyDown={onListKey}>
        {matches.map((match) => (
          <li key={match.stepId}>
            <button
              type="button"
              className="flow-search__result"
              onClick={() => pick(match.stepId)}
            >
              <strong>{match.name}</strong>
              {match.field === 'message' ? (
                <span> {t('search.inMessage', { excerpt: match.excerpt })}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
