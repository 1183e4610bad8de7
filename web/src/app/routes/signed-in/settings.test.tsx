import { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApiTokensDocument,
  CreateApiTokenDocument,
  LogoutDocument,
  LogoutEverywhereDocument,
  ParameterFitStatusDocument,
  RequestParameterFitDocument,
  RevokeApiTokenDocument,
  SettingsDocument,
  UpdatePublicNameDocument,
  UpdateSchedulerSettingsDocument,
  UpdateSettingsDocument,
} from '@/__generated__/graphql';
import { createCache } from '@/lib/apollo-cache';
import { formatDateTime } from '@/lib/format';
import { renderRoute } from '@/testing/render-route';
import { setSessionHint } from '@/testing/session-hint';
import { currentPath, toasts } from '@/testing/test-utils';
import { SettingsRoute } from './settings';

const viewer = {
  __typename: 'User' as const,
  id: '1',
  email: 'ana@example.com',
  timeZone: 'UTC',
  remindersEnabled: true,
  publicName: null as string | null,
  isOperator: false,
  schedulerSettings: {
    __typename: 'SchedulerSettings' as const,
    desiredRetention: 0.9,
    newCardsPerDay: 20,
    reviewsPerDay: 200,
    parametersFittedAt: null as string | null,
    parametersCheckedAt: null as string | null,
    reviewsUsed: null as number | null,
    logLoss: null as number | null,
    fitPending: false,
    loadBalancing: true,
    easyDays: [100, 100, 100, 100, 100, 100, 100],
  },
  studySettings: { __typename: 'StudySettings' as const, leechThreshold: 8 },
};
const scriptToken = {
  __typename: 'ApiToken' as const,
  id: '5',
  name: 'Script de exportación',
  scope: 'READ' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null as string | null,
};
const settingsMock = { request: { query: SettingsDocument }, result: { data: { viewer } } };
const tokensMock = (apiTokens = [scriptToken]) => ({
  request: { query: ApiTokensDocument },
  result: { data: { apiTokens } },
});
const unauthenticated = { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] };

function renderSettings(mocks: MockLink.MockedResponse[] = [], cache: InMemoryCache = createCache()) {
  renderRoute(<SettingsRoute />, { path: '/settings', mocks: [settingsMock, tokensMock(), ...mocks], cache });
}

function tokenList() {
  return within(screen.getByRole('region', { name: 'Tokens de acceso a la API' }));
}

