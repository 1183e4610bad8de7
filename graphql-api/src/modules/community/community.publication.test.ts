import { slugFor } from './community.publication';

describe('slugFor', () => {
  it('writes the title without accents or symbols, then four random characters', () => {
    expect(slugFor('Verbos irregulares: ¡pretérito!')).toMatch(/^verbos-irregulares-preterito-[a-z2-9]{4}$/);
  });

  it('leaves out the characters that read alike (l, o, 0, 1)', () => {
    for (let i = 0; i < 50; i += 1) expect(slugFor('x').slice(2)).not.toMatch(/[lo01]/);
  });

  it('keeps at most 60 characters of the title and never ends it with a dash', () => {
    const slug = slugFor(`${'a'.repeat(59)} b`);
    expect(slug.slice(0, -5)).toBe('a'.repeat(59));
  });

  it('names a folder whose title has no letters or digits "carpeta"', () => {
    expect(slugFor('¿¡…!?')).toMatch(/^carpeta-[a-z2-9]{4}$/);
  });
});
