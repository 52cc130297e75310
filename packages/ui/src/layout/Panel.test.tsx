import { render, screen } from '@testing-library/react';
import { Panel } from './Panel';

describe('Panel', () => {
  it('is a region named by its heading, with its actions beside the heading', () => {
    render(
      <Panel title="Services" headingId="services" extra={<button type="button">More</button>}>
        <p>12</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Services' });
    expect(region.querySelector('h2')?.textContent).toBe('Services');
    expect(region.textContent).toContain('12');
    expect(screen.getByRole('button', { name: 'More' })).toBeTruthy();
  });
});
