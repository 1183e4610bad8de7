import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { ConfirmDialog } from './confirm-dialog';

const question = { title: '¿Eliminar la carta?', description: 'No se puede deshacer.', confirmLabel: 'Eliminar' };

function renderWithTrigger(onConfirm = jest.fn(), onClick?: (event: MouseEvent) => void) {
  render(
    <ConfirmDialog
      {...question}
      onConfirm={onConfirm}
      trigger={
        <button type="button" onClick={onClick}>
          Eliminar «hello»
        </button>
      }
    />,
  );
  return screen.getByRole('button', { name: 'Eliminar «hello»' });
}

test('with a trigger, the dialog is in the page only while it asks, and the focus goes back to the trigger', async () => {
  const user = userEvent.setup();
  const onConfirm = jest.fn();
  const trigger = renderWithTrigger(onConfirm);
  // Nothing of the dialog before it is asked for (a folder's page has one of these on every card).
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.body.children).toHaveLength(1);
  expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await user.click(trigger);
  const dialog = screen.getByRole('alertdialog', { name: question.title });
  expect(dialog).toHaveAccessibleDescription(question.description);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');

  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();
  expect(trigger).toHaveFocus();
  expect(trigger).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it too; the action confirms and closes.
  await user.click(trigger);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(trigger).toHaveFocus();
  await user.click(trigger);
  await user.click(screen.getByRole('button', { name: question.confirmLabel }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test("a trigger's own click handler runs first and may keep the dialog closed", async () => {
  const user = userEvent.setup();
  const clicks: string[] = [];
  const trigger = renderWithTrigger(jest.fn(), (event) => {
    clicks.push('trigger');
    event.preventDefault();
  });
  await user.click(trigger);
  expect(clicks).toEqual(['trigger']);
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('without a trigger, `open` shows it and a choice says so through `onOpenChange`', async () => {
  const user = userEvent.setup();
  const onOpenChange = jest.fn();
  render(<ConfirmDialog {...question} open onOpenChange={onOpenChange} onConfirm={jest.fn()} />);
  expect(screen.getByRole('alertdialog', { name: question.title })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
