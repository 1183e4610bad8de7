import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { card } from '@/testing/fixtures';
import { LeechNotice } from './leech-notice';

const leech = card({ id: '1', front: 'hello', back: 'hola', leech: true });

function renderNotice(shown: typeof leech | null) {
  const calls: string[] = [];
  render(
    <LeechNotice
      leech={shown}
      threshold={5}
      suspending={false}
      onClose={() => calls.push('close')}
      onSuspend={(suspended) => calls.push(`suspend ${suspended.id}`)}
      onEdit={() => calls.push('edit')}
    />,
  );
  return calls;
}

test("names the card and the learner's threshold, and offers to keep, suspend or edit it", async () => {
  const user = userEvent.setup();
  const calls = renderNotice(leech);
  const notice = screen.getByRole('dialog', { name: 'Esta carta es una sanguijuela' });
  expect(notice).toHaveAccessibleDescription(/La has olvidado 5 veces/);
  expect(screen.getByText('hello')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Suspenderla' }));
  await user.click(screen.getByRole('button', { name: 'Editar la carta' }));
  await user.click(screen.getByRole('button', { name: 'Seguir estudiando' }));
  expect(calls).toEqual(['suspend 1', 'edit', 'close']);
});

test('says nothing without a leech', () => {
  renderNotice(null);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
