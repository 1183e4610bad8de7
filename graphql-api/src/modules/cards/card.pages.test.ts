import type supertest from 'supertest';
import { graphqlAs, signedUpAgent, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.stop());

const gql = graphqlAs;

/**
 * A folder of `count` cards written straight into the database, in the order a heavy learner's import
 * would leave them: several cards share one `created_at` (to the microsecond), so only the id breaks ties.
 */
async function folderWithCards(userId: number, count: number, name = 'Paginada') {
  const [folder] = await sql<{ id: number }>(t, 'insert into folders (name, user_id) values (?, ?) returning id', [
    name,
    userId,
  ]);
  await sql(
    t,
    `insert into cards (front, back, folder_id, created_at)
     select 'frente ' || n, case when n % 3 = 0 then 'tres ' || n else 'dorso ' || n end, ?,
            timestamptz '2026-01-01 00:00:00.123456+00' + (n / 4) * interval '1 microsecond'
       from generate_series(1, ?) as n`,
    [folder.id, count],
  );
  const ids = await sql<{ id: number }>(t, 'select id from cards where folder_id = ? order by created_at, id', [
    folder.id,
  ]);
  return { folderId: String(folder.id), ids: ids.map((row) => String(row.id)) };
}

const pageQuery = `query($id: ID!, $first: Int, $after: String, $search: String) {
  folder(id: $id) {
    cards(first: $first, after: $after, search: $search) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
      edges { cursor node { id front back } }
      nodes { id }
    }
  }
}`;

type Page = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: { cursor: string; node: { id: string; front: string; back: string } }[];
  nodes: { id: string }[];
};

/** Follows `endCursor` until `hasNextPage` is false; returns every page. */
async function allPages(agent: supertest.Agent, folderId: string, first: number, search?: string) {
  const pages: Page[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const { data, errors } = await gql(agent, pageQuery, { id: folderId, first, after, search });
    expect(errors).toBeUndefined();
    const page = data.folder.cards as Page;
    pages.push(page);
    if (!page.pageInfo.hasNextPage) return pages;
    after = page.pageInfo.endCursor;
  }
  throw new Error('too many pages');
}

