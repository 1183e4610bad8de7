import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ToastOptions, useToast } from '@/hooks/use-toast';
import { ToastProvider } from './toast';

function ShowToasts({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  return (
    <>
      {toasts.map((options, index) => (
        <button key={options.title ?? index} type="button" onClick={() => toast(options)}>
          Mostrar {index}
        </button>
      ))}
    </>
  );
}

function renderToasts(toasts: ToastOptions[]) {
  render(
    <ToastProvider>
      <ShowToasts toasts={toasts} />
    </ToastProvider>,
  );
  return within(screen.getByRole('region', { name: 'Notificaciones (F8)' }));
}

test.each<[string, ToastOptions]>([
  ['a destructive toast', { variant: 'destructive', title: 'No autorizado', description: 'Has cerrado sesión.' }],
  ['a toast titled "Error"', { title: 'Error', description: 'Has cerrado sesión.' }],
  ['a toast whose title mentions an error', { title: 'Hubo un ERROR al guardar', description: 'Has cerrado sesión.' }],
])('%s shows only an error icon and the message', async (_case, options) => {
  const region = renderToasts([options]);
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar 0' }));

  const toast = region.getByRole('listitem');
  expect(within(toast).getByText('Has cerrado sesión.')).toBeVisible();
  expect(toast.querySelector('svg.lucide-circle-alert')).toBeInTheDocument();
  // The title stays only for screen readers.
  expect(within(toast).getByText(options.title ?? '')).toHaveClass('sr-only');
});

test('any other toast shows its title and description, with no error icon', async () => {
  const region = renderToasts([{ title: 'Próximamente', description: 'El soporte estará disponible muy pronto.' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar 0' }));

  const toast = region.getByRole('listitem');
  expect(within(toast).getByText('Próximamente')).not.toHaveClass('sr-only');
  expect(within(toast).getByText('El soporte estará disponible muy pronto.')).toBeInTheDocument();
  expect(toast.querySelector('svg.lucide-circle-alert')).not.toBeInTheDocument();
});

test('shows one toast at a time: a new one replaces the one on screen', async () => {
  const region = renderToasts([{ title: 'Primero' }, { title: 'Segundo' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar 0' }));
  await userEvent.click(screen.getByRole('button', { name: 'Mostrar 1' }));

  expect(region.getAllByRole('listitem')).toHaveLength(1);
  expect(region.getByText('Segundo')).toBeInTheDocument();
  expect(region.queryByText('Primero')).not.toBeInTheDocument();
});

test('closes after 5 seconds, or at once with its close button', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const region = renderToasts([{ title: 'Primero' }, { title: 'Segundo' }]);

  await user.click(screen.getByRole('button', { name: 'Mostrar 0' }));
  act(() => jest.advanceTimersByTime(4999));
  expect(region.getByText('Primero')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(region.queryByText('Primero')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Mostrar 1' }));
  await user.click(region.getByRole('button', { name: 'Cerrar' }));
  expect(region.queryByText('Segundo')).not.toBeInTheDocument();
  jest.useRealTimers();
});
