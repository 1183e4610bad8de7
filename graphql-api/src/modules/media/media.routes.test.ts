import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';
import supertest from 'supertest';
import { countStatements } from '../../../test/count-statements';
import { count, graphqlData, learnerIn, learnerWithToken, password, signedUpAgent, sql } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { wavOf } from '../../../test/wav';
import { AUDIO_MAX_BYTES, IMAGE_MAX_BYTES, mediaMessages } from './media.schema';
import { MEDIA_CHUNK_BYTES } from './media-store';

/** Small enough for the quota test to reach with a few sounds; larger than any single file's limit. */
const QUOTA = 11 * 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { MEDIA_QUOTA_BYTES: String(QUOTA) } });
});
afterAll(() => t.stop());
// This file signs up more learners than one address may in an hour (the sign-up throttle).
beforeEach(() => sql(t, `delete from rate_limits where key like 'register:ip:%'`));

type Agent = supertest.Agent;

// ---- fixtures, made here from their formats' own rules ----

/** A solid-colour image made by libvips itself. */
const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A tone near `hz` for `seconds` (one cycle, repeated). */
function wav(seconds: number, hz = 440): Buffer {
  const period = Math.round(8000 / hz);
  const cycle = Buffer.alloc(period * 2);
  for (let i = 0; i < period; i++) cycle.writeInt16LE(Math.round(Math.sin((2 * Math.PI * i) / period) * 8000), i * 2);
  return wavOf(Buffer.alloc(seconds * 8000 * 2).fill(cycle));
}

/** White noise for `seconds`: no two stretches alike, so a misplaced range shows. */
const noise = (seconds: number) => wavOf(crypto.randomBytes(seconds * 8000 * 2));

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz: 417 bytes each) of silence. */
function mp3(frames = 20): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x64]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

/** Ogg's page checksum (CRC-32, polynomial 0x04c11db7, not reflected). */
function oggCrc(data: Buffer): number {
  let crc = 0;
  for (const byte of data) {
    crc = (crc ^ (byte << 24)) >>> 0;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? ((crc << 1) ^ 0x04c11db7) >>> 0 : (crc << 1) >>> 0;
  }
  return crc;
}

