import { FrownOutlined, MehOutlined, SmileOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Satisfaction = 'bad' | 'neutral' | 'good';

const FACES: { value: Satisfaction; icon: ReactNode; label: string }[] = [
  { value: 'bad', icon: <FrownOutlined />, label: 'closing.satisfactionBad' },
  { value: 'neutral', icon: <MehOutlined />, label: 'closing.satisfactionNeutral' },
  { value: 'good', icon: <SmileOutlined />, label: 'closing.satisfactionGood' },
];

/**
 * "A client satisfaction row of three emoji (not wired to data)" (seed 000 §2.4): three toggle
 * buttons whose choice is shown (aria-pressed) but never sent.
 */
export function SatisfactionRow() {
  const { t } = useTranslation('agentDesk');
  const [chosen, setChosen] = useState<Satisfaction | null>(null);
  const labelId = useId();

  return (
    <Flex vertical gap="small">
      <Typography.Text id={labelId}>{t('closing.satisfaction')}</Typography.Text>
      <Flex gap="small" role="group" aria-labelledby={labelId}>
        {FACES.map((face) => (
          <Button
            key={face.value}
            shape="circle"
            size="large"
            icon={face.icon}
            type={chosen === face.value ? 'primary' : 'default'}
            aria-label={t(face.label)}
            aria-pressed={chosen === face.value}
            onClick={() => setChosen((current) => (current === face.value ? null : face.value))}
          />
        ))}
      </Flex>
    </Flex>
  );
}
