import { count, graphqlData, signedUpAgent, testClock } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

describe('folders over REST', () => {
  it('creates a folder with trimmed values and an empty description stored as null', async () => {
    const { agent } = await signedUpAgent(t);
    const res = await agent.post('/api/folders').send({ name: '  Biología celular ', description: '   ' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Biología celular',
      description: null,
      hasStudiedCards: false,
      cardCount: 0,
      dueCount: 0,
    });
    const list = await agent.get('/api/folders');
    expect(list.body.map((folder: { name: string }) => folder.name)).toEqual(['Biología celular']);
  });

  it.each([
    [{ name: '   ' }, 'Se requiere el nombre de la carpeta'],
    [{}, 'Se requiere el nombre de la carpeta'],
    [{ name: 'x'.repeat(256) }, 'El nombre de la carpeta no puede tener más de 255 caracteres'],
    [{ name: 'Bien', description: 'x'.repeat(2001) }, 'La descripción no puede tener más de 2000 caracteres'],
  ])('refuses %j with "%s" and creates nothing', async (body, message) => {
    const { agent, userId } = await signedUpAgent(t);
    const res = await agent.post('/api/folders').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(0);
  });

  it('gives the stats of SPEC §3 on /api/folders/{id}/stats', async () => {
    const { agent } = await signedUpAgent(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Stats' })).body;
    for (const front of ['a', 'b', 'c'])
      await agent.post(`/api/folders/${folder.id}/cards`).send({ front, back: front });
    const stats = await agent.get(`/api/folders/${folder.id}/stats`);
    expect(stats.body).toEqual({
      totalCards: 3,
      dueCards: 3,
      masteredCards: 0,
      mediumCards: 0,
      difficultCards: 0,
      suspendedCards: 0,
    });
  });

  it('counts the cards last rated easy, medium and hard', async () => {
    const { agent } = await signedUpAgent(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Ratings' })).body;
    for (const difficulty of ['easy', 'medium', 'medium', 'hard']) {
      const card = (await agent.post(`/api/folders/${folder.id}/cards`).send({ front: difficulty, back: 'x' })).body;
      await agent.post(`/api/cards/${card.id}/review`).send({ difficulty }).expect(200);
    }
    const stats = await agent.get(`/api/folders/${folder.id}/stats`);
    expect(stats.body).toMatchObject({ totalCards: 4, masteredCards: 1, mediumCards: 2, difficultCards: 1 });
  });

  it('gives a folder and its counts on /api/folders/{id}', async () => {
    const { agent } = await signedUpAgent(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Stats' })).body;
    for (const front of ['a', 'b', 'c'])
      await agent.post(`/api/folders/${folder.id}/cards`).send({ front, back: front });
    expect((await agent.get(`/api/folders/${folder.id}`)).body).toMatchObject({
      name: 'Stats',
      cardCount: 3,
      dueCount: 3,
    });
  });

  it('deletes a folder with its cards and touches nobody else', async () => {
    const owner = await signedUpAgent(t);
    const other = await signedUpAgent(t);
    const mine = (await owner.agent.post('/api/folders').send({ name: 'Borrar' })).body;
    const theirs = (await other.agent.post('/api/folders').send({ name: 'Borrar' })).body;
    await owner.agent.post(`/api/folders/${mine.id}/cards`).send({ front: 'a', back: 'b' });
    await other.agent.post(`/api/folders/${theirs.id}/cards`).send({ front: 'a', back: 'b' });
    expect((await owner.agent.delete(`/api/folders/${mine.id}`)).status).toBe(204);
    expect(await count(t, 'cards', 'folder_id = ?', [mine.id])).toBe(0);
    expect(await count(t, 'cards', 'folder_id = ?', [theirs.id])).toBe(1);
    expect((await owner.agent.get(`/api/folders/${mine.id}`)).status).toBe(404);
  });

  it("answers someone else's folder exactly like a missing one on every path, changing nothing", async () => {
    const owner = await signedUpAgent(t);
    const intruder = await signedUpAgent(t);
    const folder = (await owner.agent.post('/api/folders').send({ name: 'Privada' })).body;
    const card = (await owner.agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'secreto', back: 'x' })).body;
    const missingFolder = 2_000_000_000;
    const attempts = (id: number) => [
      intruder.agent.get(`/api/folders/${id}`),
      intruder.agent.get(`/api/folders/${id}/cards`),
      intruder.agent.get(`/api/folders/${id}/stats`),
      intruder.agent.post(`/api/folders/${id}/cards`).send({ front: 'a', back: 'b' }),
      intruder.agent.delete(`/api/folders/${id}`),
    ];
    const theirs = await Promise.all(attempts(folder.id));
    const missing = await Promise.all(attempts(missingFolder));
    for (const [index, res] of theirs.entries()) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(missing[index].body);
      expect(res.body).toEqual({ message: 'Carpeta no encontrada' });
    }
    const cardAttempts = (id: number) => [
      intruder.agent.put(`/api/cards/${id}`).send({ front: 'hackeado', back: 'x' }),
      intruder.agent.delete(`/api/cards/${id}`),
    ];
    for (const res of [
      ...(await Promise.all(cardAttempts(card.id))),
      ...(await Promise.all(cardAttempts(missingFolder))),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Carta no encontrada' });
    }
    const cards = await owner.agent.get(`/api/folders/${folder.id}/cards`);
    expect(cards.body).toHaveLength(1);
    expect(cards.body[0].front).toBe('secreto');
  });

  it("keeps a folder's study settings: off at first, changed over REST and GraphQL alike, checked, and only the owner's", async () => {
    const owner = await signedUpAgent(t);
    const intruder = await signedUpAgent(t);
    const folder = (await owner.agent.post('/api/folders').send({ name: 'Escuchar' })).body;
    const none = { autoPlay: false, frontLanguage: null, backLanguage: null, bothDirections: false };
    expect((await owner.agent.get(`/api/folders/${folder.id}/settings`)).body).toEqual(none);

    const turnedOn = await owner.agent.put(`/api/folders/${folder.id}/settings`).send({ autoPlay: true });
    expect(turnedOn.status).toBe(200);
    expect(turnedOn.body).toEqual({ ...none, autoPlay: true });
    const read = `query ($id: ID!) { folder(id: $id) { id autoPlay } folders { id autoPlay } }`;
    const data = await graphqlData(owner.agent, read, { id: String(folder.id) });
    expect(data.folder.autoPlay).toBe(true);
    expect(data.folders).toEqual([{ id: String(folder.id), autoPlay: true }]);
    const off = await graphqlData(
      owner.agent,
      'mutation ($id: ID!) { updateFolderSettings(id: $id, input: { autoPlay: false }) { id autoPlay } }',
      { id: String(folder.id) },
    );
    expect(off.updateFolderSettings).toEqual({ id: String(folder.id), autoPlay: false });

    const bad = await owner.agent.put(`/api/folders/${folder.id}/settings`).send({ autoPlay: 'sí' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Indica si se reproduce el audio al mostrar cada cara (sí o no)');
    const theirs = await intruder.agent.put(`/api/folders/${folder.id}/settings`).send({ autoPlay: true });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'Carpeta no encontrada' });
    expect((await owner.agent.get(`/api/folders/${folder.id}/settings`)).body).toEqual(none);
  });

  it("keeps the languages a folder's sides are read aloud in, on both APIs, each change leaving the rest", async () => {
    const owner = await signedUpAgent(t);
    const intruder = await signedUpAgent(t);
    const folder = (await owner.agent.post('/api/folders').send({ name: 'Inglés' })).body;
    const settings = `/api/folders/${folder.id}/settings`;

    const set = await owner.agent.put(settings).send({ frontLanguage: 'en-GB', backLanguage: 'es-MX' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ autoPlay: false, frontLanguage: 'en-GB', backLanguage: 'es-MX', bothDirections: false });
    // A switch changed alone leaves the languages as they were.
    await owner.agent.put(settings).send({ autoPlay: true }).expect(200);
    expect((await owner.agent.get(settings)).body).toEqual({
      autoPlay: true,
      frontLanguage: 'en-GB',
      backLanguage: 'es-MX',
      bothDirections: false,
    });

    const read = 'query ($id: ID!) { folder(id: $id) { frontLanguage backLanguage } folders { id frontLanguage } }';
    const data = await graphqlData(owner.agent, read, { id: String(folder.id) });
    expect(data.folder).toEqual({ frontLanguage: 'en-GB', backLanguage: 'es-MX' });
    expect(data.folders).toEqual([{ id: String(folder.id), frontLanguage: 'en-GB' }]);
    // GraphQL's null is "ninguno"; a field left out keeps its value.
    const changed = await graphqlData(
      owner.agent,
      `mutation ($id: ID!) { updateFolderSettings(id: $id, input: { frontLanguage: "ja-JP", backLanguage: null }) {
         id autoPlay frontLanguage backLanguage } }`,
      { id: String(folder.id) },
    );
    expect(changed.updateFolderSettings).toEqual({
      id: String(folder.id),
      autoPlay: true,
      frontLanguage: 'ja-JP',
      backLanguage: null,
    });

    const message =
      'Idioma no válido: elige uno de la lista (en-US, en-GB, es-ES, es-MX, fr-FR, de-DE, it-IT, pt-PT, pt-BR, ko-KR, ja-JP, zh-CN) o ninguno';
    for (const frontLanguage of ['klingon', 'en', 'EN-us', 42, '']) {
      const bad = await owner.agent.put(settings).send({ frontLanguage });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message, issues: [{ path: 'frontLanguage', message }] });
    }
    const badGraphql = await owner.agent.post('/graphql').send({
      query: `mutation { updateFolderSettings(id: "${folder.id}", input: { backLanguage: "xx-XX" }) { id } }`,
    });
    expect(badGraphql.body.errors[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });

    const theirs = await intruder.agent.put(settings).send({ frontLanguage: 'fr-FR' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ message: 'Carpeta no encontrada' });
    expect((await intruder.agent.get(settings)).status).toBe(404);
    const theirsGraphql = await intruder.agent.post('/graphql').send({
      query: `mutation { updateFolderSettings(id: "${folder.id}", input: { frontLanguage: "fr-FR" }) { id } }`,
    });
    expect(theirsGraphql.body.errors[0]).toMatchObject({
      message: 'Carpeta no encontrada',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await owner.agent.get(settings)).body).toEqual({
      autoPlay: true,
      frontLanguage: 'ja-JP',
      backLanguage: null,
      bothDirections: false,
    });
  });

  it('treats malformed ids as not found', async () => {
    const { agent } = await signedUpAgent(t);
    for (const path of ['/api/folders/abc', '/api/folders/-1', '/api/folders/1.5', '/api/folders/99999999999']) {
      expect((await agent.get(path)).status).toBe(404);
    }
  });

  it('needs a signed-in user', async () => {
    const res = await t.http.get('/api/folders');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthorized' });
  });
});

