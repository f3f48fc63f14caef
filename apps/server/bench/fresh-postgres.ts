import pg from 'pg';

/** A new, empty database on the PostgreSQL server `admin` names, and how to drop it after the bench. */
export async function freshPostgres(admin: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `switchboard_bench_${Date.now().toString(36)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
