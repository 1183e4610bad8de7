import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations } from './axe';
import { graphql, openFolderOptions, registerAndSignIn, uniqueEmail, untilUsable } from './helpers';

/** A real photo-sized PNG (wider than any card): the server keeps at most 1 600 px of it. */
const photo = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** Half a second of a 440 Hz tone as a 16-bit mono WAV file, written byte by byte. */
function tone(): Buffer {
  const rate = 8000;
  const samples = rate / 2;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

test('a card with formatting, a picture and a recording: written, listed, studied and heard, at both widths', async ({
  page,
}, testInfo) => {
  // Which sounds the page played (a headless browser has no speakers to listen to).
  await page.addInitScript(() => {
    const played: string[] = [];
    Object.assign(window, { played });
    HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
      played.push(new URL(this.src).pathname);
      return Promise.resolve();
    };
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await registerAndSignIn(page, uniqueEmail(testInfo.project.name, 'rich-cards'));
  const { createFolder } = await graphql(
    page,
    'mutation ($input: FolderInput!) { createFolder(input: $input) { folder { id } } }',
    { input: { name: 'Verbos irregulares' } },
  );
  const folderId: string = createFolder.folder.id;
  await page.goto(`/folders/${folderId}`);
  await page.getByRole('button', { name: 'Añadir carta' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva carta' });
  await dialog.getByLabel('Anverso', { exact: true }).fill('**to go** — *ir*\n\n- went\n- gone');
  await dialog.getByLabel('Añadir imagen o audio a la pregunta').setInputFiles({
    name: 'camino.png',
    mimeType: 'image/png',
    buffer: await photo(),
  });
  await expect(dialog.getByLabel('Anverso', { exact: true })).toHaveValue(
    /!\[camino\]\(\/api\/media\/[0-9a-f]{64}\.png\)/,
  );
  await dialog.getByLabel('Reverso', { exact: true }).fill('| presente | pasado |\n| --- | --- |\n| go | went |');
  await dialog.getByLabel('Añadir imagen o audio a la respuesta').setInputFiles({
    name: 'went.wav',
    mimeType: 'audio/wav',
    buffer: tone(),
  });
  const preview = dialog.getByRole('region', { name: 'Vista previa de la pregunta' });
  await expect(preview.getByRole('img', { name: 'camino' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('to go');
  await expectNoSeriousA11yViolations(page, 'card editor with media');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog).toBeHidden();

  // Then what an attacker would put on a card through the API: none of it may run or load.
  await graphql(
    page,
    'mutation ($folderId: ID!, $input: CardInput!) { createCard(folderId: $folderId, input: $input) { card { id } } }',
    {
      folderId,
      input: {
        front: '<img src=x onerror="alert(1)"> [pulsa](javascript:alert(2))',
        back: '![rastreo](https://tracker.example/pixel.gif) <script>alert(3)</script>',
      },
    },
  );
  await page.reload();

  // The folder's list: the first line and a thumbnail.
  const item = page.getByRole('listitem').filter({ hasText: 'to go' });
  await expect(item.getByRole('img', { name: 'camino' })).toBeVisible();
  const thumbnail = await item.getByRole('img', { name: 'camino' }).boundingBox();
  expect(thumbnail?.height).toBeLessThanOrEqual(48);
  // The attacker's card shows its text and nothing else.
  const hostile = page.getByRole('listitem').filter({ hasText: 'onerror' });
  await expect(hostile).toBeVisible();
  await expect(hostile.locator('img, script, a')).toHaveCount(0);
  // The folder plays each side's sound as it appears.
  await openFolderOptions(page);
  await page.getByRole('switch', { name: 'Reproducir el audio al mostrar cada cara' }).click();
  await expect(page.getByRole('switch', { name: 'Reproducir el audio al mostrar cada cara' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'folder with rich cards');

  await page.goto(`/study/${folderId}`);
  await untilUsable(page);
  const card = page.locator('article');
  await expect(card.locator('strong')).toHaveText('to go');
  await expect(card.getByRole('listitem')).toHaveCount(2);
  const picture = card.getByRole('img', { name: 'camino' });
  await expect(picture).toBeVisible();
  // Never wider than the card, whatever the screen.
  const [pictureBox, cardBox] = [await picture.boundingBox(), await card.boundingBox()];
  expect(pictureBox?.width).toBeLessThanOrEqual(cardBox?.width ?? 0);
  const natural = await picture.evaluate((image: HTMLImageElement) => image.naturalWidth);
  expect(natural).toBe(1600);
  await page.keyboard.press('Space');
  await expect(card.getByRole('cell', { name: 'went', exact: true })).toBeVisible();
  const play = card.getByRole('button', { name: 'Reproducir audio: went' });
  await expect(play).toBeVisible();
  const played = () => page.evaluate(() => (window as unknown as { played: string[] }).played);
  // Revealed, the answer's sound played by itself (the folder's setting); then by its button, then by R.
  await expect.poll(played).toHaveLength(1);
  await play.click();
  await page.keyboard.press('r');
  const sounds = await played();
  expect(sounds).toHaveLength(3);
  expect(sounds[0]).toMatch(/^\/api\/media\/[0-9a-f]{64}\.wav$/);
  expect(new Set(sounds).size).toBe(1);
  await expectNoSeriousA11yViolations(page, 'study a rich card');

  // The media answer is the learner's only, cached for good, and seekable.
  const media = await page.request.get(sounds[0], { headers: { Range: 'bytes=0-43' } });
  expect(media.status()).toBe(206);
  expect(media.headers()['cache-control']).toBe('private, max-age=31536000, immutable');
  expect(media.headers()['x-content-type-options']).toBe('nosniff');
  expect(dialogs).toEqual([]);
});
