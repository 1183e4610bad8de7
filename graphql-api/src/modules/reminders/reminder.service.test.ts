import supertest from 'supertest';
import { countStatements } from '../../../test/count-statements';
import { count, password, sql, testClock, uniqueEmail } from '../../../test/factories';
import { capturingLogger, startTestApp, type TestApp } from '../../../test/test-app';
import type { Mail } from '../../core/services';
import { DIGEST_QUEUE } from './reminder.jobs';
import { sendDueDigests } from './reminder.service';

// 06:00 UTC on 10 March 2026 = 07:00 in Madrid, before REMINDER_HOUR (9).
const clock = testClock(new Date('2026-03-10T06:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ clock });
});
afterAll(() => t.stop());

const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
const digests = (email: string) =>
  t.services.mailer.outbox.filter((mail) => mail.to === email && /repasar hoy/.test(mail.subject));
const run = () => sendDueDigests(t.orm.em.fork(), t.services, t.digestOptions);

async function learnerWithDueCards(timeZone = 'Europe/Madrid') {
  const email = uniqueEmail('recordatorio');
  const agent = supertest.agent(t.app);
  const { body: user } = await agent
    .post('/api/auth/register')
    .send({ email, password, confirmPassword: password, timeZone });
  const folder = (await agent.post('/api/folders').send({ name: 'Alemán' })).body;
  for (const front of ['der Hund', 'die Katze'])
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front, back: 'x' });
  const card = (await agent.get(`/api/folders/${folder.id}/cards`)).body[0];
  return { agent, email, userId: user.id as number, folder, card };
}

