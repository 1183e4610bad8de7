import { expect } from '@jest/globals';
import type supertest from 'supertest';

type Client = supertest.Agent | ReturnType<typeof supertest>;

/** The whole body of a download as text, however it was chunked. */
export function download(agent: Client, path: string) {
  return agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => done(null, text));
    });
}

/** The whole body of a download as bytes (a zip, a media file). */
export function downloadBytes(agent: Client, path: string) {
  return agent
    .get(path)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** Polls an import job (with `auth` as its Authorization header, if given) until the worker has finished it. */
export async function finishedImport(agent: Client, id: number, auth?: string) {
  for (let i = 0; i < 200; i++) {
    const request = agent.get(`/api/imports/${id}`);
    if (auth) request.set('Authorization', auth);
    const res = await request;
    expect(res.status).toBe(200);
    if (res.body.importJob.status === 'done' || res.body.importJob.status === 'failed') return res.body.importJob;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}
