import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ForecastChart } from '@/components/charts/forecast-chart';
import { statistics } from '@/testing/fixtures';
import { AnswersChart } from './answers-chart';
import { CardStatesChart } from './card-states-chart';
import { Heatmap } from './heatmap';
import { RetentionChart } from './retention-chart';
import { type StatisticsData, StatisticsView } from './statistics-view';

// jsdom lays nothing out: every box measures 0 × 0, and recharts warns that it cannot draw in one. The charts
// get a phone's box, as in a browser.
let measuring: jest.SpyInstance;
beforeEach(() => {
  measuring = jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ width: 343, height: 224 }));
});
afterEach(() => measuring.mockRestore());

const week = (weekStart: string, figures: Partial<StatisticsData['weeks'][number]> = {}) => ({
  weekStart,
  reviews: 0,
  hard: 0,
  medium: 0,
  easy: 0,
  averageSeconds: null,
  youngDue: 0,
  matureDue: 0,
  retention: null,
  youngRetention: null,
  matureRetention: null,
  ...figures,
});

const rowsOf = async (name: string) => {
  await userEvent.click(screen.getByText('Ver los datos como tabla'));
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')));
};

test('the heatmap names every day (tooltip and accessible text) and sums months in its table', async () => {
  render(
    <Heatmap
      from="2026-02-23"
      today="2026-03-04"
      days={[
        { date: '2026-02-27', reviews: 1200 },
        { date: '2026-03-02', reviews: 3 },
      ]}
    />,
  );
  expect(screen.getByText('Del 23 feb al 4 mar: 1203 repasos en 2 días de estudio.')).toBeInTheDocument();
  const days = screen.getAllByRole('img');
  expect(days).toHaveLength(10);
  expect(screen.getByRole('img', { name: 'viernes, 27 de febrero de 2026: 1200 repasos' })).toHaveTextContent(
    'viernes, 27 de febrero de 2026: 1200 repasos',
  );
  expect(screen.getByRole('img', { name: 'sábado, 28 de febrero de 2026: sin repasos' })).toBeInTheDocument();
  expect(await rowsOf('Calendario de repasos')).toEqual([
    ['Mes', 'Repasos', 'Días de estudio'],
    ['febrero de 2026', '1200', '1'],
    ['marzo de 2026', '3', '1'],
  ]);
});

test('the forecast says what comes, with overdue and new cards apart, and lists each day', async () => {
  const forecast = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-04-${String(i + 1).padStart(2, '0')}`,
    due: i === 2 ? 14_250 : i === 0 ? 5 : 0,
  }));
  render(<ForecastChart forecast={forecast} overdue={7} newCards={12_000} />);
  expect(
    screen.getByText(
      '14.255 cartas vuelven en los próximos 30 días; el día con más es viernes, 3 de abril de 2026 (14.250).',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Atrasadas de días anteriores: 7')).toBeInTheDocument();
  expect(screen.getByText('Cartas nuevas sin estudiar: 12.000')).toBeInTheDocument();
  const rows = await rowsOf('Próximos 30 días');
  expect(rows).toHaveLength(31);
  expect(rows[3]).toEqual(['viernes, 3 de abril de 2026', '14.250']);
});

test('retention reads young and mature shares, weighted by reviews, and each week in the table', async () => {
  render(
    <RetentionChart
      weeks={[
        week('2026-03-02', { youngDue: 10, matureDue: 0, retention: 0.8, youngRetention: 0.8 }),
        week('2026-03-09', { youngDue: 30, matureDue: 4, retention: 0.9, youngRetention: 0.9, matureRetention: 1 }),
      ]}
    />,
  );
  expect(screen.getByText('En las últimas 12 semanas: jóvenes 88 %, maduras 100 %.')).toBeInTheDocument();
  expect(await rowsOf('Retención')).toEqual([
    ['Semana del', 'Total', 'Jóvenes', 'Maduras'],
    ['2 mar', '80 %', '80 %', '—'],
    ['9 mar', '90 %', '90 %', '100 %'],
  ]);
});

test('answers give each button its share and the seconds per card', async () => {
  render(
    <AnswersChart
      weeks={[week('2026-03-02'), week('2026-03-09', { reviews: 4, hard: 1, medium: 2, easy: 1, averageSeconds: 6.5 })]}
    />,
  );
  expect(
    screen.getByText('En las últimas 12 semanas: Difícil 25 %, Medio 50 %, Fácil 25 %; 6,5 s por carta.'),
  ).toBeInTheDocument();
  expect(await rowsOf('Respuestas y tiempo')).toEqual([
    ['Semana del', 'Difícil', 'Medio', 'Fácil', 'Segundos por carta'],
    ['2 mar', '—', '—', '—', '—'],
    ['9 mar', '25 %', '50 %', '25 %', '6,5 s'],
  ]);
});

test('cards by state and interval come as a sentence and a table', async () => {
  render(
    <CardStatesChart
      states={{ new: 1500, learning: 2, young: 30, mature: 7, suspended: 4 }}
      intervals={[
        { minDays: 0, maxDays: 1, cards: 3 },
        { minDays: 2, maxDays: 3, cards: 4 },
        { minDays: 366, maxDays: null, cards: 1 },
      ]}
    />,
  );
  expect(screen.getByText('Nuevas: 1500; aprendiendo: 2; jóvenes: 30; maduras: 7.')).toBeInTheDocument();
  expect(screen.getByText('Suspendidas (aparte, cuentan también en su estado): 4.')).toBeInTheDocument();
  expect(await rowsOf('Tus cartas')).toEqual([
    ['Estado o intervalo', 'Cartas'],
    ['Nuevas', '1500'],
    ['Aprendiendo', '2'],
    ['Jóvenes', '30'],
    ['Maduras', '7'],
    ['Suspendidas', '4'],
    ['1 día', '3'],
    ['2–3 días', '4'],
    ['más de 365 días', '1'],
  ]);
});

test('a new learner gets an explanation and a way to start, not empty axes', () => {
  const empty = statistics({
    cardStates: { __typename: 'CardStates', new: 3, learning: 0, young: 0, mature: 0, suspended: 0 },
  });
  render(
    <MemoryRouter>
      <StatisticsView statistics={empty} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Aún no hay nada que mostrar' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir a mis carpetas' })).toHaveAttribute('href', '/folders');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