function oggPage(packets: Buffer[], seq: number, flags: number, granule: bigint): Buffer {
  const lacing = packets.flatMap((packet) => [
    ...Array.from({ length: Math.floor(packet.length / 255) }, () => 255),
    packet.length % 255,
  ]);
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x5250534f, 14); // stream serial
  header.writeUInt32LE(seq, 18);
  header[26] = lacing.length;
  header.set(lacing, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/** Ogg Opus: the identification and comment headers, then one second of 20 ms packets (zero-length frames). */
function oggOpus(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // channels
  head.writeUInt16LE(312, 10); // pre-skip
  head.writeUInt32LE(48000, 12);
  const vendor = Buffer.from('repaso');
  const tags = Buffer.alloc(8 + 4 + vendor.length + 4);
  tags.write('OpusTags', 0, 'latin1');
  tags.writeUInt32LE(vendor.length, 8);
  vendor.copy(tags, 12);
  const audio = Array.from({ length: 50 }, () => Buffer.from([0xf8]));
  return Buffer.concat([
    oggPage([head], 0, 0x02, 0n),
    oggPage([tags], 1, 0, 0n),
    oggPage(audio, 2, 0x04, BigInt(48000 + 312)),
  ]);
}

/** The start of an M4A file: its `ftyp` box (brand `M4A `) and an empty `mdat`. */
function m4a(): Buffer {
  const ftyp = Buffer.alloc(28);
  ftyp.writeUInt32BE(28, 0);
  ftyp.write('ftypM4A \0\0\0\0M4A mp42isom', 4, 'latin1');
  const mdat = Buffer.alloc(8 + 64);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header claiming 20 000 × 20 000 pixels (400 megapixels), with a few KB of compressed rows. */
function pngBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr[8] = 8; // bit depth; colour type 0 (grey)
  const rows = zlib.deflateSync(Buffer.alloc(20_001 * 200), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- helpers ----

const upload = (agent: Agent, file: Buffer, name: string, contentType?: string) =>
  agent.post('/api/media').attach('file', file, contentType ? { filename: name, contentType } : name);

/** The body of a binary answer, whatever its type (supertest only buffers some by itself). */
const bytesOf = (request: supertest.Test) =>
  request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

const mediaRows = (userId: number) => count(t, 'media', 'user_id = ?', [userId]);
const allChunks = () => count(t, 'media_chunks');

/** Nothing of the learner's was stored, and no chunk is left over from the attempt. */
async function expectNothingStored(userId: number, chunksBefore: number) {
  expect(await mediaRows(userId)).toBe(0);
  expect(await allChunks()).toBe(chunksBefore);
}

async function cardWith(agent: Agent, folderId: number, front: string, back = 'reverso') {
  const res = await agent.post(`/api/folders/${folderId}/cards`).send({ front, back });
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

// ---- tests ----

describe('POST /api/media: images', () => {
  it('stores a PNG re-encoded, answers 201 with its url, and serves the same bytes with the headers of a media', async () => {
    const { agent, userId } = await learnerIn(t);
    const png = await solid(40, 30, '#ff0000').png().toBuffer();
    const res = await agent
      .post('/api/media')
      .attach('file', png, { filename: 'casa.png', contentType: 'image/png' })
      .field('alt', 'una casa roja');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}\.png$/),
      mimeType: 'image/png',
      bytes: expect.any(Number),
      width: 40,
      height: 30,
    });

    const served = await bytesOf(agent.get(res.body.url));
    expect(served.status).toBe(200);
    expect(served.body.length).toBe(res.body.bytes);
    const sha = res.body.url.slice('/api/media/'.length, -'.png'.length);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${sha}"`,
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'accept-ranges': 'bytes',
      'content-length': String(res.body.bytes),
    });
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(await sharp(served.body).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect(await mediaRows(userId)).toBe(1);
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata (GPS included)', async () => {
    const { agent } = await learnerIn(t);
    const jpeg = await solid(40, 30, '#00ff00')
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 0/1', GPSLongitudeRef: 'W' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the EXIF sent.
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(agent, jpeg, 'foto.jpeg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType: 'image/jpeg', width: 30, height: 40 });
    expect(res.body.url).toMatch(/\.jpg$/);
    const stored = await sharp((await bytesOf(agent.get(res.body.url))).body).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 30, height: 40 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it('keeps an animated GIF animated, and takes WebP', async () => {
    const { agent } = await learnerIn(t);
    const frames = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((colour) => solid(24, 12, colour).png().toBuffer()),
    );
    const gif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: [200, 200, 200] })
      .toBuffer();
    const res = await upload(agent, gif, 'semaforo.gif');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType: 'image/gif', width: 24, height: 12 });
    const stored = await sharp((await bytesOf(agent.get(res.body.url))).body, { animated: true }).metadata();
    expect(stored).toMatchObject({ format: 'gif', pages: 3, pageHeight: 12 });

    const webp = await solid(50, 20, '#123456').webp().toBuffer();
    const second = await upload(agent, webp, 'sin-extension');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ mimeType: 'image/webp', width: 50, height: 20 });
    expect(second.body.url).toMatch(/\.webp$/);
  });

  it('brings a large image down to 1600 px on its longest side', async () => {
    const { agent } = await learnerIn(t);
    const big = await solid(3000, 2000, '#336699').jpeg().toBuffer();
    const res = await upload(agent, big, 'paisaje.jpg');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1600, height: 1067 });
    const stored = await sharp((await bytesOf(agent.get(res.body.url))).body).metadata();
    expect([stored.width, stored.height]).toEqual([1600, 1067]);
  });

  it('answers the same media (200, same id, one row) when the same file is uploaded again', async () => {
    const { agent, userId } = await learnerIn(t);
    const png = await solid(10, 10, '#abcdef').png().toBuffer();
    const first = await upload(agent, png, 'a.png');
    const again = await upload(agent, png, 'otro-nombre.png');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    expect(await mediaRows(userId)).toBe(1);
    // Another learner's copy is theirs: a row of their own.
    const other = await learnerIn(t);
    expect((await upload(other.agent, png, 'a.png')).status).toBe(201);
    expect(await mediaRows(other.userId)).toBe(1);
  });
});

