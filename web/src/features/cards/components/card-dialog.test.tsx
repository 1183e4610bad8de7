import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CreateCardDocument, UpdateCardDocument } from '@/__generated__/graphql';
import { card, folder } from '@/testing/fixtures';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { CardDialog } from './card-dialog';

const hello = card({ id: '10', front: 'hello', back: 'hola' });
const english = folder({ id: '1', stats: { totalCards: 2 } });

/** The folder screen's use: one dialog, opened to create or to edit a given card. */
function Harness({
  onSuccess = jest.fn(),
  bothDirections = false,
  editing = hello,
}: {
  onSuccess?: () => void;
  bothDirections?: boolean;
  editing?: typeof hello;
}) {
  const [state, setState] = useState<{ open: boolean; card: typeof hello | null }>({ open: false, card: null });
  return (
    <>
      <button type="button" onClick={() => setState({ open: true, card: null })}>
        Nueva
      </button>
      <button type="button" onClick={() => setState({ open: true, card: editing })}>
        Editar
      </button>
      <CardDialog
        open={state.open}
        onOpenChange={(open) => setState((current) => ({ ...current, open }))}
        folderId="1"
        bothDirections={bothDirections}
        card={state.card}
        onSuccess={() => {
          onSuccess();
          setState((current) => ({ ...current, open: false }));
        }}
      />
    </>
  );
}

const payload = (written: typeof hello) => ({
  __typename: 'CardPayload' as const,
  card: written,
  folder: english,
});

test('creating: empty fields, one shared message when a side is missing', async () => {
  renderWithProviders(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));

  expect(await screen.findByRole('dialog', { name: 'Nueva carta' })).toBeInTheDocument();
  expect(screen.getByLabelText('Anverso')).toHaveValue('');
  expect(screen.getByLabelText('Anverso')).toHaveFocus();
  expect(screen.getByLabelText('Reverso')).toHaveValue('');

  await userEvent.type(screen.getByLabelText('Anverso'), 'hello');
  await userEvent.type(screen.getByLabelText('Reverso'), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Se requieren tanto el anverso como el reverso');
  expect(screen.getAllByText('Se requieren tanto el anverso como el reverso')).toHaveLength(1);
  expect(screen.getByLabelText('Reverso')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText('Reverso')).toHaveAccessibleDescription(
    'Se requieren tanto el anverso como el reverso 3 / 10.000 caracteres',
  );
});

test('counts each side against the 10 000 characters, and refuses a longer side instead of cutting it', async () => {
  renderWithProviders(<Harness />);
  await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
  await screen.findByRole('dialog', { name: 'Nueva carta' });
  expect(screen.getByLabelText('Anverso')).toHaveAccessibleDescription('0 / 10.000 caracteres');

  await userEvent.click(screen.getByLabelText('Anverso'));
  await userEvent.paste('a'.repeat(10_001));
  await userEvent.type(screen.getByLabelText('Reverso'), 'b');
  expect(screen.getByLabelText('Anverso')).toHaveValue('a'.repeat(10_001));
  expect(screen.getByText('10.001 / 10.000 caracteres')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El anverso y el reverso no pueden superar los 10 000 caracteres',
  );
  expect(screen.getByRole('dialog', { name: 'Nueva carta' })).toBeInTheDocument();
});

