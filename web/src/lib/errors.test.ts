import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { errorMessage, isUnauthenticated } from './errors';

function serverError(status: number, bodyText: string, statusText = '') {
  return new ServerError('Response not successful', { response: { status, statusText } as Response, bodyText });
}

describe('errorMessage', () => {
  test.each([
    ['a JSON body with a message', '{"message":"Carpeta no encontrada"}', 'Carpeta no encontrada'],
    ['status and a JSON body', '404: {"message":"Carpeta no encontrada"}', 'Carpeta no encontrada'],
    ['status and plain text', '500: Error interno del servidor', 'Error interno del servidor'],
    ['401 Unauthorized', '401: Unauthorized', 'Unauthorized'],
    [
      'a quoted message field in broken JSON',
      '400: {"message":"Falta el \\"token\\"", "issues": [',
      'Falta el "token"',
    ],
    ['status and JSON without a message', '400: {"error":"x"}', '{"error":"x"}'],
    ['raw text', 'Algo salió mal', 'Algo salió mal'],
  ])('%s', (_case, text, expected) => {
    expect(errorMessage(new Error(text))).toBe(expected);
    expect(errorMessage(text)).toBe(expected);
  });

  test("uses the first GraphQL error's message, which the API writes in Spanish", () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'Ya existe una cuenta con ese correo electrónico' }, { message: 'Otro' }],
    });
    expect(errorMessage(error)).toBe('Ya existe una cuenta con ese correo electrónico');
  });

  test('reads an HTTP error as "status: body"', () => {
    expect(errorMessage(serverError(429, '{"message":"Demasiados intentos"}'))).toBe('Demasiados intentos');
    expect(errorMessage(serverError(502, 'Bad gateway'))).toBe('Bad gateway');
    expect(errorMessage(serverError(503, '', 'Service Unavailable'))).toBe('Service Unavailable');
    const notGraphQL = new ServerParseError(new SyntaxError('Unexpected token'), {
      response: { status: 200, statusText: 'OK' } as Response,
      bodyText: '{"message":"Mantenimiento en curso"',
    });
    expect(errorMessage(notGraphQL)).toBe('Mantenimiento en curso');
  });

  test('has no message for a network failure or an empty answer, so the caller shows its fallback', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(errorMessage(new CombinedGraphQLErrors({ errors: [{ message: '' }] }))).toBeUndefined();
    expect(errorMessage(null)).toBeUndefined();
  });
});

describe('isUnauthenticated', () => {
  test('is true for UNAUTHENTICATED GraphQL errors and HTTP 401', () => {
    const graphQLError = new CombinedGraphQLErrors({
      errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(isUnauthenticated(graphQLError)).toBe(true);
    expect(isUnauthenticated(serverError(401, '{"message":"Unauthorized"}'))).toBe(true);
  });

  test('is false for other failures', () => {
    const badInput = new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT' } }] });
    expect(isUnauthenticated(badInput)).toBe(false);
    expect(isUnauthenticated(serverError(500, 'x'))).toBe(false);
    expect(isUnauthenticated(new Error('401: Unauthorized'))).toBe(false);
  });
});