describe('POST /api/media: sounds', () => {
  it.each([
    ['WAV', () => wav(0.5), 'hola.wav', 'audio/wav', 'wav'],
    ['MP3', () => mp3(), 'hola.mp3', 'audio/mpeg', 'mp3'],
    ['Ogg Opus', oggOpus, 'hola.opus', 'audio/ogg', 'ogg'],
    ['M4A (its MP4 header)', m4a, 'hola.m4a', 'audio/mp4', 'm4a'],
  ])('stores %s as it is', async (_name, make, fileName, mimeType, ext) => {
    const { agent } = await learnerIn(t);
    const sound = make();
    const res = await upload(agent, sound, fileName, 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType, bytes: sound.length, width: null, height: null });
    expect(res.body.url).toMatch(new RegExp(`\\.${ext}$`));
    const served = await bytesOf(agent.get(res.body.url));
    expect(served.headers['content-type']).toBe(mimeType);
    expect(Buffer.compare(served.body, sound)).toBe(0);
  });

  it('keeps a sound of several chunks whole, and serves any range of it, across chunk boundaries too', async () => {
    const { agent, userId } = await learnerIn(t);
    const sound = noise(200); // 3.2 MB: four chunks
    const res = await upload(agent, sound, 'largo.wav');
    expect(res.status).toBe(201);
    expect(await count(t, 'media_chunks', 'media_id = ?', [res.body.id])).toBe(
      Math.ceil(sound.length / MEDIA_CHUNK_BYTES),
    );
    expect(Buffer.compare((await bytesOf(agent.get(res.body.url))).body, sound)).toBe(0);

    const start = MEDIA_CHUNK_BYTES - 10;
    const end = 2 * MEDIA_CHUNK_BYTES + 9;
    const part = await bytesOf(agent.get(res.body.url).set('Range', `bytes=${start}-${end}`));
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${sound.length}`);
    expect(part.headers['content-length']).toBe(String(end - start + 1));
    expect(Buffer.compare(part.body, sound.subarray(start, end + 1))).toBe(0);

    const tail = await bytesOf(agent.get(res.body.url).set('Range', 'bytes=-100'));
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.body, sound.subarray(sound.length - 100))).toBe(0);

    const outside = await agent.get(res.body.url).set('Range', `bytes=${sound.length + 10}-`);
    expect(outside.status).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${sound.length}`);
    expect(outside.body).toEqual({ message: mediaMessages.rangeNotSatisfiable });
    expect(await mediaRows(userId)).toBe(1);
  });
});

describe('POST /api/media: slow networks', () => {
  it('takes an upload whose file part arrives after a pause, as a phone on a slow network sends it', async () => {
    const { cookie, userId } = await signedUpAgent(t);
    const server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const boundary = 'repaso-pausa';
      const sound = wav(0.5);
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.wav"\r\n` +
          'Content-Type: audio/wav\r\n\r\n',
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/media',
          headers: {
            Cookie: cookie,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': String(head.length + sound.length + tail.length),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        // The part's headers come after the route has run: busboy's events fire outside the request's context.
        setTimeout(() => req.write(head), 100);
        setTimeout(() => req.end(Buffer.concat([sound, tail])), 200);
      });
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body).mimeType).toBe('audio/wav');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await mediaRows(userId)).toBe(1);
  });
});

