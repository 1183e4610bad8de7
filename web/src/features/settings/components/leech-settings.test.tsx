import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateLeechThresholdDocument } from '@/__generated__/graphql';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { LeechSettings } from './leech-settings';

const viewer = (leechThreshold: number) => ({
  __typename: 'User' as const,
  id: '1',
  studySettings: { __typename: 'StudySettings' as const, leechThreshold },
});

test('"Umbral de sanguijuela": says what it does, refuses what the API would, and saves 0 to turn it off', async () => {
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: UpdateLeechThresholdDocument, variables: { input: { leechThreshold: 0 } } },
      result: { data: { updateSettings: viewer(0) } },
    },
  ];
  renderWithProviders(<LeechSettings viewer={viewer(8)} />, { mocks });
  const field = screen.getByRole('spinbutton', { name: 'Umbral de sanguijuela' });
  expect(field).toHaveValue(8);
  expect(field).toHaveAccessibleDescription(/«Sanguijuela».*0: nunca/);

  await userEvent.clear(field);
  await userEvent.type(field, '101');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(
    await screen.findByText('El umbral de sanguijuela debe ser un número entero entre 0 y 100 (0: desactivado)'),
  ).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await userEvent.clear(field);
  await userEvent.type(field, '0');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await toasts().findByText('Umbral guardado')).toBeInTheDocument();
  expect(field).not.toHaveAttribute('aria-invalid');
});
