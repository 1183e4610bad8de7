import { loadConfig } from './config';

describe('backup configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/srv/repaso' } as const;

  it('is on with the embedded database and off with DATABASE_URL unless BACKUP_ENABLED says so', () => {
    expect(loadConfig(base).backups).toEqual({
      enabled: true,
      hour: 3,
      keep: { daily: 7, weekly: 4, monthly: 6, beforeMigrations: 3 },
    });
    expect(loadConfig(base).backupDir).toBe('/srv/repaso/backups');
    const managed = { ...base, DATABASE_URL: 'postgres://repaso:clave@db.example.com:5432/repaso' };
    expect(loadConfig(managed).backups.enabled).toBe(false);
    expect(loadConfig({ ...managed, BACKUP_ENABLED: 'true' }).backups.enabled).toBe(true);
    expect(loadConfig({ ...base, BACKUP_ENABLED: 'false' }).backups.enabled).toBe(false);
  });

  it('reads the hour and the rotation, and refuses a rotation that keeps no nightly backup', () => {
    const config = loadConfig({
      ...base,
      BACKUP_HOUR: '22',
      BACKUP_KEEP_DAILY: '14',
      BACKUP_KEEP_WEEKLY: '0',
      BACKUP_KEEP_MONTHLY: '12',
      BACKUP_KEEP_BEFORE_MIGRATIONS: '5',
    });
    expect(config.backups).toEqual({
      enabled: true,
      hour: 22,
      keep: { daily: 14, weekly: 0, monthly: 12, beforeMigrations: 5 },
    });
    expect(() => loadConfig({ ...base, BACKUP_KEEP_DAILY: '0' })).toThrow(/BACKUP_KEEP_DAILY/);
    expect(() => loadConfig({ ...base, BACKUP_HOUR: '24' })).toThrow(/BACKUP_HOUR/);
  });
});

describe('a connection pooler in front', () => {
  const pooled = { NODE_ENV: 'test', DATABASE_URL: 'postgres://repaso:clave@pgbouncer:6432/repaso' } as const;

  it('takes the direct address beside DATABASE_URL, for what needs a session', () => {
    expect(loadConfig(pooled).databaseDirectUrl).toBeUndefined();
    const direct = 'postgres://repaso:clave@db:5432/repaso';
    expect(loadConfig({ ...pooled, DATABASE_DIRECT_URL: direct }).databaseDirectUrl).toBe(direct);
  });

  it('refuses a direct address that is no PostgreSQL URL, or one without DATABASE_URL', () => {
    expect(() => loadConfig({ ...pooled, DATABASE_DIRECT_URL: 'db:5432' })).toThrow(/DATABASE_DIRECT_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATABASE_DIRECT_URL: 'postgres://repaso:clave@db:5432/repaso' }),
    ).toThrow(/DATABASE_DIRECT_URL acompaña a DATABASE_URL/);
  });
});