describe('POST /api/media: what is refused', () => {
  it.each([
    ['HTML named .png and sent as image/png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'foto.png'],
    [
      'SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'),
      'dibujo.svg',
    ],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'apuntes.png'],
    ['bare AAC (ADTS), which the web does not play', Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), 'a.aac'],
  ])('%s: 415 in Spanish, nothing stored', async (_name, bytes, fileName) => {
    const { agent, userId } = await learnerIn(t);
    const chunks = await allChunks();
    const res = await upload(agent, bytes, fileName, 'image/png');
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ message: mediaMessages.unsupportedType });
    await expectNothingStored(userId, chunks);
  });

  it('refuses a polyglot that is HTML with an image inside (sniffs as neither)', async () => {
    const { agent, userId } = await learnerIn(t);
    const png = await solid(8, 8, '#ffffff').png().toBuffer();
    const polyglot = Buffer.concat([Buffer.from('<html><body><script>alert(1)</script><!--'), png]);
    const res = await upload(agent, polyglot, 'foto.png', 'image/png');
    expect(res.status).toBe(415);
    expect(await mediaRows(userId)).toBe(0);
  });

  it('refuses a truncated PNG (400) and a GIF header over HTML, which libvips cannot decode', async () => {
    const { agent, userId } = await learnerIn(t);
    const chunks = await allChunks();
    const noisy = await sharp(crypto.randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
      .png()
      .toBuffer();
    const truncated = await upload(agent, noisy.subarray(0, Math.floor(noisy.length / 2)), 'cortada.png');
    expect(truncated.status).toBe(400);
    expect(truncated.body.message).toBe(mediaMessages.unreadableImage);
    const gifar = await upload(agent, Buffer.from('GIF89a<script>alert(1)</script>'), 'x.gif');
    expect(gifar.status).toBe(400);
    expect(gifar.body.message).toBe(mediaMessages.unreadableImage);
    await expectNothingStored(userId, chunks);
  });

  it('refuses a 20 000 × 20 000 PNG bomb from its header, quickly, and keeps serving', async () => {
    const { agent, userId } = await learnerIn(t);
    const started = Date.now();
    const res = await upload(agent, pngBomb(), 'bomba.png');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(mediaMessages.tooManyPixels);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await mediaRows(userId)).toBe(0);
    expect((await agent.get('/api/health')).status).toBe(200);
    expect((await upload(agent, await solid(5, 5, '#000000').png().toBuffer(), 'ok.png')).status).toBe(201);
  });

  it('refuses an image over 5 MB while reading it (413), nothing stored', async () => {
    const { agent, userId } = await learnerIn(t);
    const chunks = await allChunks();
    const png = await solid(4, 4, '#000000').png().toBuffer();
    const padded = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length, 7)]);
    const res = await upload(agent, padded, 'enorme.png');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(mediaMessages.imageTooLarge);
    await expectNothingStored(userId, chunks);
  });

  it('refuses an upload declared far over the limit (413) before reading it', async () => {
    const { agent, userId } = await learnerIn(t);
    const chunks = await allChunks();
    const res = await upload(agent, wav(800), 'enorme.wav'); // 12.8 MB
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(mediaMessages.uploadTooLarge);
    await expectNothingStored(userId, chunks);
  });

  it('stops reading a streamed (chunked) upload past the limit: 413 and nothing stored', async () => {
    const { cookie, userId } = await signedUpAgent(t);
    const chunks = await allChunks();
    const server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const boundary = 'repaso-limite';
      const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/media',
          headers: { Cookie: cookie, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        });
        let sent = 0;
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
        });
        // The server closes the connection once it has answered: the rest of the upload cannot be written.
        req.on('error', (error) => (sent > AUDIO_MAX_BYTES ? undefined : reject(error)));
        const sound = wav(1);
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="infinito.wav"\r\n` +
            'Content-Type: audio/wav\r\n\r\n',
        );
        req.write(sound);
        sent = sound.length;
        const piece = Buffer.alloc(256 * 1024, 1);
        // Up to 40 MB, a piece whenever the socket takes it: the server must answer long before the end.
        const pump = () => {
          while (sent < 40 * 1024 * 1024 && !req.destroyed) {
            sent += piece.length;
            if (!req.write(piece)) return void req.once('drain', pump);
          }
          req.end();
        };
        pump();
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: mediaMessages.audioTooLarge });
      expect(answer.sent).toBeLessThan(40 * 1024 * 1024);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    await expectNothingStored(userId, chunks);
  });

  it('refuses an upload past the learner’s quota with a 413 that names it, after making room from abandoned uploads', async () => {
    const { agent, userId } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Sonidos' })).body;
    const four = (hz: number) => wav(250, hz); // 4 MB each
    const abandoned = (await upload(agent, four(300), 'uno.wav')).body;
    const onCard = (await upload(agent, four(400), 'dos.wav')).body;
    await cardWith(agent, folder.id, `[escuchar](${onCard.url})`);
    const chunks = await allChunks();
    const refused = await upload(agent, four(500), 'tres.wav');
    expect(refused.status).toBe(413);
    expect(refused.body.message).toBe(mediaMessages.quotaExceeded(QUOTA));
    expect(refused.body.message).toContain('11 MB');
    expect(await mediaRows(userId)).toBe(2);
    expect(await allChunks()).toBe(chunks);
    // A copy of what is already stored takes no room: still answered.
    expect((await upload(agent, four(300), 'uno-otra-vez.wav')).status).toBe(200);

    // A day later the upload no card uses is swept to make room; the one on a card stays, however old.
    await sql(t, `update media set created_at = now() - interval '25 hours' where user_id = ?`, [userId]);
    const accepted = await upload(agent, four(500), 'tres.wav');
    expect(accepted.status).toBe(201);
    const left = await sql<{ id: number }>(t, 'select id from media where user_id = ? order by id', [userId]);
    expect(left.map((row) => row.id)).toEqual([onCard.id, accepted.body.id]);
    expect(await count(t, 'media_chunks', 'media_id = ?', [abandoned.id])).toBe(0);
  });

  it('answers 400 without a file part (or with JSON), and 415 for a body neither JSON nor multipart', async () => {
    const { agent } = await learnerIn(t);
    const noFile = await agent.post('/api/media').field('alt', 'nada');
    expect([noFile.status, noFile.body.message]).toEqual([400, mediaMessages.noFile]);
    const empty = await upload(agent, Buffer.alloc(0), 'vacio.png');
    expect([empty.status, empty.body.message]).toEqual([400, mediaMessages.emptyFile]);
    const json = await agent.post('/api/media').send({ file: 'hola' });
    expect([json.status, json.body.message]).toEqual([400, mediaMessages.noFile]);
    const raw = await agent.post('/api/media').set('Content-Type', 'image/png').send(Buffer.from('x'));
    expect(raw.status).toBe(415);
  });
});

describe('GET /api/media/:name', () => {
  it("answers someone else's media and an unknown one with the same 404; nobody signed in gets a 401", async () => {
    const owner = await learnerIn(t);
    const { url } = (await upload(owner.agent, await solid(6, 6, '#ff00ff').png().toBuffer(), 'mia.png')).body;
    const other = await learnerIn(t);
    const theirs = await other.agent.get(url);
    const unknown = await other.agent.get(`/api/media/${'a'.repeat(64)}.png`);
    const wrongExtension = await owner.agent.get(url.replace(/\.png$/, '.gif'));
    const malformed = await owner.agent.get('/api/media/..%2F..%2Fetc%2Fpasswd');
    for (const res of [theirs, unknown, wrongExtension, malformed]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: mediaMessages.notFound });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await supertest(t.app).get(url)).status).toBe(401);
  });

  it('answers 304 to If-None-Match with its ETag, and the file otherwise', async () => {
    const { agent } = await learnerIn(t);
    const res = await upload(agent, mp3(5), 'corto.mp3');
    const etag = (await bytesOf(agent.get(res.body.url))).headers.etag;
    const cached = await agent.get(res.body.url).set('If-None-Match', etag);
    expect(cached.status).toBe(304);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect((await bytesOf(agent.get(res.body.url).set('If-None-Match', `W/${etag}, "otro"`))).status).toBe(304);
    const stale = await bytesOf(agent.get(res.body.url).set('If-None-Match', '"otro"'));
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(res.body.bytes);
  });
});

describe('tokens', () => {
  it('a read-only token reads media but cannot upload (403, nothing stored); a read-write one uploads', async () => {
    const reader = await learnerWithToken(t, { scope: 'READ' });
    const png = await solid(7, 7, '#777777').png().toBuffer();
    const { url } = (await upload(reader.agent, png, 'a.png')).body;
    const api = supertest(t.app);
    const read = await bytesOf(api.get(url).set('Authorization', `Bearer ${reader.token}`));
    expect(read.status).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    const refused = await api
      .post('/api/media')
      .set('Authorization', `Bearer ${reader.token}`)
      .attach('file', await solid(9, 9, '#888888').png().toBuffer(), 'b.png');
    expect(refused.status).toBe(403);
    expect(await mediaRows(reader.userId)).toBe(1);

    const writer = await learnerWithToken(t, { scope: 'READ_WRITE' });
    const written = await api
      .post('/api/media')
      .set('Authorization', `Bearer ${writer.token}`)
      .attach('file', wav(0.2, 880), 'c.wav');
    expect(written.status).toBe(201);
    expect(await mediaRows(writer.userId)).toBe(1);
  });
});

describe('GraphQL Card.media', () => {
  it("lists a card's own media once each, in one statement for a whole folder page, and never another learner's", async () => {
    const { agent } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Animales' })).body;
    const image = (await upload(agent, await solid(20, 10, '#aa0000').png().toBuffer(), 'gato.png')).body;
    const sound = (await upload(agent, wav(0.2), 'cat.wav')).body;
    await cardWith(agent, folder.id, `![gato](${image.url}) ![gato](${image.url})`, `cat ![cat](${sound.url})`);
    await cardWith(agent, folder.id, 'perro', 'dog');
    const query = `query ($id: ID!) { folder(id: $id) { cards(first: 10) { edges { node { front media { id url mimeType bytes } } } } } }`;
    const data = await graphqlData(agent, query, { id: String(folder.id) });
    const media = data.folder.cards.edges.map((edge: { node: { media: unknown[] } }) => edge.node.media);
    expect(media).toContainEqual([
      { id: String(image.id), url: image.url, mimeType: 'image/png', bytes: image.bytes },
      { id: String(sound.id), url: sound.url, mimeType: 'audio/wav', bytes: sound.bytes },
    ]);
    expect(media).toContainEqual([]);
    // Media on more cards cost no more statements: one lookup for the whole page.
    const withMedia = await countStatements(() => graphqlData(agent, query, { id: String(folder.id) }));
    const withoutMedia = await countStatements(() =>
      graphqlData(agent, query.replace(' media { id url mimeType bytes }', ''), { id: String(folder.id) }),
    );
    expect(withMedia - withoutMedia).toBe(1);
    for (let i = 0; i < 5; i++) await cardWith(agent, folder.id, `![gato ${i}](${image.url})`, `![](${sound.url})`);
    expect(await countStatements(() => graphqlData(agent, query, { id: String(folder.id) }))).toBe(withMedia);

    // Another learner who writes the first one's address on a card gets nothing for it.
    const other = await learnerIn(t);
    const theirs = (await other.agent.post('/api/folders').send({ name: 'Copia' })).body;
    await cardWith(other.agent, theirs.id, `![robado](${image.url})`);
    const stolen = await graphqlData(other.agent, query, { id: String(theirs.id) });
    expect(stolen.folder.cards.edges[0].node.media).toEqual([]);
  });
});

describe('deleting what used a media', () => {
  it('deletes the media (and its bytes) with the last card that used it', async () => {
    const { agent, userId } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Casa' })).body;
    const image = (await upload(agent, await solid(12, 12, '#00aa00').png().toBuffer(), 'casa.png')).body;
    const sound = (await upload(agent, wav(0.3, 660), 'casa.wav')).body;
    const first = await cardWith(agent, folder.id, `![casa](${image.url})`, `house [audio](${sound.url})`);
    const second = await cardWith(agent, folder.id, 'la casa', `![](${image.url})`);
    expect(await mediaRows(userId)).toBe(2);

    expect((await agent.delete(`/api/cards/${first.id}`)).status).toBe(204);
    // The sound was only on the first card; the image is still on the second.
    expect(await mediaRows(userId)).toBe(1);
    expect((await agent.get(sound.url)).status).toBe(404);
    expect((await agent.get(image.url)).status).toBe(200);
    expect(await count(t, 'media_chunks', 'media_id = ?', [sound.id])).toBe(0);

    expect((await agent.delete(`/api/cards/${second.id}`)).status).toBe(204);
    expect(await mediaRows(userId)).toBe(0);
    expect(await count(t, 'media_chunks', 'media_id = ?', [image.id])).toBe(0);
  });

  it('deletes the media of a deleted folder unless a card elsewhere uses them', async () => {
    const { agent, userId } = await learnerIn(t);
    const going = (await agent.post('/api/folders').send({ name: 'Se va' })).body;
    const staying = (await agent.post('/api/folders').send({ name: 'Se queda' })).body;
    const onlyHere = (await upload(agent, await solid(5, 5, '#010101').png().toBuffer(), 'a.png')).body;
    const shared = (await upload(agent, await solid(5, 5, '#020202').png().toBuffer(), 'b.png')).body;
    await cardWith(agent, going.id, `![](${onlyHere.url}) y ![](${shared.url})`);
    await cardWith(agent, staying.id, `![](${shared.url})`);
    expect((await agent.delete(`/api/folders/${going.id}`)).status).toBe(204);
    const left = await sql<{ id: number }>(t, 'select id from media where user_id = ?', [userId]);
    expect(left.map((row) => row.id)).toEqual([shared.id]);
  });

  it('leaves alone uploads no card uses (the editor uploads first), however old, when another card goes', async () => {
    const { agent, userId } = await learnerIn(t);
    const folder = (await agent.post('/api/folders').send({ name: 'Editor' })).body;
    const fresh = (await upload(agent, await solid(5, 5, '#030303').png().toBuffer(), 'nueva.png')).body;
    const old = (await upload(agent, await solid(5, 5, '#040404').png().toBuffer(), 'vieja.png')).body;
    await sql(t, `update media set created_at = now() - interval '25 hours' where id = ?`, [old.id]);
    const card = await cardWith(agent, folder.id, 'sin imagen');
    expect((await agent.delete(`/api/cards/${card.id}`)).status).toBe(204);
    const left = await sql<{ id: number }>(t, 'select id from media where user_id = ? order by id', [userId]);
    expect(left.map((row) => row.id)).toEqual([fresh.id, old.id]);
  });

  it("goes with the account (the foreign keys), and leaves another learner's media alone", async () => {
    const { agent, userId } = await learnerIn(t);
    const other = await learnerIn(t);
    const png = await solid(5, 5, '#050505').png().toBuffer();
    const mine = (await upload(agent, png, 'a.png')).body;
    const theirs = (await upload(other.agent, png, 'a.png')).body;
    expect((await agent.delete('/api/account').send({ password })).status).toBe(204);
    expect(await mediaRows(userId)).toBe(0);
    expect(await count(t, 'media_chunks', 'media_id = ?', [mine.id])).toBe(0);
    expect((await bytesOf(other.agent.get(theirs.url))).status).toBe(200);
  });
});
