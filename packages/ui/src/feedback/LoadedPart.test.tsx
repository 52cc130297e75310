import { initLocale } from '@atende/locale';
import { fireEvent, render, screen } from '@testing-library/react';
import { LoadedPart } from './LoadedPart';

beforeAll(() => {
  initLocale({ language: 'en' });
});

describe('LoadedPart', () => {
  it('shows a spinner, then the part its code renders', async () => {
    const load = jest.fn(async () => 'the form');
    render(<LoadedPart load={load}>{(text) => <p>{text}</p>}</LoadedPart>);
    expect(screen.getByLabelText('Loading…')).toBeTruthy();
    expect(await screen.findByText('the form')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the code cannot be fetched, and fetches it again on Try again', async () => {
    const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('the form');
    render(<LoadedPart load={load}>{(text) => <p>{text}</p>}</LoadedPart>);
    expect(
      await screen.findByText('This part could not be loaded. Check the connection and try again.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('the form')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    errorLog.mockRestore();
  });
});