describe('daily reminder digest', () => {
  it('is sent once a day after the reminder hour, and again the next day', async () => {
    at('2026-03-10T06:00:00Z');
    const { email, userId, agent, card } = await learnerWithDueCards();
    await agent.post(`/api/cards/${card.id}/review`).send({ difficulty: 'hard' });
    await run();
    expect(digests(email)).toHaveLength(0);

    at('2026-03-10T08:05:00Z'); // 09:05 in Madrid
    await run();
    expect(digests(email)).toHaveLength(1);
    const [mail] = digests(email);
    expect(mail.text).toContain('Hoy tienes 1 carta pendiente de repaso');
    expect(mail.text).toContain('Alemán: 1');
    expect(mail.text).toContain('http://localhost:3000/pending-reviews');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/reminders\/unsubscribe\?u=\d+&s=[\w-]+>$/,
    );
    const [user] = await sql<{ last_daily_reminder_sent: string }>(
      t,
      'select last_daily_reminder_sent from users where id = ?',
      [userId],
    );
    expect(new Date(user.last_daily_reminder_sent).toISOString()).toBe('2026-03-10T08:05:00.000Z');

    at('2026-03-10T20:00:00Z');
    await run();
    expect(digests(email)).toHaveLength(1);

    at('2026-03-11T08:30:00Z');
    await run();
    expect(digests(email)).toHaveLength(2);
    // the rated card's reminder, due on the 11th, is marked sent
    expect(await count(t, 'email_reminders', 'card_id = ? and sent_at is not null', [card.id])).toBe(1);
  });

  it('is not sent to a learner who turned reminders off, nor to one with nothing due', async () => {
    at('2026-03-12T12:00:00Z');
    const off = await learnerWithDueCards();
    await off.agent.put('/api/user/settings').send({ remindersEnabled: false });
    const nothingDue = supertest.agent(t.app);
    const nothingEmail = uniqueEmail('nada');
    await nothingDue
      .post('/api/auth/register')
      .send({ email: nothingEmail, password, confirmPassword: password, timeZone: 'UTC' });
    await run();
    expect(digests(off.email)).toHaveLength(0);
    expect(digests(nothingEmail)).toHaveLength(0);
  });

  it('counts what a study session would offer: one of two siblings, never a suspended card, none past the limits', async () => {
    at('2026-03-14T12:00:00Z');
    const email = uniqueEmail('regla');
    const agent = supertest.agent(t.app);
    await agent.post('/api/auth/register').send({ email, password, confirmPassword: password, timeZone: 'UTC' });
    const folder = (await agent.post('/api/folders').send({ name: 'Inglés' })).body;
    // "sun" with its reverse (siblings: one a day), "moon", and "star" suspended: 2 of the 4 cards are due.
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'sun', back: 'sol', bothDirections: true });
    await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'moon', back: 'luna' });
    const star = (await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'star', back: 'estrella' })).body;
    await agent.post(`/api/cards/${star.id}/suspend`).expect(200);
    await run();
    expect(digests(email)).toHaveLength(1);
    expect(digests(email)[0].text).toContain('Hoy tienes 2 cartas pendientes de repaso');

    // The next day, one new card a day, and it is studied before the reminder hour: nothing left today, no mail.
    at('2026-03-15T07:00:00Z');
    await agent.put('/api/user/settings').send({ newCardsPerDay: 1 }).expect(200);
    const moon = (await agent.get(`/api/folders/${folder.id}/cards`)).body.find(
      (card: { front: string }) => card.front === 'moon',
    );
    await agent.post(`/api/cards/${moon.id}/review`).send({ difficulty: 'medium' }).expect(200);
    at('2026-03-15T12:00:00Z');
    await run();
    expect(digests(email)).toHaveLength(1);
  });

  it('sends one mail per user even with two workers at the same moment', async () => {
    at('2026-03-13T12:00:00Z');
    const { email } = await learnerWithDueCards();
    await Promise.all([run(), run()]);
    expect(digests(email)).toHaveLength(1);
  });

  it('leaves a user unmarked when the SMTP send fails, and one failure does not stop the others', async () => {
    at('2026-03-14T12:00:00Z');
    const failing = await learnerWithDueCards();
    const fine = await learnerWithDueCards();
    const send = t.services.mailer.send;
    t.services.mailer.send = async (mail: Mail) => {
      if (mail.to === failing.email) throw new Error('SMTP 451 temporary failure');
      return send(mail);
    };
    try {
      const result = await run();
      expect(result.failed).toBe(1);
    } finally {
      t.services.mailer.send = send;
    }
    expect(digests(failing.email)).toHaveLength(0);
    expect(digests(fine.email)).toHaveLength(1);
    const [row] = await sql<{ last_daily_reminder_sent: string | null }>(
      t,
      'select last_daily_reminder_sent from users where id = ?',
      [failing.userId],
    );
    expect(row.last_daily_reminder_sent).toBeNull();
    await run(); // the retry
    expect(digests(failing.email)).toHaveLength(1);
  });

  it('skips and logs a user whose stored zone PostgreSQL does not know, and mails everyone else', async () => {
    at('2026-03-14T18:00:00Z');
    const before = await learnerWithDueCards('UTC');
    const legacy = await learnerWithDueCards('UTC');
    const after = await learnerWithDueCards('America/Mexico_City');
    // A row from before zones were checked against PostgreSQL (the API refuses this zone now).
    await sql(t, 'update users set time_zone = ? where id = ?', ['US/Pacific-New', legacy.userId]);
    const captured = capturingLogger();
    const { logger } = captured;

    const result = await sendDueDigests(t.orm.em.fork(), { ...t.services, logger }, t.digestOptions);

    expect(result).toMatchObject({ failed: 0, skipped: 1 });
    expect(digests(before.email)).toHaveLength(1);
    expect(digests(after.email)).toHaveLength(1);
    expect(digests(legacy.email)).toHaveLength(0);
    expect(captured.records().map((r) => r.msg)).toEqual([
      `Recordatorio omitido para el usuario ${legacy.userId}: PostgreSQL no conoce su zona horaria «US/Pacific-New»`,
    ]);
  });

  it('unsubscribes through the signed link (GET confirms, POST acts) and refuses a tampered one', async () => {
    at('2026-03-15T12:00:00Z');
    const { email, userId } = await learnerWithDueCards();
    await run();
    const link = new URL(digests(email)[0].text.match(/http\S+unsubscribe\S+/)![0]);
    const path = `${link.pathname}${link.search}`;

    const confirm = await t.http.get(path);
    expect(confirm.status).toBe(200);
    expect(confirm.text).toContain('Darme de baja');
    expect(await count(t, 'users', 'id = ? and reminders_enabled', [userId])).toBe(1);

    const tampered = await t.http
      .post(path.replace(`u=${userId}`, `u=${userId + 1}`))
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(tampered.status).toBe(400);
    expect(tampered.text).toContain('Enlace no válido');

    const done = await t.http.post(path).type('form').send('List-Unsubscribe=One-Click');
    expect(done.status).toBe(200);
    expect(done.text).toContain('Te has dado de baja');
    expect(await count(t, 'users', 'id = ? and reminders_enabled', [userId])).toBe(0);
  });
});