test('shows the account, the preferences and the options', async () => {
  renderSettings();

  const account = within(await screen.findByRole('region', { name: 'Información de la cuenta' }));
  expect(account.getByText('ana@example.com')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('UTC');
  const privacy = screen.getByRole('link', { name: /Política de privacidad/ });
  expect(privacy).toHaveAttribute('href', '/privacy-policy');
  expect(privacy).toHaveAttribute('target', '_blank');
  expect(privacy).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(screen.getByRole('link', { name: 'Términos de uso' })).toHaveAttribute('href', '/terms-of-service');
  expect(await tokenList().findByText('Script de exportación')).toBeInTheDocument();
  expect(tokenList().getByText(/Último uso: Nunca/)).toBeInTheDocument();
  expect(within(tokenList().getByRole('listitem')).getByText('Sin caducidad')).toBeInTheDocument();
});

test("a copy kept for offline use shows first; the API's newer settings then fill the forms, not the stale ones", async () => {
  const cache = createCache();
  // What this browser kept from an earlier visit: 90 % and Sunday studied as any day.
  cache.writeQuery({ query: SettingsDocument, data: { viewer } });
  const newer = {
    ...viewer,
    schedulerSettings: {
      ...viewer.schedulerSettings,
      desiredRetention: 0.85,
      easyDays: [100, 100, 100, 100, 100, 100, 0],
    },
    studySettings: { ...viewer.studySettings, leechThreshold: 5 },
  };
  renderRoute(<SettingsRoute />, {
    path: '/settings',
    mocks: [{ request: { query: SettingsDocument }, result: { data: { viewer: newer } }, delay: 50 }, tokensMock()],
    cache,
  });
  expect(await screen.findByRole('spinbutton', { name: /Retención deseada/ })).toHaveValue(90);
  await waitFor(() => expect(screen.getByRole('spinbutton', { name: /Retención deseada/ })).toHaveValue(85));
  expect(screen.getByRole('combobox', { name: 'Domingo' })).toHaveValue('0');
  expect(screen.getByRole('spinbutton', { name: /Umbral de sanguijuela/ })).toHaveValue(5);
});

test('support is not available yet', async () => {
  renderSettings();

  await userEvent.click(screen.getByRole('button', { name: 'Soporte' }));

  expect(await toasts().findByText('Próximamente')).toBeInTheDocument();
});

test('changes the time zone', async () => {
  const mocks = [
    {
      request: { query: UpdateSettingsDocument, variables: { input: { timeZone: 'Europe/Madrid' } } },
      result: { data: { updateSettings: { ...viewer, timeZone: 'Europe/Madrid' } } },
    },
  ];
  renderSettings(mocks);

  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Zona horaria' }), 'Europe/Madrid');

  expect(await toasts().findByText('Zona horaria actualizada')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Zona horaria' })).toHaveValue('Europe/Madrid');
});

test('turns the reminder e-mails off', async () => {
  const mocks = [
    {
      request: { query: UpdateSettingsDocument, variables: { input: { remindersEnabled: false } } },
      result: { data: { updateSettings: { ...viewer, remindersEnabled: false } } },
    },
  ];
  renderSettings(mocks);
  const reminders = await screen.findByRole('switch', { name: 'Recordatorios por correo' });
  expect(reminders).toBeChecked();

  await userEvent.click(reminders);

  expect(await toasts().findByText('Recordatorios desactivados')).toBeInTheDocument();
  expect(reminders).not.toBeChecked();
});

test('refuses an e-mail as public name with the shared message, then saves a good one', async () => {
  const sent = jest.fn(() => ({ data: { updateSettings: { __typename: 'User', id: '1', publicName: 'Profe Ana' } } }));
  renderSettings([
    { request: { query: UpdatePublicNameDocument, variables: { input: { publicName: 'Profe Ana' } } }, result: sent },
  ]);
  const name = await screen.findByRole('textbox', { name: 'Nombre público' });

  await userEvent.type(name, 'ana@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar nombre' }));
  expect(
    await screen.findByText(
      'El nombre público debe tener entre 2 y 60 caracteres y no puede ser un correo electrónico',
    ),
  ).toBeInTheDocument();
  expect(sent).not.toHaveBeenCalled();

  await userEvent.clear(name);
  await userEvent.type(name, '  Profe Ana ');
  await userEvent.click(screen.getByRole('button', { name: 'Guardar nombre' }));
  expect(await toasts().findByText('Nombre público guardado')).toBeInTheDocument();
  expect(sent).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('link', { name: 'Moderación de la comunidad' })).not.toBeInTheDocument();
});

test('links an operator to the community reports', async () => {
  renderRoute(<SettingsRoute />, {
    path: '/settings',
    mocks: [
      { request: { query: SettingsDocument }, result: { data: { viewer: { ...viewer, isOperator: true } } } },
      tokensMock(),
    ],
  });
  expect(await screen.findByRole('link', { name: 'Moderación de la comunidad' })).toHaveAttribute(
    'href',
    '/admin/comunidad',
  );
});

