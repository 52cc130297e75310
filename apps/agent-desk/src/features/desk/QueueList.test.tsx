import { UiProviders } from '@atende/ui';
import { render, screen } from '@testing-library/react';
import { registerDeskTexts } from '../../locale/deskTexts';
import { QueueList } from './QueueList';

beforeAll(() => {
  registerDeskTexts({ language: 'en' });
});

describe('QueueList while loading', () => {
  it('is a status saying it loads, with no ARIA name on the role-less spinner (axe aria-prohibited-attr)', () => {
    const { container } = render(
      <UiProviders>
        <QueueList
          kind="waiting"
          items={[]}
          loading
          selectedId={null}
          label="Waiting"
          onOpen={jest.fn()}
        />
      </UiProviders>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(container.querySelector('.ant-spin[aria-label]')).toBeNull();
  });
});