describe('the digest at size', () => {
  it('sends a batch of learners in the same few statements, however many learners it holds', async () => {
    const sizeClock = testClock(new Date('2026-03-20T12:00:00Z'));
    const app = await startTestApp({ clock: sizeClock });
    try {
      // Learners written directly (the users trigger gives them note types; the cards trigger their notes).
      const learners = async (n: number, tag: string) => {
        await sql(
          app,
          `insert into users (email, password_hash, time_zone)
           select 'lote-' || ? || '-' || g || '@example.com', 'x', 'UTC' from generate_series(1, ?) g`,
          [tag, n],
        );
        await sql(
          app,
          `with folders as (insert into folders (name, user_id) select 'Lote', id from users where email like ?
                            returning id, user_id)
           insert into cards (folder_id, user_id, front, back) select id, user_id, 'a', 'b' from folders`,
          [`lote-${tag}-%`],
        );
      };
      const digest = (batchSize?: number) =>
        sendDueDigests(app.orm.em.fork(), app.services, app.digestOptions, batchSize);
      const mails = () => app.services.mailer.outbox.filter((mail) => /repasar hoy/.test(mail.subject)).length;

      await learners(10, 'diez');
      let result = { sent: 0, failed: 0, skipped: 0 };
      const forTen = await countStatements(async () => {
        result = await digest();
      });
      expect(result).toEqual({ sent: 10, failed: 0, skipped: 0 });

      sizeClock.advance(86_400_000);
      await learners(40, 'cuarenta');
      const forFifty = await countStatements(async () => {
        result = await digest();
      });
      expect(result).toEqual({ sent: 50, failed: 0, skipped: 0 });
      expect(mails()).toBe(60);
      // begin, claim, count, mark (users, email_reminders), commit: one batch, whatever its size.
      expect(forFifty).toBe(forTen);
      expect(forTen).toBeLessThanOrEqual(6);

      // In batches of 20, 50 learners are three batches of those statements (keyset by id), nobody mailed twice.
      sizeClock.advance(86_400_000);
      const inBatches = await countStatements(async () => {
        result = await digest(20);
      });
      expect(result).toEqual({ sent: 50, failed: 0, skipped: 0 });
      expect(inBatches).toBe(3 * forTen);
      expect(await count(app, 'users', 'last_daily_reminder_sent = ?', [sizeClock.now()])).toBe(50);
      expect(await digest(20)).toEqual({ sent: 0, failed: 0, skipped: 0 });
    } finally {
      await app.stop();
    }
  });
});

describe('the pg-boss worker', () => {
  it('runs the digest job from its queue on the application database', async () => {
    const workerClock = testClock(new Date('2026-03-16T12:00:00Z'));
    const app = await startTestApp({ clock: workerClock, env: { REMINDER_WORKER: 'true' } });
    try {
      const email = uniqueEmail('pgboss');
      const agent = supertest.agent(app.app);
      await agent.post('/api/auth/register').send({ email, password, confirmPassword: password, timeZone: 'UTC' });
      const folder = (await agent.post('/api/folders').send({ name: 'Cola' })).body;
      await agent.post(`/api/folders/${folder.id}/cards`).send({ front: 'a', back: 'b' });
      const jobId = await app.worker?.boss.send(DIGEST_QUEUE, {});
      expect(jobId).toEqual(expect.any(String));
      const deadline = Date.now() + 15_000;
      while (!app.services.mailer.outbox.some((mail) => mail.to === email) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(app.services.mailer.outbox.filter((mail) => mail.to === email)).toHaveLength(1);
    } finally {
      await app.stop();
    }
  });
});