test('shows a new token once, with a copy button, and lists it', async () => {
  const user = userEvent.setup();
  const secret = 'rps_Zm9vYmFyYmF6';
  const ciToken = { ...scriptToken, id: '6', name: 'CI', createdAt: '2026-11-21T10:00:00.000Z' };
  const mocks = [
    {
      request: { query: CreateApiTokenDocument, variables: { name: 'CI', expiresInDays: null, scope: 'READ' } },
      result: { data: { createApiToken: { __typename: 'CreatedApiToken' as const, secret, token: ciToken } } },
    },
  ];
  renderSettings(mocks);
  await tokenList().findByText('Script de exportación');

  await user.click(screen.getByRole('button', { name: 'Crear token' }));
  expect(await screen.findByText('Ponle un nombre al token')).toBeInTheDocument();

  await user.type(screen.getByLabelText('Nombre del token'), 'CI');
  await user.click(screen.getByRole('button', { name: 'Crear token' }));

  expect(await screen.findByLabelText('Token secreto')).toHaveValue(secret);
  expect(screen.getByText('Cópialo ahora: por seguridad no volverás a verlo.')).toBeInTheDocument();
  expect(screen.getByLabelText('Nombre del token')).toHaveValue('');
  const names = tokenList()
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
  expect(names).toEqual(['CI', 'Script de exportación']);

  await user.click(screen.getByRole('button', { name: 'Copiar' }));
  expect(await navigator.clipboard.readText()).toBe(secret);
  expect(await toasts().findByText('Token copiado al portapapeles')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ya lo he copiado' }));
  expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
  expect(tokenList().getByText('CI')).toBeInTheDocument();
});

test('creates a read-and-write token when asked, and the Desarrolladores panel puts it in copy-ready examples', async () => {
  const user = userEvent.setup();
  const secret = 'rps_RGVzYXJyb2xsYWRvcmVz';
  const toolToken = { ...scriptToken, id: '7', name: 'Panel', scope: 'READ_WRITE' as const };
  const mocks = [
    {
      request: {
        query: CreateApiTokenDocument,
        variables: { name: 'Panel', expiresInDays: null, scope: 'READ_WRITE' },
      },
      result: { data: { createApiToken: { __typename: 'CreatedApiToken' as const, secret, token: toolToken } } },
    },
  ];
  renderSettings(mocks);
  await tokenList().findByText('Script de exportación');
  const panel = screen.getByRole('region', { name: 'Desarrolladores' });
  expect(within(panel).getByText(`${window.location.origin}/graphql`)).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'Abrir Apollo Sandbox' })).toHaveAttribute('href', '/graphql');
  expect(within(panel).getByRole('link', { name: 'Documentación de la API REST' })).toHaveAttribute(
    'href',
    '/api/docs',
  );
  expect(within(panel).getByText(/Authorization: Bearer <tu token>.*\/api\/folders/)).toBeInTheDocument();

  expect(screen.getByLabelText('Permisos')).toHaveValue('read');
  await user.type(screen.getByLabelText('Nombre del token'), 'Panel');
  await user.selectOptions(screen.getByLabelText('Permisos'), 'Lectura y escritura');
  await user.click(screen.getByRole('button', { name: 'Crear token' }));
  expect(await screen.findByLabelText('Token secreto')).toHaveValue(secret);
  const [panelItem, scriptItem] = tokenList().getAllByRole('listitem');
  expect(within(panelItem).getByText('Lectura y escritura')).toBeInTheDocument();
  expect(within(scriptItem).getByText('Sólo lectura')).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Copiar el ejemplo «GraphQL con curl»' }));
  const copied = await navigator.clipboard.readText();
  expect(copied).toContain(`-H "Authorization: Bearer ${secret}"`);
  expect(copied).toContain(`curl -X POST ${window.location.origin}/graphql`);
});

test('creates an AnkiConnect key for Yomitan or Obsidian, and links to how to use it', async () => {
  const user = userEvent.setup();
  const ankiToken = { ...scriptToken, id: '8', name: 'Yomitan', scope: 'ANKI_CONNECT_WRITE' as const };
  const mocks = [
    {
      request: {
        query: CreateApiTokenDocument,
        variables: { name: 'Yomitan', expiresInDays: null, scope: 'ANKI_CONNECT_WRITE' },
      },
      result: {
        data: { createApiToken: { __typename: 'CreatedApiToken' as const, secret: 'rps_anki', token: ankiToken } },
      },
    },
  ];
  renderSettings(mocks);
  await tokenList().findByText('Script de exportación');
  expect(
    screen.getByRole('link', { name: 'Cómo usar Repaso desde Yomitan, Obsidian, scripts y asistentes' }),
  ).toHaveAttribute('href', '/ayuda/ankiconnect');
  await user.type(screen.getByLabelText('Nombre del token'), 'Yomitan');
  await user.selectOptions(screen.getByLabelText('Permisos'), 'AnkiConnect: lectura y escritura');
  await user.click(screen.getByRole('button', { name: 'Crear token' }));
  expect(await screen.findByLabelText('Token secreto')).toHaveValue('rps_anki');
  const [ankiItem] = tokenList().getAllByRole('listitem');
  expect(within(ankiItem).getByText('AnkiConnect: lectura y escritura')).toBeInTheDocument();
});

