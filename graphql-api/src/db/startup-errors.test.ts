import { describeStartupError, StartupError } from './startup-errors';

describe('describeStartupError', () => {
  it('turns whatever a dependency rejects with into one readable line, never "undefined"', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const odd: unknown[] = [
      undefined,
      null,
      '',
      'undefined',
      {},
      [],
      cyclic,
      Symbol('x'),
      () => {},
      new Error(),
      new Error(undefined),
      Object.assign(new Error(''), { code: 'EIO' }),
      new AggregateError([]),
    ];
    for (const value of odd) {
      const line = describeStartupError(value);
      expect(line).not.toMatch(/undefined|null|\n|^\s*$/);
    }
    expect(describeStartupError(undefined)).toBe(
      'fallo sin descripción (una dependencia se rindió sin decir por qué); lo anterior en el registro puede explicarlo',
    );
    expect(describeStartupError(Object.assign(new Error(''), { code: 'EIO' }))).toBe('Error EIO sin mensaje');
  });

  it('keeps what an odd value does say', () => {
    expect(describeStartupError('initdb failed\nmore')).toBe('initdb failed');
    expect(describeStartupError({ message: 'sin espacio en disco' })).toBe('sin espacio en disco');
    expect(describeStartupError({ code: 'X1' })).toBe('fallo sin descripción: {"code":"X1"}');
    expect(describeStartupError(3)).toBe('fallo sin descripción (código 3)');
  });

  it('shows a StartupError as it is and names a binary that cannot run', () => {
    expect(describeStartupError(new StartupError('ya explicado'))).toBe('ya explicado');
    const spawnError = Object.assign(new Error('spawn /root/x/initdb EACCES'), {
      code: 'EACCES',
      syscall: 'spawn /root/x/initdb',
      path: '/root/x/initdb',
    });
    expect(describeStartupError(spawnError)).toBe('no se pudo ejecutar /root/x/initdb (EACCES)');
  });
});