describe('cards over REST', () => {
  it('creates, lists, searches, updates and deletes cards', async () => {
    const { agent } = await signedUpAgent(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Inglés' })).body;
    // An empty folder lists no cards (a 200, not the 404 of a folder that is not the learner's).
    const empty = await agent.get(`/api/folders/${folder.id}/cards`);
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    const created = await agent
      .post(`/api/folders/${folder.id}/cards`)
      .send({ front: '  the dog ', back: ' el perro ' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      front: 'the dog',
      back: 'el perro',
      difficulty: 'new',
      reviewCount: 0,
      interval: 2,
      easeFactor: 250,
      lastReviewedAt: null,
      nextReviewAt: null,
      folderId: folder.id,
    });
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'the cat', back: 'el gato' });
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front: '100% sure', back: 'completamente seguro' });

    const search = (text: string) =>
      agent
        .get(`/api/folders/${folder.id}/cards`)
        .query({ search: text })
        .then((res) => res.body.map((card: { front: string }) => card.front));
    expect(await search('')).toEqual(['the dog', 'the cat', '100% sure']);
    expect(await search('PERRO')).toEqual(['the dog']);
    expect(await search('the')).toEqual(['the dog', 'the cat']);
    expect(await search('%')).toEqual(['100% sure']);
    expect(await search('_')).toEqual([]);
    // The whole list answers each card as creating it did (the same presenter, whatever query reads it).
    const [listed] = (await agent.get(`/api/folders/${folder.id}/cards`).query({ search: 'perro' })).body;
    expect(listed).toEqual(created.body);

    const updated = await agent.put(`/api/cards/${created.body.id}`).send({ front: 'the puppy', back: 'el cachorro' });
    expect(updated.body).toMatchObject({ id: created.body.id, front: 'the puppy', back: 'el cachorro' });
    expect((await agent.delete(`/api/cards/${created.body.id}`)).status).toBe(204);
    expect(await search('')).toEqual(['the cat', '100% sure']);
  });

  it.each([
    [{ front: '  ', back: 'x' }, 'Se requieren tanto el anverso como el reverso'],
    [{ front: 'x' }, 'Se requieren tanto el anverso como el reverso'],
    [{ front: 'x'.repeat(10_001), back: 'x' }, 'El anverso y el reverso no pueden superar los 10 000 caracteres'],
  ])('refuses %j with "%s", creating and changing nothing', async (body, message) => {
    const { agent } = await signedUpAgent(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Validar' })).body;
    const card = (await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'a', back: 'b' })).body;
    const created = await agent.post(`/api/folders/${folder.id}/cards`).send(body);
    const updated = await agent.put(`/api/cards/${card.id}`).send(body);
    for (const res of [created, updated]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const cards = (await agent.get(`/api/folders/${folder.id}/cards`)).body;
    expect(cards).toEqual([expect.objectContaining({ front: 'a', back: 'b' })]);
  });
});