test('offers no expiry, 30, 90 days or a year, and lists a token with its expiry date', async () => {
  const user = userEvent.setup();
  const expiresAt = '2027-02-18T10:00:00.000Z';
  const ciToken = { ...scriptToken, id: '6', name: 'CI', createdAt: '2026-11-20T10:00:00.000Z', expiresAt };
  const mocks = [
    {
      request: { query: CreateApiTokenDocument, variables: { name: 'CI', expiresInDays: 90, scope: 'READ' } },
      result: { data: { createApiToken: { __typename: 'CreatedApiToken' as const, secret: 'rps_x', token: ciToken } } },
    },
  ];
  renderSettings(mocks);
  await tokenList().findByText('Script de exportación');
  const expiry = screen.getByRole('combobox', { name: 'Caducidad' });
  expect(expiry).toHaveDisplayValue('Sin caducidad');
  expect(
    within(expiry)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Sin caducidad', '30 días', '90 días', '1 año']);

  await user.type(screen.getByLabelText('Nombre del token'), 'CI');
  await user.selectOptions(expiry, '90 días');
  await user.click(screen.getByRole('button', { name: 'Crear token' }));

  expect(await screen.findByLabelText('Token secreto')).toHaveValue('rps_x');
  const item = within(tokenList().getByText('CI').closest('li')!);
  expect(item.getByText(`Caduca: ${formatDateTime(expiresAt)}`)).toBeInTheDocument();
  expect(expiry).toHaveDisplayValue('Sin caducidad');
});

test('marks a token whose expiry has passed as expired', async () => {
  const expiresAt = '2020-01-01T00:00:00.000Z';
  renderRoute(<SettingsRoute />, {
    path: '/settings',
    mocks: [settingsMock, tokensMock([{ ...scriptToken, expiresAt }])],
  });

  expect(await tokenList().findByText(`Caducado: ${formatDateTime(expiresAt)}`)).toBeInTheDocument();
});

test('closes every session after confirmation, forgetting the account and opening the login page', async () => {
  setSessionHint();
  const cache = new InMemoryCache();
  renderSettings(
    [{ request: { query: LogoutEverywhereDocument }, result: { data: { logoutEverywhere: true } } }],
    cache,
  );
  await screen.findByText('ana@example.com');

  await userEvent.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
  const dialog = screen.getByRole('alertdialog', { name: '¿Cerrar todas las sesiones?' });
  expect(dialog).toHaveAccessibleDescription(
    'Se cerrará la sesión en todos tus dispositivos, también en este, y se revocarán todos tus tokens de acceso a la API. Tendrás que volver a iniciar sesión.',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(currentPath()).toBe('/settings');

  await userEvent.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: '¿Cerrar todas las sesiones?' })).getByRole('button', {
      name: 'Cerrar todas las sesiones',
    }),
  );

  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(await toasts().findByText('Se han cerrado todas las sesiones')).toBeInTheDocument();
  expect(cache.extract()).toEqual({});
  expect(document.cookie).not.toContain('repaso.signed_in');
});

test.each([
  [
    'the API refuses',
    {
      result: {
        errors: [
          {
            message: 'Esta acción sólo se puede hacer desde una sesión iniciada en el navegador',
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      },
    },
    'Esta acción sólo se puede hacer desde una sesión iniciada en el navegador',
  ],
  ['the request fails', { error: new TypeError('Failed to fetch') }, 'No se pudieron cerrar las sesiones'],
])('stays signed in with an error toast when %s', async (_case, answer, message) => {
  renderSettings([{ request: { query: LogoutEverywhereDocument }, ...answer }]);
  await screen.findByText('ana@example.com');

  await userEvent.click(screen.getByRole('button', { name: 'Cerrar todas las sesiones' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: '¿Cerrar todas las sesiones?' })).getByRole('button', {
      name: 'Cerrar todas las sesiones',
    }),
  );

  expect(await toasts().findByText(message)).toBeInTheDocument();
  expect(currentPath()).toBe('/settings');
  expect(screen.getByText('ana@example.com')).toBeInTheDocument();
});

test('revokes a token after confirmation and takes it off the list', async () => {
  const mocks = [
    {
      request: { query: RevokeApiTokenDocument, variables: { id: '5' } },
      result: {
        data: { revokeApiToken: { __typename: 'ApiToken' as const, id: '5', revokedAt: '2026-11-21T12:00:00.000Z' } },
      },
    },
  ];
  renderSettings(mocks);
  const revoke = await tokenList().findByRole('button', { name: 'Revocar el token «Script de exportación»' });

  await userEvent.click(revoke);
  const dialog = screen.getByRole('alertdialog', { name: '¿Revocar este token?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(tokenList().getByText('Script de exportación')).toBeInTheDocument();

  await userEvent.click(revoke);
  await userEvent.click(
    within(screen.getByRole('alertdialog', { name: '¿Revocar este token?' })).getByRole('button', { name: 'Revocar' }),
  );

  expect(await toasts().findByText('Token revocado')).toBeInTheDocument();
  expect(tokenList().queryByText('Script de exportación')).not.toBeInTheDocument();
  expect(tokenList().getByText('Todavía no has creado ningún token.')).toBeInTheDocument();
});

test('when the session has ended, a mutation says so and opens the login page after 500 ms', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const mocks = [
    {
      request: { query: CreateApiTokenDocument, variables: { name: 'CI', expiresInDays: null, scope: 'READ' } },
      result: unauthenticated,
    },
  ];
  renderSettings(mocks);
  await tokenList().findByText('Script de exportación');

  await user.type(screen.getByLabelText('Nombre del token'), 'CI');
  await user.click(screen.getByRole('button', { name: 'Crear token' }));

  expect(await toasts().findByText('Has cerrado sesión. Iniciando sesión de nuevo...')).toBeInTheDocument();
  expect(toasts().getByText('No autorizado')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(499));
  expect(currentPath()).toBe('/settings');
  act(() => jest.advanceTimersByTime(1));
  expect(currentPath()).toBe('/login');
  jest.useRealTimers();
});

test.each([
  ['the API confirms', { result: { data: { logout: true } } }],
  ['the request fails', { error: new TypeError('Failed to fetch') }],
])('logs out to the login page when %s, forgetting the account', async (_case, answer) => {
  setSessionHint();
  const cache = new InMemoryCache();
  renderSettings([{ request: { query: LogoutDocument }, ...answer }], cache);
  await screen.findByText('ana@example.com');
  expect(cache.extract()).toHaveProperty(['User:1', 'email'], 'ana@example.com');

  await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));

  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(cache.extract()).toEqual({});
  expect(document.cookie).not.toContain('repaso.signed_in');
});

