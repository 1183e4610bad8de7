import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UpdateWorkloadSettingsDocument, WorkloadPreviewDocument } from '@/__generated__/graphql';
import { renderWithProviders, toasts } from '@/testing/test-utils';
import { WorkloadSettings } from './workload-settings';

const normal = [100, 100, 100, 100, 100, 100, 100];
const viewer = {
  __typename: 'User' as const,
  id: '1',
  schedulerSettings: { __typename: 'SchedulerSettings' as const, loadBalancing: false, easyDays: normal },
};
const days = (counts: number[]) =>
  counts.map((due, i) => ({
    __typename: 'ForecastDay' as const,
    date: new Date(Date.UTC(2026, 2, 9 + i)).toISOString().slice(0, 10),
    due,
  }));
// A spike of 60 on the 19th, spread over the days around it.
const before = days([...Array(10).fill(0), 60, ...Array(19).fill(0)]);
const after = days([...Array(7).fill(0), 9, 9, 8, 9, 9, 8, 8, ...Array(16).fill(0)]);

const previewMock = (loadBalancing: boolean, easyDays: number[]): MockLink.MockedResponse => ({
  request: { query: WorkloadPreviewDocument, variables: { loadBalancing, easyDays } },
  result: {
    data: {
      viewer: {
        __typename: 'User',
        id: '1',
        workloadPreview: { __typename: 'WorkloadPreview', before, after },
      },
    },
  },
});

test('shows the next 30 days before and after turning load balancing on, then saves it', async () => {
  const saveMock: MockLink.MockedResponse = {
    request: { query: UpdateWorkloadSettingsDocument, variables: { input: { loadBalancing: true, easyDays: normal } } },
    result: {
      data: { updateSettings: { ...viewer, schedulerSettings: { ...viewer.schedulerSettings, loadBalancing: true } } },
    },
  };
  renderWithProviders(<WorkloadSettings viewer={viewer} />, { mocks: [previewMock(true, normal), saveMock] });
  // Nothing changed yet: no forecast asked for, nothing to save.
  expect(screen.queryByRole('heading', { name: 'Tus próximos 30 días' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();

  await userEvent.click(screen.getByRole('switch', { name: 'Equilibrar la carga entre los días' }));
  const preview = screen.getByRole('region', { name: 'Tus próximos 30 días' });
  const now = within(preview).getByRole('heading', { name: 'Ahora' }).parentElement as HTMLElement;
  const withSettings = (await within(preview).findByRole('heading', { name: 'Con estos ajustes' }))
    .parentElement as HTMLElement;
  // Each forecast says its busiest day: the spike before, the spread after.
  expect(
    within(now).getByText(/60 cartas vuelven en los próximos 30 días; el día con más es .* \(60\)\./),
  ).toBeTruthy();
  expect(
    within(withSettings).getByText(/60 cartas vuelven en los próximos 30 días; el día con más es .* \(9\)\./),
  ).toBeTruthy();
  expect(
    within(withSettings).getByRole('table', { hidden: true, name: 'Tus próximos 30 días: Con estos ajustes' }),
  ).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(await toasts().findByText('Carga de repasos guardada')).toBeInTheDocument();
});

test('asks for the forecast with the días libres chosen', async () => {
  const sundaysOff = [100, 100, 100, 100, 100, 100, 0];
  renderWithProviders(<WorkloadSettings viewer={viewer} />, { mocks: [previewMock(false, sundaysOff)] });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Domingo' }), 'Nada');
  expect(await screen.findByRole('heading', { name: 'Con estos ajustes' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  // Back to what is saved: nothing to preview or save.
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Domingo' }), 'Normal');
  expect(screen.queryByRole('region', { name: 'Tus próximos 30 días' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
});
