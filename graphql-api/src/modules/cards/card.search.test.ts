import { Client } from 'pg';
import { graphqlData, learnerIn, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { folderCardsSql, likePattern } from './card.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const gql = graphqlData;

const special = ['Camión', 'CAMIÓN rojo', 'camion', 'el 100% seguro', 'a_b', 'Ñandú', 'Árbol', 'arbol', 'x\\y'];

/** A folder of `filler` cards plus the `special` fronts (their backs say `dorso`), written with SQL. */
async function searchable(userId: number, filler: number) {
  const [folder] = await sql<{ id: number }>(t, 'insert into folders (name, user_id) values (?, ?) returning id', [
    'Búsqueda',
    userId,
  ]);
  await sql(
    t,
    `insert into cards (front, back, folder_id)
     select 'palabra ' || n, 'word ' || n, ? from generate_series(1, ?) n
     union all select f, 'dorso', ? from unnest(string_to_array(?, chr(1))) f`,
    [folder.id, filler, folder.id, special.join('\u0001')],
  );
  return folder.id;
}

describe('card search inside a folder', () => {
  it('through the trigram index finds exactly what reading every card finds: any case, accents as written, % _ \\ literally', async () => {
    const learner = await learnerIn(t);
    const folderId = await searchable(learner.userId, 3000);
    await sql(t, 'analyze cards');
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const search = async (term: string, through: 'index' | 'scan') => {
        await client.query('begin');
        try {
          if (through === 'index') await client.query('set local enable_seqscan = off');
          else {
            await client.query('set local enable_bitmapscan = off');
            await client.query('set local enable_indexscan = off');
          }
          const values = [folderId, learner.userId, likePattern(term), false, null];
          const plan = await client.query({ text: `explain ${folderCardsSql}`, values });
          const { rows } = await client.query<{ front: string }>({ text: folderCardsSql, values });
          return {
            plan: plan.rows.map((row) => row['QUERY PLAN']).join('\n'),
            fronts: rows.flatMap((row) => (row.front === null ? [] : [row.front])),
          };
        } finally {
          await client.query('rollback');
        }
      };
      const expected: Record<string, string[]> = {
        camión: ['Camión', 'CAMIÓN rojo'],
        CAMIÓN: ['Camión', 'CAMIÓN rojo'],
        camion: ['camion'],
        'ión ro': ['CAMIÓN rojo'],
        ÁRBOL: ['Árbol'],
        arbol: ['arbol'],
        ñandú: ['Ñandú'],
        '100%': ['el 100% seguro'],
        '%': ['el 100% seguro'],
        _: ['a_b'],
        'x\\y': ['x\\y'],
        dorso: special,
        'palabra 2999': ['palabra 2999'],
        zzz: [],
      };
      for (const [term, fronts] of Object.entries(expected)) {
        const indexed = await search(term, 'index');
        const scanned = await search(term, 'scan');
        expect({ term, fronts: indexed.fronts }).toEqual({ term, fronts });
        expect(scanned.fronts).toEqual(fronts);
        // Terms of three letters or more are served by the folder's trigram indexes.
        if (term.length >= 3) expect(indexed.plan).toMatch(/cards_folder_id_(front|back)_trgm_index/);
        expect(scanned.plan).not.toMatch(/trgm_index/);
      }
    } finally {
      await client.end();
    }
  });

  it('answers an empty folder and a search without matches with empty pages, on both APIs', async () => {
    const learner = await learnerIn(t);
    const empty = (await learner.agent.post('/api/folders').send({ name: 'Vacía' }).expect(201)).body.id as number;
    const full = await searchable(learner.userId, 5);
    for (const [id, search] of [
      [empty, undefined],
      [full, 'nada de esto'],
    ] as const) {
      const page = await learner.agent.get(`/api/folders/${id}/cards`).query({ limit: 10, search }).expect(200);
      expect(page.body).toEqual({ cards: [], nextCursor: null });
      const { folder } = await gql(
        learner.agent,
        'query($id: ID!, $search: String) { folder(id: $id) { cards(first: 10, search: $search) { edges { cursor } pageInfo { hasNextPage endCursor } totalCount } } }',
        { id: String(id), search },
      );
      expect(folder.cards).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null }, totalCount: 0 });
    }
  });

  it("pages several folders in one request, each with its own cards, schedule in the learner's zone", async () => {
    const learner = await learnerIn(t, 'Asia/Tokyo');
    const first = await searchable(learner.userId, 3);
    const second = await searchable(learner.userId, 1);
    await learner.agent.post('/api/folders').send({ name: 'Sin cartas' }).expect(201);
    const { folders } = await gql(
      learner.agent,
      '{ folders(limit: 5) { id cards(first: 2) { edges { node { id folderId front dueInDays folder { id name } } } pageInfo { hasNextPage } } } }',
    );
    const byId = new Map(folders.map((folder: { id: string }) => [folder.id, folder]));
    for (const [id, fronts] of [
      [first, ['palabra 1', 'palabra 2']],
      [second, ['palabra 1', 'Camión']],
    ] as const) {
      const { cards } = byId.get(String(id)) as { cards: { edges: { node: Record<string, unknown> }[] } };
      expect(cards.edges.map(({ node }) => node.front)).toEqual(fronts);
      for (const { node } of cards.edges)
        expect(node).toMatchObject({
          folderId: String(id),
          dueInDays: null,
          folder: { id: String(id), name: 'Búsqueda' },
        });
    }
    expect(folders.find((folder: { cards: { edges: unknown[] } }) => folder.cards.edges.length === 0)).toBeDefined();
  });
});
