import { screen } from '@testing-library/react';
import { ImportJobDocument } from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { renderWithProviders } from '@/testing/test-utils';
import { ImportProgress } from './import-progress';

const job = (fields: object) => ({
  request: { query: ImportJobDocument, variables: { id: '5' } },
  result: {
    data: {
      importJob: {
        __typename: 'ImportJob' as const,
        id: '5',
        format: 'csv',
        fileName: 'verbos.csv',
        processed: 0,
        total: null,
        error: null,
        report: null,
        status: 'queued',
        ...fields,
      },
    },
  },
});

const report = {
  __typename: 'ImportReport' as const,
  foldersCreated: 1,
  cardsCreated: 1200,
  cardsUpdated: 0,
  cardsUnchanged: 0,
  suspendedCards: 0,
  reviewsImported: 0,
  duplicatesSkipped: 3,
  mediaImported: 0,
  mediaSkipped: 0,
  notesSkipped: [{ __typename: 'ImportSkip' as const, reason: 'La fila no tiene las columnas elegidas', count: 2 }],
  mediaProblems: [],
  folderIds: ['12'],
};

function renderProgress(mocks: object[]) {
  renderWithProviders(
    <ImportProgress jobId="5" folderNames={new Map([['12', 'Verbos']])} onRetry={() => {}} onAnother={() => {}} />,
    { mocks: mocks as never, cache: createCache() },
  );
}

test('a progress bar with its value in words while the job runs, then the report with a link to the folder', async () => {
  renderProgress([
    job({ status: 'running', processed: 400, total: 1205 }),
    job({ status: 'done', processed: 1205, total: 1205, report }),
  ]);

  const bar = await screen.findByRole('progressbar', { name: 'Progreso de la importación' });
  expect(bar).toHaveAttribute('aria-valuetext', '400 de 1205');
  expect(screen.getByText('400 de 1205 filas')).toBeInTheDocument();

  // The next poll (500 ms later) finds it done.
  expect(await screen.findByRole('region', { name: 'Importación completada' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByText('Tarjetas creadas').nextSibling).toHaveTextContent('1200');
  expect(screen.getByText('Duplicadas omitidas').nextSibling).toHaveTextContent('3');
  expect(screen.getByText(/La fila no tiene las columnas elegidas/)).toHaveTextContent(
    'La fila no tiene las columnas elegidas: 2',
  );
  expect(screen.getByRole('link', { name: 'Abrir «Verbos»' })).toHaveAttribute('href', '/folders/12');
  // A CSV has no history, media or suspension: those figures are not shown at zero.
  expect(screen.queryByText('Tarjetas suspendidas')).not.toBeInTheDocument();
  expect(screen.queryByText('Imágenes y sonidos')).not.toBeInTheDocument();
});

test('an Anki package imported again says what it updated, what was already there, its media and suspensions', async () => {
  const anki = {
    ...report,
    foldersCreated: 0,
    cardsCreated: 2,
    cardsUpdated: 1,
    cardsUnchanged: 14,
    suspendedCards: 1,
    reviewsImported: 22,
    duplicatesSkipped: 0,
    mediaImported: 2,
    mediaSkipped: 1,
    notesSkipped: [],
    mediaProblems: [{ __typename: 'ImportSkip' as const, reason: 'Imágenes o sonidos que faltan', count: 1 }],
  };
  renderProgress([job({ status: 'done', format: 'anki', processed: 17, total: 17, report: anki })]);

  expect(await screen.findByRole('region', { name: 'Importación completada' })).toBeInTheDocument();
  for (const [label, value] of [
    ['Tarjetas creadas', '2'],
    ['Tarjetas actualizadas', '1'],
    ['Tarjetas que ya tenías', '14'],
    ['Repasos del historial', '22'],
    ['Tarjetas suspendidas', '1'],
    ['Imágenes y sonidos', '2'],
    ['Imágenes y sonidos omitidos', '1'],
  ]) {
    expect(screen.getByText(label).nextSibling).toHaveTextContent(value);
  }
  expect(screen.getByRole('heading', { name: 'Imágenes y sonidos que no vinieron' })).toBeInTheDocument();
  expect(screen.getByText(/Imágenes o sonidos que faltan/)).toHaveTextContent('Imágenes o sonidos que faltan: 1');
});

test('a failed import shows the server’s reason and offers to try again', async () => {
  renderProgress([job({ status: 'failed', error: 'El archivo no contiene ninguna carta' })]);

  expect(await screen.findByRole('alert')).toHaveTextContent('El archivo no contiene ninguna carta');
  expect(screen.getByRole('heading', { name: 'La importación falló' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeInTheDocument();
});
