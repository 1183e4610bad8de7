type SystemError = Error & {
  code?: string;
  port?: number;
  address?: string;
  hostname?: string;
  syscall?: string;
  path?: string;
};

/** A start-up failure whose message is already the one line to show: what went wrong and how to fix it. */
export class StartupError extends Error {}

const firstLine = (text: string) => text.trim().split('\n')[0].trim();
const isBlank = (text: string) => ['', 'undefined', 'null'].includes(text.trim());

/** A thrown value that is not an Error (libraries reject with strings, plain objects, even nothing). */
function describeOddValue(value: unknown): string {
  if (typeof value === 'string' && !isBlank(value)) return firstLine(value);
  if (value && typeof value === 'object') {
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && !isBlank(message)) return firstLine(message);
    let json: string | undefined;
    try {
      json = JSON.stringify(value);
    } catch {
      // cyclic or holds a BigInt
    }
    if (json && json !== '{}' && json !== '[]') return `fallo sin descripción: ${json.slice(0, 200)}`;
  }
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') {
    return `fallo sin descripción (código ${String(value)})`;
  }
  return 'fallo sin descripción (una dependencia se rindió sin decir por qué); lo anterior en el registro puede explicarlo';
}

/** One clear line for the usual reasons a start fails: no stack dump for a problem the operator can fix. */
export function describeStartupError(error: unknown): string {
  if (error instanceof StartupError) return error.message;
  if (!(error instanceof Error)) return describeOddValue(error);
  const e = error as SystemError;
  if (e.syscall?.startsWith('spawn'))
    return `no se pudo ejecutar ${e.path ?? e.syscall.slice(6)} (${e.code ?? e.message})`;
  switch (e.code) {
    case 'EADDRINUSE':
      return `el puerto ${e.port ?? ''} ya está en uso (cambia PORT o detén el otro proceso)`;
    case 'EACCES':
      return e.syscall === 'listen' ? `sin permiso para escuchar en el puerto ${e.port ?? ''}` : firstLine(e.message);
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `no se puede conectar con la base de datos (${e.code} ${e.address ?? e.hostname ?? ''}); revisa DATABASE_URL`;
    case '28P01':
      return 'la base de datos rechazó el usuario o la contraseña de DATABASE_URL';
    case '3D000':
      return 'la base de datos de DATABASE_URL no existe';
    default: {
      const aggregate = error instanceof AggregateError ? error.errors[0] : undefined;
      if (aggregate) return describeStartupError(aggregate);
      if (isBlank(e.message)) return `${e.name}${e.code ? ` ${e.code}` : ''} sin mensaje`;
      return firstLine(e.message);
    }
  }
}
