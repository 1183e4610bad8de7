import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateFolderDirectionsDocument } from '@/__generated__/graphql';
import { folder } from '@/testing/fixtures';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { FolderDirections } from './folder-directions';

const answer = (bothDirections: boolean, totalCards: number) => ({
  data: { updateFolderSettings: folder({ id: '1', bothDirections, stats: { totalCards } }) },
});

test('turning it on makes the reverses at once; turning it off says first what is deleted and what is kept', async () => {
  const sent: boolean[] = [];
  const mocks = (): MockLink.MockedResponse[] => [
    {
      request: { query: UpdateFolderDirectionsDocument, variables: () => true },
      result: (variables) => {
        sent.push(variables.bothDirections);
        return answer(variables.bothDirections, variables.bothDirections ? 4 : 2);
      },
    },
  ];
  const first = renderWithProviders(<FolderDirections folder={folder({ id: '1' })} />, { mocks: mocks() });
  const off = screen.getByRole('switch', { name: 'Estudiar en ambos sentidos' });
  expect(off).not.toBeChecked();
  expect(off).toHaveAccessibleDescription(/su propio progreso/);
  await userEvent.click(off);
  expect(await toasts().findByText('Cartas inversas creadas')).toBeInTheDocument();
  expect(sent).toEqual([true]);

  first.unmount();
  renderWithProviders(<FolderDirections folder={folder({ id: '1', bothDirections: true })} />, { mocks: mocks() });
  await userEvent.click(screen.getByRole('switch', { name: 'Estudiar en ambos sentidos' }));
  const ask = await screen.findByRole('alertdialog', { name: '¿Dejar de estudiar en ambos sentidos?' });
  expect(ask).toHaveTextContent('Se eliminarán las cartas inversas que aún no has repasado');
  expect(ask).toHaveTextContent('Las que ya tienen repasos se conservan, con su historial');
  // Cancelling changes nothing.
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(sent).toEqual([true]);
  await userEvent.click(screen.getByRole('switch', { name: 'Estudiar en ambos sentidos' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Desactivar' }));
  expect(await toasts().findByText('Cartas inversas sin repasos eliminadas')).toBeInTheDocument();
  expect(sent).toEqual([true, false]);
});