describe('store and sample data over REST', () => {
  it('lists five English templates of ten cards with their levels', async () => {
    const { agent } = await signedUpAgent(t);
    const templates = (await agent.get('/api/store/templates')).body;
    expect(templates).toHaveLength(5);
    for (const template of templates) {
      expect(template.cards).toHaveLength(10);
      expect(['Principiante', 'Elemental', 'Intermedio']).toContain(template.level);
      expect(template.alreadyImported).toBe(false);
      expect(template).toMatchObject({ frontLanguage: 'en-US', backLanguage: 'es-ES' });
    }
  });

  it('imports a template once; a second import is a 409 that creates nothing', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const [template] = (await agent.get('/api/store/templates')).body;
    const res = await agent.post('/api/store/import').send({ templateData: template });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ folderName: template.name, cardCount: 10, folderId: expect.any(Number) });
    const cards = (await agent.get(`/api/folders/${res.body.folderId}/cards`)).body;
    expect(cards.map((card: { front: string }) => card.front)).toEqual(
      template.cards.map((card: { front: string }) => card.front),
    );
    // English on the front, Spanish on the back: the study screen reads each side in its own voice.
    expect((await agent.get(`/api/folders/${res.body.folderId}/settings`)).body).toEqual({
      autoPlay: false,
      frontLanguage: 'en-US',
      backLanguage: 'es-ES',
      bothDirections: false,
    });
    const again = await agent.post('/api/store/import').send({ templateData: template });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: `Ya tienes una carpeta llamada «${template.name}»` });
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(1);
    const listed = (await agent.get('/api/store/templates')).body;
    expect(listed.find((candidate: { id: string }) => candidate.id === template.id).alreadyImported).toBe(true);
  });

  it('validates templateData like any input and uses only its own copy of the template', async () => {
    const { agent, userId } = await signedUpAgent(t);
    expect((await agent.post('/api/store/import').send({})).body).toEqual({
      message: 'Plantilla no válida',
      issues: [{ path: 'templateData', message: 'Plantilla no válida' }],
    });
    expect((await agent.post('/api/store/import').send({ templateData: { id: 'no-existe' } })).status).toBe(404);
    const [template] = (await agent.get('/api/store/templates')).body;
    const forged = { ...template, cards: [{ front: '<script>', back: 'x' }] };
    const res = await agent.post('/api/store/import').send({ templateData: forged });
    expect(res.body.cardCount).toBe(10);
    expect(await count(t, 'cards', `front = '<script>'`)).toBe(0);
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(1);
  });

  it('loads 150 sample cards in three folders, once', async () => {
    const { agent, userId } = await signedUpAgent(t);
    const first = await agent.post('/api/seed-sample-data');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      folderCount: 3,
      cardCount: 150,
      message: 'Se han creado 3 carpetas con 150 cartas de ejemplo',
    });
    const second = await agent.post('/api/seed-sample-data');
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      folderCount: 0,
      cardCount: 0,
      message: 'Los datos de ejemplo ya estaban cargados',
    });
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(3);
    expect(await count(t, 'cards c join folders f on f.id = c.folder_id', 'f.user_id = ?', [userId])).toBe(150);
    const languages = await graphqlData(agent, '{ folders { name frontLanguage backLanguage } }');
    expect(new Set(languages.folders.map((f: { frontLanguage: string }) => f.frontLanguage))).toEqual(
      new Set(['en-US', 'fr-FR', 'de-DE']),
    );
    expect(languages.folders.every((f: { backLanguage: string }) => f.backLanguage === 'es-ES')).toBe(true);
  });

  it('does not duplicate anything under two concurrent loads', async () => {
    const { agent, userId } = await signedUpAgent(t);
    await Promise.all([agent.post('/api/seed-sample-data'), agent.post('/api/seed-sample-data')]);
    expect(await count(t, 'folders', 'user_id = ?', [userId])).toBe(3);
  });
});
