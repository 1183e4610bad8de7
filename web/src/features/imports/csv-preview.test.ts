import { importMessages } from '@api/modules/imports/import.schema';
import { PreviewError, previewCsv, readSample, SAMPLE_BYTES } from './csv-preview';

test('a BOM semicolon CSV with quotes: delimiter detected, BOM dropped, quoted semicolons and newlines kept', () => {
  const preview = previewCsv('\uFEFFanverso;reverso\r\n"a; b";"dijo ""hola""\nadiós"\r\nc;d\r\n', {});
  expect(preview.delimiter).toBe(';');
  expect(preview.rows).toEqual([
    ['anverso', 'reverso'],
    ['a; b', 'dijo "hola"\nadiós'],
    ['c', 'd'],
  ]);
  expect(preview.columns).toBe(2);
  expect(preview.headerGuess).toBe(true);
});

test('a chosen delimiter overrides the detected one', () => {
  const text = 'uno,dos;tres\ncuatro,cinco;seis\n';
  expect(previewCsv(text, {}).rows[0]).toEqual(['uno', 'dos;tres']);
  expect(previewCsv(text, { delimiter: ';' })).toMatchObject({
    delimiter: ';',
    rows: [
      ['uno,dos', 'tres'],
      ['cuatro,cinco', 'seis'],
    ],
  });
  expect(previewCsv('a\tb\nc\td', {}).delimiter).toBe('\t');
});

test('the header guess looks at the chosen columns only', () => {
  const text = 'notas;front;back\nx;sol;sun\n';
  expect(previewCsv(text, { columns: [0, 1] }).headerGuess).toBe(true);
  expect(previewCsv('sol;sun\nluna;moon', {}).headerGuess).toBe(false);
});

test('at most six rows (a header and five cards); the row cut at the end of a sample is not shown', () => {
  const lines = Array.from({ length: 20 }, (_, i) => `front ${i},back ${i}`).join('\n');
  expect(previewCsv(lines, {}).rows).toHaveLength(6);
  expect(previewCsv('a,b\nc,d\ne,"cut', { complete: false }).rows).toEqual([
    ['a', 'b'],
    ['c', 'd'],
  ]);
});

test('a file that is not UTF-8 is refused with the server’s message; a BOM is dropped', async () => {
  const latin1 = new Blob([new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x3b, 0x63, 0x6f, 0x66, 0x66, 0x65, 0x65])]);
  await expect(readSample(latin1)).rejects.toEqual(new PreviewError(importMessages.invalidUtf8));
  const sample = await readSample(new Blob([new Uint8Array([0xef, 0xbb, 0xbf]), 'niño;child']));
  expect(sample).toEqual({ text: 'niño;child', complete: true });
});

test('only the beginning of a large file is read, and a character cut by the sample is not an error', async () => {
  const big = new Blob([`${'ñ'.repeat(SAMPLE_BYTES)}`]);
  const sample = await readSample(big);
  expect(sample.complete).toBe(false);
  expect(sample.text.length).toBe(SAMPLE_BYTES / 2);
});
