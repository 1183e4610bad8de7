import sharp from 'sharp';
import supertest from 'supertest';
import { count, folderWithCards, graphqlAs, graphqlData, signedUpAgent, sql, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { setOperator } from './community.moderation';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  // Many learners sign up from one address here, as a class behind one router would; the privacy crawl reads every
  // public answer from one address too (the per-address limit has its own test, public-rate-limit.test.ts).
  t = await startTestApp({ clock, env: { SIGNUPS_PER_IP_PER_HOUR: '1000', PUBLIC_REQUESTS_PER_MINUTE: '100000' } });
});
afterAll(() => t.stop());

type Agent = Awaited<ReturnType<typeof signedUpAgent>>;

/** A learner with a public name. */
async function author(name = 'Profe Marta'): Promise<Agent> {
  const learner = await signedUpAgent(t);
  await learner.agent.put('/api/user/settings').send({ publicName: name }).expect(200);
  return learner;
}

function publish(agent: supertest.Agent, folderId: number, body: object = {}) {
  return agent.post(`/api/folders/${folderId}/publish`).send({ title: 'Verbos irregulares', ...body });
}

const anonymous = () => supertest(t.app);

describe('publishing', () => {
  it('needs a public name, then publishes a snapshot under a readable, random slug', async () => {
    const learner = await signedUpAgent(t);
    const { folder } = await folderWithCards(learner.agent, ['go', 'went'], 'Mis verbos');
    const refused = await publish(learner.agent, folder.id);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/nombre público/);
    expect(await count(t, 'community_folders', 'source_folder_id = ?', [folder.id])).toBe(0);

    const bad = await learner.agent.put('/api/user/settings').send({ publicName: learner.email });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/no puede ser un correo/);

    await learner.agent.put('/api/user/settings').send({ publicName: 'Marta' }).expect(200);
    const res = await publish(learner.agent, folder.id, {
      description: '**Los** verbos más comunes',
      level: 'A2',
      tags: ['Verbos', 'inglés'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Verbos irregulares',
      authorName: 'Marta',
      level: 'A2',
      tags: ['verbos', 'inglés'],
      licence: 'cc-by-4.0',
      version: 1,
      cardCount: 2,
      unpublished: false,
      hidden: false,
    });
    expect(res.body.slug).toMatch(/^verbos-irregulares-[a-z0-9]{4}$/);
    expect(JSON.stringify(res.body)).not.toContain(learner.email);
  });

  it.each([
    [{ title: '  ' }, 'Escribe un título'],
    [{ level: 'D1' }, 'Nivel no válido: elige A1, A2, B1, B2, C1, C2 o ninguno'],
    [{ licence: 'gpl' }, 'Licencia no válida: CC BY 4.0, CC BY-SA 4.0, CC0 o todos los derechos reservados'],
    [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'Como mucho 10 etiquetas'],
    [{ frontLanguage: 'xx' }, 'Idioma no válido: elige uno de la lista o ninguno'],
  ])('refuses %j with "%s" and publishes nothing', async (body, message) => {
    const learner = await author();
    const { folder } = await folderWithCards(learner.agent, ['a']);
    const res = await publish(learner.agent, folder.id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count(t, 'community_folders', 'source_folder_id = ?', [folder.id])).toBe(0);
  });

  it("refuses an empty folder and someone else's folder (404 like a missing one)", async () => {
    const learner = await author();
    const other = await author();
    const empty = (await learner.agent.post('/api/folders').send({ name: 'Vacía' })).body;
    expect((await publish(learner.agent, empty.id)).body.message).toMatch(/no tiene cartas/);
    const { folder } = await folderWithCards(other.agent, ['a']);
    const theirs = await publish(learner.agent, folder.id);
    const missing = await publish(learner.agent, 999_999);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });

  it('keeps later private edits out until the folder is published again, which bumps the version', async () => {
    const learner = await author();
    const { folder, cards } = await folderWithCards(learner.agent, ['be', 'have']);
    const { slug } = (await publish(learner.agent, folder.id)).body;
    await learner.agent.put(`/api/cards/${cards[0].id}`).send({ front: 'be (secreto)', back: 'ser' }).expect(200);
    const before = await anonymous().get(`/api/community/folders/${slug}`).expect(200);
    expect(JSON.stringify(before.body)).not.toContain('secreto');

    const again = await publish(learner.agent, folder.id, { title: 'Verbos irregulares II' });
    expect(again.body).toMatchObject({ slug, version: 2, title: 'Verbos irregulares II' });
    const after = await anonymous().get(`/api/community/folders/${slug}`).expect(200);
    expect(after.body.previewCards.map((card: { front: string }) => card.front)).toEqual(['be (secreto)', 'have']);
  });

  it('allows 10 publications a day, then answers 429 in Spanish', async () => {
    const learner = await author();
    const { folder } = await folderWithCards(learner.agent, ['a']);
    for (let i = 0; i < 10; i++) await publish(learner.agent, folder.id).expect(200);
    const refused = await publish(learner.agent, folder.id);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Has publicado 10 veces hoy/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(
      (
        await sql<{ version: number }>(t, 'select version from community_folders where source_folder_id = ?', [
          folder.id,
        ])
      )[0].version,
    ).toBe(10);
  });
});