describe('Programación de repasos', () => {
  const section = () => within(screen.getByRole('region', { name: 'Programación de repasos' }));

  test('explains retention and the buttons, and saves retention and the daily limits', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderSettings([
      {
        request: { query: UpdateSchedulerSettingsDocument, variables: () => true },
        result: (variables) => {
          saved.push(variables.input);
          return {
            data: {
              updateSettings: {
                ...viewer,
                schedulerSettings: { ...viewer.schedulerSettings, desiredRetention: 0.85, newCardsPerDay: 10 },
              },
            },
          };
        },
      },
    ]);

    const retention = await screen.findByRole('spinbutton', { name: 'Retención deseada (%)' });
    expect(retention).toHaveValue(90);
    expect(retention).toHaveAccessibleDescription(
      'La retención deseada es la probabilidad de recordar una carta el día que vuelve: más alta, repasos más frecuentes.',
    );
    expect(section().getByRole('spinbutton', { name: 'Cartas nuevas por día' })).toHaveValue(20);
    expect(section().getByRole('spinbutton', { name: 'Repasos por día' })).toHaveValue(200);
    // What each button means (DESIGN §5).
    expect(section().getByText('Difícil:').nextSibling).toHaveTextContent('No lo recordaba');
    expect(section().getByText('Medio:').nextSibling).toHaveTextContent(
      'un recuerdo con esfuerzo es Medio, no Difícil',
    );
    expect(section().getByText('Fácil:').nextSibling).toHaveTextContent('Sin esfuerzo');

    await user.clear(retention);
    await user.type(retention, '85');
    const newCards = section().getByRole('spinbutton', { name: 'Cartas nuevas por día' });
    await user.clear(newCards);
    await user.type(newCards, '10');
    await user.click(section().getByRole('button', { name: 'Guardar' }));

    expect(await toasts().findByText('Programación de repasos guardada')).toBeInTheDocument();
    expect(saved).toEqual([{ desiredRetention: 0.85, newCardsPerDay: 10, reviewsPerDay: 200 }]);
  });

  test('shows the Spanish messages under the fields: its own schema first, then what the API refuses', async () => {
    const user = userEvent.setup();
    const message = 'Los repasos por día deben ser un número entero entre 0 y 10 000';
    renderSettings([
      {
        request: { query: UpdateSchedulerSettingsDocument, variables: () => true },
        result: {
          errors: [
            {
              message,
              extensions: { code: 'BAD_USER_INPUT', issues: [{ path: 'reviewsPerDay', message }] },
            },
          ],
        },
      },
    ]);

    const retention = await screen.findByRole('spinbutton', { name: 'Retención deseada (%)' });
    await user.clear(retention);
    await user.type(retention, '99');
    await user.click(section().getByRole('button', { name: 'Guardar' }));
    expect(retention).toHaveAccessibleDescription(
      expect.stringContaining('La retención deseada debe estar entre 0,70 y 0,97'),
    );
    expect(retention).toBeInvalid();

    await user.clear(retention);
    await user.type(retention, '90');
    await user.click(section().getByRole('button', { name: 'Guardar' }));
    const reviews = section().getByRole('spinbutton', { name: 'Repasos por día' });
    await waitFor(() => expect(reviews).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(retention).not.toBeInvalid();
  });

  test.each([
    ['BAD_USER_INPUT', 'Hacen falta al menos 400 repasos para ajustar los parámetros a tu memoria (llevas 12)'],
    ['RATE_LIMITED', 'Tus parámetros se ajustaron hace poco: podrás volver a optimizarlos dentro de 40 minutos'],
  ])('"Optimizar ahora" shows the API’s refusal (%s) under the button', async (code, message) => {
    const user = userEvent.setup();
    renderSettings([
      {
        request: { query: RequestParameterFitDocument },
        result: { errors: [{ message, extensions: { code } }] },
      },
    ]);

    const optimize = await screen.findByRole('button', { name: 'Optimizar ahora' });
    expect(section().getByText('Todavía usas los parámetros por defecto.')).toBeInTheDocument();
    await user.click(optimize);

    expect(await section().findByRole('alert')).toHaveTextContent(message);
    expect(optimize).toHaveAccessibleDescription(message);
  });

  test('"Optimizar ahora" asks for a fit, says it is under way, and shows the fit when the job has run', async () => {
    const user = userEvent.setup();
    const fittedAt = '2026-11-23T16:00:00.000Z';
    const fitted = {
      ...viewer.schedulerSettings,
      parametersFittedAt: fittedAt,
      parametersCheckedAt: fittedAt,
      reviewsUsed: 12345,
      logLoss: 0.35961,
      fitPending: false,
    };
    renderSettings([
      {
        request: { query: RequestParameterFitDocument },
        result: {
          data: {
            requestParameterFit: { ...viewer, schedulerSettings: { ...viewer.schedulerSettings, fitPending: true } },
          },
        },
      },
      {
        request: { query: ParameterFitStatusDocument },
        result: { data: { viewer: { ...viewer, schedulerSettings: fitted } } },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Optimizar ahora' }));

    expect(await toasts().findByText('Ajuste pedido')).toBeInTheDocument();
    expect(
      await section().findByText(`Ajustados el ${formatDateTime(fittedAt)} con 12.345 repasos.`),
    ).toBeInTheDocument();
    expect(
      section().getByText('Error de predicción (pérdida logarítmica, menor es mejor): 0,360.'),
    ).toBeInTheDocument();
    expect(section().queryByText(/Ajuste en marcha/)).not.toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Optimizar ahora' })).toBeEnabled();
  });

  test('says when the last check kept the older parameters, and that a pending fit is under way', async () => {
    const cache = createCache();
    renderRoute(<SettingsRoute />, {
      path: '/settings',
      cache,
      mocks: [
        {
          request: { query: SettingsDocument },
          result: {
            data: {
              viewer: {
                ...viewer,
                schedulerSettings: {
                  ...viewer.schedulerSettings,
                  parametersFittedAt: '2026-11-01T10:00:00.000Z',
                  parametersCheckedAt: '2026-11-20T10:00:00.000Z',
                  reviewsUsed: 900,
                  logLoss: 0.31,
                  fitPending: true,
                },
              },
            },
          },
        },
        tokensMock(),
        {
          request: { query: ParameterFitStatusDocument },
          result: {
            data: { viewer: { ...viewer, schedulerSettings: { ...viewer.schedulerSettings, fitPending: true } } },
          },
          maxUsageCount: 5,
        },
      ],
    });

    await screen.findByRole('button', { name: 'Optimizar ahora' });
    expect(
      section().getByText(`Ajustados el ${formatDateTime('2026-11-01T10:00:00.000Z')} con 900 repasos.`),
    ).toBeInTheDocument();
    expect(section().getByText(/los nuevos no mejoraban a los actuales, así que se mantienen/)).toBeInTheDocument();
    expect(
      section().getByText('Ajuste en marcha: tus parámetros se actualizarán en unos minutos.'),
    ).toBeInTheDocument();
    expect(section().getByRole('button', { name: 'Optimizar ahora' })).toBeDisabled();
  });
});