describe('Folder.cards as a connection', () => {
  it('gives every card exactly once, in creation order, across pages (with and without search)', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const { folderId, ids } = await folderWithCards(userId, 53);

    const pages = await allPages(agent, folderId, 10);
    expect(pages.map((page) => page.edges.length)).toEqual([10, 10, 10, 10, 10, 3]);
    expect(pages.flatMap((page) => page.edges.map((edge) => edge.node.id))).toEqual(ids);
    expect(pages.flatMap((page) => page.nodes.map((node) => node.id))).toEqual(ids);
    expect(pages.every((page) => page.totalCount === 53)).toBe(true);
    expect(pages[0].pageInfo.hasPreviousPage).toBe(false);
    expect(pages[1].pageInfo).toMatchObject({
      hasNextPage: true,
      hasPreviousPage: true,
      startCursor: pages[1].edges[0].cursor,
      endCursor: pages[1].edges[9].cursor,
    });

    // Cards whose back contains "tres" (every third card), in any case.
    const matching = pages
      .flatMap((page) => page.edges.map((edge) => edge.node))
      .filter((card) => /tres/.test(card.back));
    const searched = await allPages(agent, folderId, 4, 'TRES');
    expect(searched.flatMap((page) => page.edges.map((edge) => edge.node.id))).toEqual(matching.map((card) => card.id));
    expect(searched[0].totalCount).toBe(17);
    expect(searched.at(-1)?.pageInfo.hasNextPage).toBe(false);
  });

  it('keeps its place when cards are added or deleted between pages', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const { folderId, ids } = await folderWithCards(userId, 6);
    const first = (await gql(agent, pageQuery, { id: folderId, first: 3 })).data.folder.cards as Page;
    // The last card seen is deleted and a new card is written before the next page is asked.
    await agent.delete(`/api/cards/${ids[2]}`).expect(204);
    const added = (await agent.post(`/api/folders/${folderId}/cards`).send({ front: 'nueva', back: 'x' })).body;
    const next = (await gql(agent, pageQuery, { id: folderId, first: 10, after: first.pageInfo.endCursor })).data.folder
      .cards as Page;
    expect(next.edges.map((edge) => edge.node.id)).toEqual([...ids.slice(3), String(added.id)]);
  });

  it('defaults to 20 cards and refuses a page size outside 1..100 in Spanish', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const { folderId } = await folderWithCards(userId, 25);
    const page = (await gql(agent, pageQuery, { id: folderId })).data.folder.cards as Page;
    expect(page.edges).toHaveLength(20);
    expect(page.pageInfo.hasNextPage).toBe(true);
    for (const first of [0, -1, 101]) {
      const { errors } = await gql(agent, pageQuery, { id: folderId, first });
      expect(errors?.[0]).toMatchObject({
        message: 'El tamaño de página debe ser un número entero entre 1 y 100',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it.each([
    ['not base64', '!!!'],
    ['base64 of something else', Buffer.from('hola').toString('base64url')],
    ['a forged timestamp', Buffer.from('c1:99999999999999999:1').toString('base64url')],
    ['an id out of range', Buffer.from('c1:1:99999999999').toString('base64url')],
    ['far too long', 'a'.repeat(500)],
  ])('answers a bad cursor (%s) with a Spanish BAD_USER_INPUT, never a 500', async (_, after) => {
    const { agent, userId } = await signedUpAgent(t);
    const { folderId } = await folderWithCards(userId, 3);
    const { status, errors } = await gql(agent, pageQuery, { id: folderId, after });
    expect(status).toBe(200);
    expect(errors?.[0]).toMatchObject({
      message: 'Cursor no válido: usa el endCursor (o nextCursor) de una página anterior',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("never pages someone else's folder, even with a valid cursor", async () => {
    const owner = await signedUpAgent(t);
    const intruder = await signedUpAgent(t);
    const { folderId } = await folderWithCards(owner.userId, 5);
    const cursor = ((await gql(owner.agent, pageQuery, { id: folderId, first: 2 })).data.folder.cards as Page).pageInfo
      .endCursor;
    const { data } = await gql(intruder.agent, pageQuery, { id: folderId, first: 2, after: cursor });
    expect(data.folder).toBeNull();
  });
});

describe('GET /api/folders/{id}/cards', () => {
  it('without limit or cursor still lists every card (SPEC §7)', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const { folderId, ids } = await folderWithCards(userId, 130);
    const res = await agent.get(`/api/folders/${folderId}/cards`);
    expect(res.status).toBe(200);
    expect(res.body.map((card: { id: number }) => String(card.id))).toEqual(ids);
  });

  it('pages with limit and cursor: { cards, nextCursor }, every card once, with search too', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const { folderId, ids } = await folderWithCards(userId, 23);
    const collect = async (query: Record<string, string | number>) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      for (let guard = 0; guard < 50; guard++) {
        const res = await agent
          .get(`/api/folders/${folderId}/cards`)
          .query({ ...query, ...(cursor ? { cursor } : {}) });
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(['cards', 'nextCursor']);
        seen.push(...res.body.cards.map((card: { id: number; folderId: number }) => String(card.id)));
        cursor = res.body.nextCursor;
        if (cursor === null) return seen;
      }
      throw new Error('too many pages');
    };
    expect(await collect({ limit: 5 })).toEqual(ids);
    const page = await agent.get(`/api/folders/${folderId}/cards`).query({ limit: 5 });
    expect(page.body.cards[0]).toMatchObject({ id: Number(ids[0]), front: 'frente 1', folderId: Number(folderId) });
    const searched = await collect({ limit: 2, search: 'tres' });
    expect(searched).toHaveLength(7);
    // A cursor alone pages with the default size.
    const fromCursor = await agent.get(`/api/folders/${folderId}/cards`).query({ cursor: page.body.nextCursor });
    expect(fromCursor.body.cards.map((card: { id: number }) => String(card.id))).toEqual(ids.slice(5, 23));
    expect(fromCursor.body.nextCursor).toBeNull();
  });

  it.each([
    [{ limit: '0' }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [{ limit: '101' }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [{ limit: 'diez' }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [{ limit: '2.5' }, 'El tamaño de página debe ser un número entero entre 1 y 100'],
    [{ cursor: 'no-es-un-cursor' }, 'Cursor no válido: usa el endCursor (o nextCursor) de una página anterior'],
  ])('refuses %j with a 400 "%s"', async (query, message) => {
    const { agent, userId } = await signedUpAgent(t);
    const { folderId } = await folderWithCards(userId, 2);
    const res = await agent.get(`/api/folders/${folderId}/cards`).query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it("answers someone else's folder with the same 404 when paging", async () => {
    const owner = await signedUpAgent(t);
    const intruder = await signedUpAgent(t);
    const { folderId } = await folderWithCards(owner.userId, 2);
    const res = await intruder.agent.get(`/api/folders/${folderId}/cards`).query({ limit: 1 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Carpeta no encontrada' });
  });
});