describe('public pages', () => {
  it('answer without a session, with public caching and an ETag (304 when unchanged)', async () => {
    const learner = await author();
    const { folder } = await folderWithCards(learner.agent, ['a']);
    const { slug } = (await publish(learner.agent, folder.id)).body;
    const first = await anonymous().get(`/api/community/folders/${slug}`).expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(first.headers.etag).toMatch(/^".+"$/);
    const again = await anonymous().get(`/api/community/folders/${slug}`).set('If-None-Match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const list = await anonymous().get('/api/community/folders').expect(200);
    expect(list.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
  });

  it('answer 404 for an unpublished or hidden folder exactly like for one that never existed', async () => {
    const learner = await author();
    const { folder } = await folderWithCards(learner.agent, ['a']);
    const { slug } = (await publish(learner.agent, folder.id, { title: 'Retirada pronto' })).body;
    const never = await anonymous().get('/api/community/folders/no-existe-zzzz');
    expect(never.status).toBe(404);

    const unpublished = await learner.agent.post(`/api/folders/${folder.id}/unpublish`).expect(200);
    expect(unpublished.body.unpublished).toBe(true);
    const gone = await anonymous().get(`/api/community/folders/${slug}`);
    expect([gone.status, gone.body]).toEqual([404, never.body]);
    const search = await anonymous().get('/api/community/folders').query({ search: 'Retirada pronto' });
    expect(search.body.items).toEqual([]);
    const graphql = await graphqlData(
      anonymous() as unknown as supertest.Agent,
      'query ($slug: String!) { communityFolder(slug: $slug) { title } }',
      { slug },
    );
    expect(graphql.communityFolder).toBeNull();

    // Published again: the same address.
    expect((await publish(learner.agent, folder.id, { title: 'Retirada pronto' })).body.slug).toBe(slug);
    await anonymous().get(`/api/community/folders/${slug}`).expect(200);
  });

  it("list Repaso's own store folders as community folders", async () => {
    const res = await anonymous().get('/api/community/folders').query({ search: 'phrasal verbs' }).expect(200);
    expect(res.body.items[0]).toMatchObject({
      title: 'Inglés: phrasal verbs comunes',
      authorName: 'Repaso',
      level: 'B1',
    });
  });
});

describe('search', () => {
  let tag: string;
  beforeAll(async () => {
    tag = `t${Date.now().toString(36)}`;
    const learner = await author('Buscadora');
    const folders: [string, object, number][] = [
      ['Verbos irregulares del inglés', { level: 'B1', frontLanguage: 'en-GB', backLanguage: 'es-ES' }, 3],
      [
        'Vocabulario de cocina',
        { level: 'A1', frontLanguage: 'fr-FR', backLanguage: 'es-ES', description: 'Utensilios y recetas' },
        1,
      ],
      ['Phrasal verbs for business', { level: 'B2', frontLanguage: 'en-US', backLanguage: 'es-ES' }, 2],
      ['Canción de la semana', { level: 'A2', frontLanguage: 'en-US', backLanguage: 'es-MX' }, 0],
      ['Números y colores', { level: 'A1', frontLanguage: 'en-US', backLanguage: 'es-ES' }, 0],
    ];
    for (const [title, extra, copies] of folders) {
      const { folder } = await folderWithCards(learner.agent, ['x'], title);
      const { slug } = (await publish(learner.agent, folder.id, { title, tags: [tag], ...extra }).expect(200)).body;
      for (let i = 0; i < copies; i++) {
        const reader = await signedUpAgent(t);
        await reader.agent.post(`/api/community/folders/${slug}/copy`).expect(201);
      }
      clock.advance(60_000);
    }
  });

  const titles = async (query: Record<string, string | number>) => {
    const res = await anonymous()
      .get('/api/community/folders')
      .query({ tag, ...query });
    expect(res.status).toBe(200);
    return res.body.items.map((item: { title: string }) => item.title);
  };

  it('finds Spanish and English words by their stems, without accents, and forgives typos in titles', async () => {
    expect(await titles({ search: 'verbo' })).toContain('Verbos irregulares del inglés');
    expect(await titles({ search: 'cancion' })).toEqual(['Canción de la semana']);
    expect(await titles({ search: 'numeros' })).toEqual(['Números y colores']);
    expect(await titles({ search: 'receta' })).toEqual(['Vocabulario de cocina']);
    expect(await titles({ search: 'business' })).toEqual(['Phrasal verbs for business']);
    expect(await titles({ search: 'irregualres' })).toEqual(['Verbos irregulares del inglés']);
    expect(await titles({ search: 'zzzqqq' })).toEqual([]);
  });

  it('filters by language pair (any variant), level and tag, and sorts by copies and recent', async () => {
    expect(await titles({ frontLanguage: 'en-US', backLanguage: 'es-ES', sort: 'copies' })).toEqual([
      'Verbos irregulares del inglés',
      'Phrasal verbs for business',
      // Equal copies: the later publication first.
      'Números y colores',
      'Canción de la semana',
    ]);
    expect(await titles({ frontLanguage: 'fr-FR' })).toEqual(['Vocabulario de cocina']);
    expect(await titles({ level: 'A1', sort: 'recent' })).toEqual(['Números y colores', 'Vocabulario de cocina']);
    expect((await titles({ sort: 'recent' }))[0]).toBe('Números y colores');
    expect(await titles({ tag: 'ninguna-así' })).toEqual([]);
  });

  it('pages through everything by cursor, each folder once', async () => {
    for (const sort of ['copies', 'recent', 'relevance']) {
      const seen: string[] = [];
      let after: string | null = null;
      do {
        const res: supertest.Response = await anonymous()
          .get('/api/community/folders')
          .query({ tag, sort, first: 2, search: sort === 'relevance' ? 'de' : '', ...(after ? { after } : {}) });
        expect(res.status).toBe(200);
        seen.push(...res.body.items.map((item: { title: string }) => item.title));
        after = res.body.nextCursor;
      } while (after);
      expect(new Set(seen).size).toBe(seen.length);
      if (sort !== 'relevance') expect(seen).toHaveLength(5);
    }
  });

  it.each([
    [{ first: 0 }, 'El tamaño de página debe ser un número entero entre 1 y 50'],
    [{ first: 51 }, 'El tamaño de página debe ser un número entero entre 1 y 50'],
    [{ first: 'x' }, 'El tamaño de página debe ser un número entero entre 1 y 50'],
    [{ after: 'basura' }, 'Cursor no válido'],
    [{ level: 'Z9' }, 'Nivel no válido: elige A1, A2, B1, B2, C1, C2 o ninguno'],
    [{ sort: 'alfabético' }, 'Orden no válido: relevancia, copias o recientes'],
    [{ search: 'x'.repeat(201) }, 'La búsqueda no puede tener más de 200 caracteres'],
  ])('refuses %j with "%s"', async (query, message) => {
    const res = await anonymous().get('/api/community/folders').query(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});

describe('copies and updates', () => {
  it('copies cards as new, with their own schedules, and counts the copy; signed out is a 401', async () => {
    const owner = await author();
    const { folder, cards } = await folderWithCards(owner.agent, ['uno', 'dos']);
    await owner.agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'easy' }).expect(200);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    await anonymous().post(`/api/community/folders/${slug}/copy`).expect(401);

    const learner = await signedUpAgent(t);
    const copy = await learner.agent.post(`/api/community/folders/${slug}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ folderName: 'Verbos irregulares', cardCount: 2 });
    const copied = (await learner.agent.get(`/api/folders/${copy.body.folderId}/cards`)).body;
    expect(
      copied.map((card: { front: string; difficulty: string; reviewCount: number }) => [
        card.front,
        card.difficulty,
        card.reviewCount,
      ]),
    ).toEqual([
      ['uno', 'new', 0],
      ['dos', 'new', 0],
    ]);
    expect((await anonymous().get(`/api/community/folders/${slug}`)).body.copiesCount).toBe(1);
    const update = await learner.agent.get(`/api/folders/${copy.body.folderId}/community-update`);
    expect(update.body).toEqual({ update: null });
  });

  it("takes a new version: new cards added, changed ones updated keeping schedules, the learner's edits and deleted cards kept unless asked", async () => {
    const owner = await author();
    const { folder, cards } = await folderWithCards(owner.agent, ['A', 'B', 'C']);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const learner = await signedUpAgent(t);
    const { folderId } = (await learner.agent.post(`/api/community/folders/${slug}/copy`)).body;
    const mine = (await learner.agent.get(`/api/folders/${folderId}/cards`)).body as { id: number; front: string }[];
    const [a, b, c] = mine;
    const reviewed = (await learner.agent.post(`/api/cards/${a.id}/review`).send({ difficulty: 'medium' })).body;
    await learner.agent.put(`/api/cards/${b.id}`).send({ front: 'B (mi versión)', back: 'B-es' }).expect(200);

    await owner.agent.put(`/api/cards/${cards[0].id}`).send({ front: 'A2', back: 'A-es' }).expect(200);
    await owner.agent.put(`/api/cards/${cards[1].id}`).send({ front: 'B2', back: 'B-es' }).expect(200);
    await owner.agent.delete(`/api/cards/${cards[2].id}`).expect(204);
    await owner.agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'D', back: 'D-es' }).expect(201);
    await publish(owner.agent, folder.id).expect(200);

    const source = await graphqlData(
      learner.agent,
      'query ($id: ID!) { folder(id: $id) { communitySource { slug version latestVersion hasUpdate } } }',
      { id: folderId },
    );
    expect(source.folder.communitySource).toEqual({ slug, version: 1, latestVersion: 2, hasUpdate: true });
    const pending = (await learner.agent.get(`/api/folders/${folderId}/community-update`)).body.update;
    expect(pending).toEqual({ slug, fromVersion: 1, toVersion: 2, added: 1, updated: 1, conflicting: 1, deleted: 1 });

    const withEdits = await graphqlData(
      learner.agent,
      'query ($id: ID!) { communityUpdate(folderId: $id) { conflicting editedCards { cardId front back authorFront authorBack } } }',
      { id: folderId },
    );
    expect(withEdits.communityUpdate).toEqual({
      conflicting: 1,
      editedCards: [
        { cardId: String(b.id), front: 'B (mi versión)', back: 'B-es', authorFront: 'B2', authorBack: 'B-es' },
      ],
    });

    const applied = await learner.agent.post(`/api/folders/${folderId}/community-update`).send({});
    expect(applied.status).toBe(200);
    const after = (await learner.agent.get(`/api/folders/${folderId}/cards`)).body as Record<string, unknown>[];
    const byId = new Map(after.map((card) => [card.id, card]));
    expect(byId.get(a.id)).toMatchObject({
      front: 'A2',
      reviewCount: 1,
      nextReviewAt: reviewed.nextReviewAt,
      difficulty: 'good',
    });
    expect(byId.get(b.id)).toMatchObject({ front: 'B (mi versión)' });
    expect(byId.get(c.id)).toMatchObject({ front: 'C' });
    expect(after.map((card) => card.front)).toContain('D');
    expect(await count(t, 'reviews', 'card_id = ?', [a.id])).toBe(1);

    expect((await learner.agent.get(`/api/folders/${folderId}/community-update`)).body).toEqual({ update: null });
    const twice = await learner.agent.post(`/api/folders/${folderId}/community-update`).send({});
    expect([twice.status, twice.body.message]).toEqual([409, 'Tu copia ya está al día']);
  });

  it('replaces edited cards and removes deleted ones only when asked', async () => {
    const owner = await author();
    const { folder, cards } = await folderWithCards(owner.agent, ['A', 'B']);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const learner = await signedUpAgent(t);
    const { folderId } = (await learner.agent.post(`/api/community/folders/${slug}/copy`)).body;
    const [a] = (await learner.agent.get(`/api/folders/${folderId}/cards`)).body as { id: number }[];
    await learner.agent.put(`/api/cards/${a.id}`).send({ front: 'A mío', back: 'x' }).expect(200);
    await owner.agent.put(`/api/cards/${cards[0].id}`).send({ front: 'A nuevo', back: 'A-es' }).expect(200);
    await owner.agent.delete(`/api/cards/${cards[1].id}`).expect(204);
    await publish(owner.agent, folder.id).expect(200);

    const bad = await learner.agent.post(`/api/folders/${folderId}/community-update`).send({ removeDeleted: 'sí' });
    expect(bad.status).toBe(400);
    await learner.agent
      .post(`/api/folders/${folderId}/community-update`)
      .send({ removeDeleted: true, overwriteEdited: true })
      .expect(200);
    const after = (await learner.agent.get(`/api/folders/${folderId}/cards`)).body;
    expect(after.map((card: { front: string }) => card.front)).toEqual(['A nuevo']);
  });

  it("answers someone else's folder's update like a missing one", async () => {
    const learner = await signedUpAgent(t);
    const other = await signedUpAgent(t);
    const { folder } = await folderWithCards(other.agent, ['a']);
    const theirs = await learner.agent.post(`/api/folders/${folder.id}/community-update`).send({});
    const missing = await learner.agent.post('/api/folders/999999/community-update').send({});
    expect([theirs.status, theirs.body]).toEqual([404, missing.body]);
  });
});

describe('media', () => {
  it('publishes the images of the cards: anyone fetches them through the folder, a copy owns them', async () => {
    const owner = await author();
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#00ff00' } })
      .png()
      .toBuffer();
    const uploaded = (
      await owner.agent.post('/api/media').attach('file', png, { filename: 'v.png', contentType: 'image/png' })
    ).body;
    const { folder } = await folderWithCards(owner.agent, []);
    await owner.agent
      .post(`/api/folders/${folder.id}/cards`)
      .send({ front: `![verde](${uploaded.url})`, back: 'verde' })
      .expect(201);
    const { slug } = (await publish(owner.agent, folder.id)).body;
    const page = (await anonymous().get(`/api/community/folders/${slug}`)).body;
    const name = uploaded.url.split('/').at(-1);
    expect(page.previewCards[0].front).toBe(`![verde](/api/community/folders/${slug}/media/${name})`);
    const image = await anonymous().get(`/api/community/folders/${slug}/media/${name}`);
    expect(image.status).toBe(200);
    expect(image.headers['cache-control']).toMatch(/^public/);
    await anonymous().get(`/api/media/${name}`).expect(401);

    const learner = await signedUpAgent(t);
    await learner.agent.post(`/api/community/folders/${slug}/copy`).expect(201);
    await learner.agent.get(`/api/media/${name}`).expect(200);

    // The author deletes the card: the image stays while the folder shows it.
    const [card] = (await owner.agent.get(`/api/folders/${folder.id}/cards`)).body;
    await owner.agent.delete(`/api/cards/${card.id}`).expect(204);
    await anonymous().get(`/api/community/folders/${slug}/media/${name}`).expect(200);
  });
});

describe('reports and hiding', () => {
  it('lets a signed-in learner report once; operators see reports and hide with a reason shown to the author', async () => {
    const owner = await author();
    const { folder } = await folderWithCards(owner.agent, ['a']);
    const { slug } = (await publish(owner.agent, folder.id, { title: 'Carpeta dudosa' })).body;
    const reporter = await signedUpAgent(t);
    await anonymous().post(`/api/community/folders/${slug}/report`).send({ reason: 'spam' }).expect(401);
    const bad = await reporter.agent.post(`/api/community/folders/${slug}/report`).send({ reason: 'aburrida' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^Motivo no válido/);
    const own = await owner.agent.post(`/api/community/folders/${slug}/report`).send({ reason: 'spam' });
    expect(own.body.message).toBe('Es tu propia carpeta');
    await reporter.agent
      .post(`/api/community/folders/${slug}/report`)
      .send({ reason: 'spam', text: 'Anuncios' })
      .expect(201);
    const twice = await reporter.agent.post(`/api/community/folders/${slug}/report`).send({ reason: 'spam' });
    expect(twice.status).toBe(409);

    const operator = await signedUpAgent(t);
    expect((await operator.agent.get('/api/community/reports')).status).toBe(403);
    const refused = await operator.agent.post(`/api/community/folders/${slug}/hide`).send({ reason: 'Spam' });
    expect(refused.status).toBe(403);
    await setOperator(t.orm.em.fork(), operator.email, true);
    const badPage = await operator.agent.get('/api/community/reports').query({ after: 'x' });
    expect([badPage.status, badPage.body.message]).toEqual([400, 'Cursor no válido']);
    const reports = (await operator.agent.get('/api/community/reports').query({ first: 100 })).body.items;
    const report = reports.find((item: { folder: { slug: string } }) => item.folder.slug === slug);
    expect(report).toMatchObject({
      reason: 'spam',
      text: 'Anuncios',
      folder: { title: 'Carpeta dudosa', hidden: false },
    });
    expect(JSON.stringify(report)).not.toContain(reporter.email);

    const empty = await operator.agent.post(`/api/community/folders/${slug}/hide`).send({ reason: ' ' });
    expect(empty.body.message).toBe('Escribe el motivo (lo verá el autor)');
    await operator.agent.post(`/api/community/folders/${slug}/hide`).send({ reason: 'Publicidad' }).expect(200);
    await anonymous().get(`/api/community/folders/${slug}`).expect(404);
    const publication = (await owner.agent.get(`/api/folders/${folder.id}/publication`)).body;
    expect(publication).toMatchObject({ hidden: true, hiddenReason: 'Publicidad' });
    // Republishing does not bring it back.
    await publish(owner.agent, folder.id, { title: 'Carpeta dudosa' }).expect(200);
    await anonymous().get(`/api/community/folders/${slug}`).expect(404);
    const open = (await operator.agent.get('/api/community/reports').query({ first: 100 })).body.items;
    expect(open.some((item: { folder: { slug: string } }) => item.folder.slug === slug)).toBe(false);
  });
});

describe('GraphQL', () => {
  it('answers the public queries without a session and the writes with one', async () => {
    const owner = await author('Ana G.');
    const { folder } = await folderWithCards(owner.agent, ['hola', 'adiós']);
    const published = await graphqlData(
      owner.agent,
      `mutation ($input: PublishFolderInput!) {
         publishFolder(input: $input) { publication { slug version authorName } folder { id publication { slug } } } }`,
      { input: { folderId: String(folder.id), title: 'Saludos GraphQL', level: 'A1', licence: 'cc0-1.0' } },
    );
    const { slug } = published.publishFolder.publication;
    expect(published.publishFolder.folder.publication.slug).toBe(slug);

    const visitor = anonymous() as unknown as supertest.Agent;
    const list = await graphqlData(
      visitor,
      `query { communityFolders(search: "saludos graphql", first: 5) { edges { node { id slug title authorName licence } } pageInfo { hasNextPage } } }`,
    );
    expect(list.communityFolders.edges[0].node).toEqual({
      id: slug,
      slug,
      title: 'Saludos GraphQL',
      authorName: 'Ana G.',
      licence: 'cc0-1.0',
    });
    const one = await graphqlData(
      visitor,
      'query ($slug: String!) { communityFolder(slug: $slug) { cardCount previewCards { front back } } }',
      { slug },
    );
    expect(one.communityFolder).toEqual({
      cardCount: 2,
      previewCards: [
        { front: 'hola', back: 'hola-es' },
        { front: 'adiós', back: 'adiós-es' },
      ],
    });

    const signedOut = await graphqlAs(
      visitor,
      'mutation ($slug: String!) { copyCommunityFolder(slug: $slug) { folder { id } } }',
      { slug },
    );
    expect(signedOut.errors?.[0].extensions.code).toBe('UNAUTHENTICATED');
    const learner = await signedUpAgent(t);
    const copied = await graphqlData(
      learner.agent,
      'mutation ($slug: String!) { copyCommunityFolder(slug: $slug) { folder { name cardCount communitySource { slug hasUpdate } } communityFolder { copiesCount } viewer { stats { totalFolders cardsDueToday } } } }',
      { slug },
    );
    expect(copied.copyCommunityFolder).toEqual({
      folder: { name: 'Saludos GraphQL', cardCount: 2, communitySource: { slug, hasUpdate: false } },
      communityFolder: { copiesCount: 1 },
      viewer: { stats: { totalFolders: 1, cardsDueToday: 2 } },
    });
    const reported = await graphqlData(
      learner.agent,
      'mutation ($slug: String!) { reportCommunityFolder(slug: $slug, reason: "wrong", text: "Falta una tilde") { reason } }',
      { slug },
    );
    expect(reported.reportCommunityFolder.reason).toBe('wrong');
    const forbidden = await graphqlAs(learner.agent, 'query { communityReports { reports { id } } }');
    expect(forbidden.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('the store as a curated view', () => {
  it("lists Repaso's own community folders and imports through the community copy, which then follows new versions", async () => {
    const learner = await signedUpAgent(t);
    const [template] = (await learner.agent.get('/api/store/templates')).body;
    const store = (await anonymous().get('/api/community/folders').query({ search: template.name })).body.items;
    const published = store.find((item: { title: string }) => item.title === template.name);
    expect(published).toMatchObject({ authorName: 'Repaso', cardCount: 10 });
    const before = published.copiesCount as number;

    const imported = await learner.agent.post('/api/store/import').send({ templateData: template }).expect(201);
    const source = await graphqlData(
      learner.agent,
      'query ($id: ID!) { folder(id: $id) { communitySource { slug version hasUpdate } } }',
      { id: imported.body.folderId },
    );
    expect(source.folder.communitySource).toEqual({ slug: published.slug, version: 1, hasUpdate: false });
    expect((await anonymous().get(`/api/community/folders/${published.slug}`)).body.copiesCount).toBe(before + 1);

    // Repaso publishes a new version of it: the learner's copy has changes waiting. A store card is a "Básica" note's
    // card, so the note's back field changes with the card's back.
    await sql(t, 'update community_folders set version = 2 where slug = ?', [published.slug]);
    await sql(
      t,
      `with card as (
         update community_cards set back = back || ' (revisado)', changed_version = 2
          where position = 0 and community_folder_id = (select id from community_folders where slug = ?)
         returning note_id)
       update community_notes set fields[2] = fields[2] || ' (revisado)', changed_version = 2
        where id = (select note_id from card)`,
      [published.slug],
    );
    const pending = (await learner.agent.get(`/api/folders/${imported.body.folderId}/community-update`)).body.update;
    expect(pending).toMatchObject({ fromVersion: 1, toVersion: 2, updated: 1, added: 0, deleted: 0 });
    await sql(t, 'update community_folders set version = 1 where slug = ?', [published.slug]);
  });

  it('no longer offers a store folder an operator hid', async () => {
    const learner = await signedUpAgent(t);
    const templates = (await learner.agent.get('/api/store/templates')).body as { id: string; name: string }[];
    const last = templates.at(-1) as { id: string; name: string };
    await sql(t, "update community_folders set hidden_at = now(), hidden_reason = 'prueba' where store_key = ?", [
      last.id,
    ]);
    try {
      const after = (await learner.agent.get('/api/store/templates')).body as { id: string }[];
      expect(after.map((template) => template.id)).not.toContain(last.id);
      const refused = await learner.agent.post('/api/store/import').send({ templateData: { id: last.id } });
      expect([refused.status, refused.body.message]).toEqual([404, 'Plantilla no encontrada']);
    } finally {
      await sql(t, 'update community_folders set hidden_at = null, hidden_reason = null where store_key = ?', [
        last.id,
      ]);
    }
  });
});

describe('privacy', () => {
  it('shows an anonymous crawler of every public endpoint nothing private', async () => {
    const owner = await author('Autora Pública');
    const secretFolder = (await owner.agent.post('/api/folders').send({ name: 'Diario privado xq7' })).body;
    await owner.agent
      .post(`/api/folders/${secretFolder.id}/cards`)
      .send({ front: 'secreto-frente-xq7', back: 'secreto-reverso-xq7' });
    const { folder, cards } = await folderWithCards(owner.agent, ['publica-1', 'publica-2'], 'Nombre interno xq7');
    await owner.agent.post(`/api/cards/${cards[0].id}/review`).send({ difficulty: 'hard' }).expect(200);
    await publish(owner.agent, folder.id, { title: 'Carpeta pública xq7' }).expect(200);
    await owner.agent.put(`/api/cards/${cards[1].id}`).send({ front: 'edicion-privada-xq7', back: 'x' }).expect(200);
    const [user] = await sql<{ id: number }>(t, 'select id from users where email = ?', [owner.email]);

    const visitor = anonymous();
    const answers: string[] = [];
    const slugs = new Set<string>();
    for (const sort of ['copies', 'recent', 'relevance']) {
      for (const search of ['', 'xq7', 'publica']) {
        let after: string | null = null;
        do {
          const res: supertest.Response = await visitor
            .get('/api/community/folders')
            .query({ sort, first: 50, ...(search ? { search } : {}), ...(after ? { after } : {}) });
          expect(res.status).toBe(200);
          answers.push(res.text);
          for (const item of res.body.items) slugs.add(item.slug);
          after = res.body.nextCursor;
        } while (after);
      }
    }
    for (const slug of slugs) {
      answers.push((await visitor.get(`/api/community/folders/${slug}`)).text);
      answers.push(
        (
          await visitor.post('/graphql').send({
            query: `query ($slug: String!) { communityFolder(slug: $slug) { id slug title description authorName frontLanguage backLanguage level tags licence version cardCount copiesCount publishedAt updatedAt previewCards { key position front back } } }`,
            variables: { slug },
          })
        ).text,
      );
    }
    answers.push(
      (
        await visitor.post('/graphql').send({
          query:
            '{ communityFolders(first: 50) { edges { cursor node { id slug title description authorName tags } } } }',
        })
      ).text,
    );
    const all = answers.join('\n');
    expect(all).toContain('Carpeta pública xq7');
    expect(all).toContain('Autora Pública');
    for (const secret of [
      owner.email,
      'Diario privado xq7',
      'secreto-frente-xq7',
      'secreto-reverso-xq7',
      'Nombre interno xq7',
      'edicion-privada-xq7',
      'nextReviewAt',
      'next_review_at',
      'easeFactor',
      'reviewCount',
      'difficulty',
      'stability',
      'reviewed_at',
      'userId',
      'user_id',
      'author_id',
      'sourceFolder',
      'rowId',
      `"id":${folder.id}`,
      `"id":${user.id}`,
      '@example.com',
    ]) {
      expect(all).not.toContain(secret);
    }
  });
});
