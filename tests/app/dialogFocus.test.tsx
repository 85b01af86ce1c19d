/**
 * Keyboard focus of the modal dialogs (src/ui/useDialogFocus.ts, used by Modal, the picker's sheet, the product
 * filter and the document viewer): into the dialog on opening, round its controls with Tab, never to the page
 * behind, Escape where the dialog may be dismissed, and back to the opener when it closes.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../src/ui/Modal';
import { PickerField } from '../../src/ui/Picker';
import { theme } from '../../src/ui/theme';

function Page({ dismissible }: { dismissible: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button type="button">页面上的按钮</button>
      <button type="button" onClick={() => setOpen(true)}>
        退出登录
      </button>
      <Modal
        open={open}
        title="确定退出登录吗？"
        onDismiss={dismissible ? () => setOpen(false) : undefined}
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              取消
            </button>
            <button type="button">确定</button>
          </>
        }
      />
    </ThemeProvider>
  );
}

describe('modal dialog focus', () => {
  it('moves focus into the dialog, keeps Tab and Shift+Tab inside it, and returns focus to the opener', async () => {
    render(<Page dismissible={false} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: '退出登录' });
    await user.click(opener);
    const cancel = screen.getByRole('button', { name: '取消' });
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    // A modal that waits for a choice ignores Escape.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes a dismissible dialog with Escape', async () => {
    render(<Page dismissible />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '退出登录' }));
  });

  it('opens the picker sheet on the current option, keeps Tab inside, and Escape returns to its row', async () => {
    const options = [
      { code: '1', name: '北京市' },
      { code: '2', name: '上海市' },
    ];
    render(
      <ThemeProvider theme={theme}>
        <PickerField label="省份" value={options[1]!} options={options} onPick={() => {}} />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    const row = screen.getByRole('button', { name: '省份' });
    await user.click(row);
    const dialog = screen.getByRole('dialog', { name: '省份' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /上海市/ }));
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(row);
  });
});
