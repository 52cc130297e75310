import { fireEvent, screen } from '@testing-library/react';

/** Opens an antd Select (its combobox input) and picks the option titled `title`. */
export async function chooseOption(combobox: HTMLElement, title: string): Promise<void> {
  const selector = combobox.closest('.ant-select')?.querySelector('.ant-select-selector');
  fireEvent.mouseDown(selector ?? combobox);
  fireEvent.click(await screen.findByTitle(title));
}
