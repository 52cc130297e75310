import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { NativeDialog } from './NativeDialog';
import { NativeToast, useToast } from './NativeToast';

/** A page with an Open button and the dialog while open. */
function Page({ onCancel = jest.fn() }: { onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <NativeDialog
          title="Log in"
          closeLabel="Close"
          initialFocus={field}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        >
          <input ref={field} aria-label="User" />
        </NativeDialog>
      ) : null}
    </>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return screen.getByRole('dialog', { name: 'Log in' });
}

describe('NativeDialog', () => {
  it('opens as a modal named by its title, with the focus on the chosen field', () => {
    render(<Page />);
    const dialog = open();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('User'));
  });

  it('Escape cancels (the browser does not close it by itself) and the focus goes back', async () => {
    const onCancel = jest.fn();
    render(<Page onCancel={onCancel} />);
    const dialog = open();
    // The Escape that opened it (closing another dialog) is not its cancel.
    const opening = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(opening));
    expect(opening.defaultPrevented).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const escape = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(escape));
    expect(escape.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('the close button and a click on the mask cancel; a click inside does not', () => {
    const onCancel = jest.fn();
    render(<Page onCancel={onCancel} />);
    let dialog = open();
    fireEvent.mouseDown(screen.getByLabelText('User'));
    fireEvent.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    dialog = open();
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('closed by the browser itself, it tells its owner; closed by its owner, it does not', () => {
    const onCancel = jest.fn();
    render(<Page onCancel={onCancel} />);
    const dialog = open() as HTMLDialogElement;
    act(() => dialog.close());
    expect(onCancel).toHaveBeenCalledTimes(1);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe('useToast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function Toaster() {
    const [message, show] = useToast(3000);
    return (
      <>
        <button type="button" onClick={() => show('Wrong password')}>
          Fail
        </button>
        <NativeToast message={message} />
      </>
    );
  }

  it('shows an alert for its time; a second message starts the time again', () => {
    render(<Toaster />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert').textContent).toBe('Wrong password');
    act(() => jest.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
