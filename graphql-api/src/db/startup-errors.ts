type SystemError = Error & { code?: string; port?: number; address?: string; hostname?: string; syscall?: string };

/** One clear line for the usual reasons a start fails: no stack dump for a problem the operator can fix. */
export function describeStartupError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const e = error as SystemError;
  switch (e.code) {
    case 'EADDRINUSE':
      return `el puerto ${e.port ?? ''} ya está en uso (cambia PORT o detén el otro proceso)`;
    case 'EACCES':
      return e.syscall === 'listen' ? `sin permiso para escuchar en el puerto ${e.port ?? ''}` : e.message;
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
      return e.message.split('\n')[0];
    }
  }
}