test('creating: trims the sides, shows "Guardando..." and confirms', async () => {
  const onSuccess = jest.fn();
  const mocks: MockLink.MockedResponse[] = [
    {
      request: {
        query: CreateCardDocument,
        variables: { folderId: '1', input: { front: 'salt', back: 'sal', bothDirections: false } },
      },
      result: { data: { createCard: payload(card({ id: '12', front: 'salt', back: 'sal' })) } },
      delay: 50,
    },
  ];
  renderWithProviders(<Harness onSuccess={onSuccess} />, { mocks });
  await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));

  await userEvent.type(await screen.findByLabelText('Anverso'), '  salt ');
  await userEvent.type(screen.getByLabelText('Reverso'), ' sal');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));

  expect(await screen.findByRole('button', { name: 'Guardando...' })).toBeDisabled();
  expect(await toasts().findByText('Carta creada exitosamente')).toBeInTheDocument();
  expect(onSuccess).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('editing: starts from the card, updates it, and a later "new" starts empty again', async () => {
  const mocks: MockLink.MockedResponse[] = [
    {
      request: {
        query: UpdateCardDocument,
        variables: { id: '10', input: { front: 'hello', back: 'hola (saludo)', bothDirections: false } },
      },
      result: { data: { updateCard: payload({ ...hello, back: 'hola (saludo)' }) } },
    },
  ];
  renderWithProviders(<Harness />, { mocks });
  await userEvent.click(screen.getByRole('button', { name: 'Editar' }));

  expect(await screen.findByRole('dialog', { name: 'Editar carta' })).toBeInTheDocument();
  expect(screen.getByLabelText('Anverso')).toHaveValue('hello');
  expect(screen.getByLabelText('Reverso')).toHaveValue('hola');
  await userEvent.type(screen.getByLabelText('Reverso'), ' (saludo)');
  await userEvent.click(screen.getByRole('button', { name: 'Actualizar' }));

  expect(await toasts().findByText('Carta actualizada exitosamente')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
  expect(await screen.findByRole('dialog', { name: 'Nueva carta' })).toBeInTheDocument();
  expect(screen.getByLabelText('Anverso')).toHaveValue('');
  expect(screen.getByLabelText('Reverso')).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Crear' })).toBeInTheDocument();
});

test.each([
  ['creating', 'Nueva', CreateCardDocument, 'Error al crear la carta'],
  ['editing', 'Editar', UpdateCardDocument, 'Error al actualizar la carta'],
])('%s: says so when saving fails, and stays open', async (_case, opener, query, message) => {
  const mocks = [{ request: { query, variables: () => true }, error: new TypeError('Failed to fetch') }];
  renderWithProviders(<Harness />, { mocks });
  await userEvent.click(screen.getByRole('button', { name: opener }));

  if (opener === 'Nueva') {
    await userEvent.type(await screen.findByLabelText('Anverso'), 'salt');
    await userEvent.type(screen.getByLabelText('Reverso'), 'sal');
  }
  await userEvent.click(await screen.findByRole('button', { name: opener === 'Nueva' ? 'Crear' : 'Actualizar' }));

  expect(await toasts().findByText(message)).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

test('in a folder studied both ways, a new card brings its reverse unless unticked; a reverse is edited with its card', async () => {
  const mocks: MockLink.MockedResponse[] = [
    {
      request: {
        query: CreateCardDocument,
        variables: { folderId: '1', input: { front: 'salt', back: 'sal', bothDirections: true } },
      },
      result: { data: { createCard: payload(card({ id: '12', front: 'salt', back: 'sal', siblingId: '13' })) } },
    },
  ];
  const reverse = card({ id: '11', front: 'hola', back: 'hello', siblingId: '10', reversed: true });
  renderWithProviders(<Harness bothDirections editing={reverse} />, { mocks });
  await userEvent.click(screen.getByRole('button', { name: 'Nueva' }));
  const both = await screen.findByRole('checkbox', { name: 'Estudiar también al revés' });
  expect(both).toBeChecked();
  expect(both).toHaveAccessibleDescription(/su propio progreso/);
  await userEvent.type(screen.getByLabelText('Anverso'), 'salt');
  await userEvent.type(screen.getByLabelText('Reverso'), 'sal');
  await userEvent.click(screen.getByRole('button', { name: 'Crear' }));
  expect(await toasts().findByText('Carta creada exitosamente')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Editar' }));
  await screen.findByRole('dialog', { name: 'Editar carta' });
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(
    screen.getByText('Esta carta es el sentido inverso de otra: al editarla cambian las dos.'),
  ).toBeInTheDocument();
});
