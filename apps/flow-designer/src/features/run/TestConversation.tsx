import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { FLOW_NAMESPACE } from '../../locale/featureTexts';
import type { TestLine } from './useTestSession';

/** Props of `TestConversation`. */
export interface TestConversationProps {
  lines: readonly TestLine[];
  /** Options of the last question can be picked (not while a turn is in flight). */
  disabled: boolean;
  onPick(title: string, id: string): void;
}

/** One bot line's body: its text, an image link, a call not made, or a question with its options. */
function BotLine({
  line,
  disabled,
  onPick,
}: { line: TestLine & { from: 'bot' } } & Pick<TestConversationProps, 'disabled' | 'onPick'>) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  if (line.kind === 'call') return <em>{t('run.wouldCall', { request: line.text })}</em>;
  if (line.kind === 'image')
    return (
      <a href={line.text} target="_blank" rel="noreferrer">
        {line.text}
      </a>
    );
  return (
    <>
      <span className="flow-run__text">{line.text}</span>
      {line.kind === 'choices' ? (
        <Space role="group" aria-label={t('run.options')} wrap className="flow-run__options">
          {line.choices.map((choice) => (
            <Button
              key={choice.id}
              size="small"
              disabled={disabled}
              onClick={() => onPick(choice.title, choice.id)}
            >
              {choice.title}
            </Button>
          ))}
        </Space>
      ) : null}
    </>
  );
}

/** The test conversation: the client's messages and the bot's, labelled, the newest announced. */
export function TestConversation({ lines, disabled, onPick }: TestConversationProps) {
  const { t } = useTranslation(FLOW_NAMESPACE);
  return (
    <ol className="flow-run__lines" aria-live="polite" data-testid="test-conversation">
      {lines.map((line) => (
        <li key={line.id} className={`flow-run__line flow-run__line--${line.from}`}>
          <span className="flow-run__who">
            {line.from === 'client' ? t('run.client') : t('run.bot')}
          </span>
          {line.from === 'client' ? (
            <span className="flow-run__text">{line.text}</span>
          ) : (
            <BotLine line={line} disabled={disabled} onPick={onPick} />
          )}
        </li>
      ))}
    </ol>
  );
}
