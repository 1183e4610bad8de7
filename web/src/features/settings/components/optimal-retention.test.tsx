import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComputeOptimalRetentionDocument, UpdateSchedulerSettingsDocument } from '@/__generated__/graphql';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { SchedulerSettings } from './scheduler-settings';

const viewer = (desiredRetention: number) => ({
  __typename: 'User' as const,
  id: '1',
  schedulerSettings: {
    __typename: 'SchedulerSettings' as const,
    desiredRetention,
    newCardsPerDay: 20,
    reviewsPerDay: 200,
    parametersFittedAt: null,
    parametersCheckedAt: null,
    reviewsUsed: null,
    logLoss: null,
    fitPending: false,
  },
});

const suggestion = {
  __typename: 'OptimalRetention' as const,
  retention: 0.85,
  reviewsPerDay: 42,
  currentRetention: 0.9,
  currentReviewsPerDay: 57,
  newCardsPerDay: 20,
  secondsPerCard: 61.5,
  currentSecondsPerCard: 66,
  notes: ['Aún no hay parámetros ajustados a tu memoria: se ha calculado con los de FSRS por defecto.'],
};

const computeMock = {
  request: { query: ComputeOptimalRetentionDocument },
  result: { data: { computeOptimalRetention: suggestion } },
};

test('"Calcular la retención óptima" shows the suggestion and what it changes, and saves it only when accepted', async () => {
  const mocks: MockLink.MockedResponse[] = [
    computeMock,
    {
      request: { query: UpdateSchedulerSettingsDocument, variables: { input: { desiredRetention: 0.85 } } },
      result: { data: { updateSettings: viewer(0.85) } },
    },
  ];
  renderWithProviders(<SchedulerSettings viewer={viewer(0.9)} />, { mocks });
  const field = screen.getByRole('spinbutton', { name: /Retención deseada/ });
  expect(field).toHaveValue(90);

  await userEvent.click(screen.getByRole('button', { name: 'Calcular la retención óptima' }));
  expect(await screen.findByText('Con 0,85: unos 42 repasos al día (ahora 57).')).toBeInTheDocument();
  expect(screen.getByText(/un año aprendiendo 20 cartas nuevas al día/)).toBeInTheDocument();
  expect(screen.getByText('Tiempo de estudio por carta recordada: 61,5 s (ahora 66 s).')).toBeInTheDocument();
  expect(screen.getByText(/se ha calculado con los de FSRS por defecto/)).toBeInTheDocument();
  // Nothing saved yet: the form still shows the current retention.
  expect(field).toHaveValue(90);

  await userEvent.click(screen.getByRole('button', { name: 'Usar 0,85' }));
  expect(await toasts().findByText('Retención deseada guardada')).toBeInTheDocument();
  expect(field).toHaveValue(85);
  expect(screen.queryByRole('button', { name: 'Usar 0,85' })).not.toBeInTheDocument();
});

test('a throttled computation says why under the button, in Spanish', async () => {
  const message =
    'Ya has calculado la retención óptima muchas veces esta hora: vuelve a intentarlo dentro de 12 minutos';
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: ComputeOptimalRetentionDocument },
      result: { errors: [{ message, extensions: { code: 'RATE_LIMITED' } }] },
    },
  ];
  renderWithProviders(<SchedulerSettings viewer={viewer(0.9)} />, { mocks });
  const button = screen.getByRole('button', { name: 'Calcular la retención óptima' });
  await userEvent.click(button);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(button).toHaveAccessibleDescription(message);
});
