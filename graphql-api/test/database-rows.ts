import { Client } from 'pg';

/** Every row of every table of `public`, each as JSON text, sorted: what must come back identical. */
export async function everything(url: string): Promise<Record<string, string[]>> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const tables = (
      await db.query<{ tablename: string }>(
        "select tablename from pg_tables where schemaname = 'public' order by tablename",
      )
    ).rows.map((row) => row.tablename);
    const all: Record<string, string[]> = {};
    for (const table of tables) {
      const rows = await db.query<{ row: string }>(`select to_jsonb(t)::text as row from public."${table}" t`);
      all[table] = rows.rows.map((r) => r.row).sort();
    }
    const sequences = await db.query<{ name: string; value: string }>(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
    );
    all['(sequences)'] = sequences.rows.map((s) => `${s.name}=${s.value}`).sort();
    return all;
  } finally {
    await db.end();
  }
}
