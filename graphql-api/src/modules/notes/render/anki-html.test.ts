import { type AnkiMediaUse, ankiFieldText, markdownToAnkiHtml } from './anki-html';

const sha = 'a'.repeat(64);
const other = 'b'.repeat(64);

function render(markdown: string) {
  const media: AnkiMediaUse[] = [];
  const html = markdownToAnkiHtml(markdown, (use) => media.push(use));
  return { html, media };
}

describe('a card side as the HTML of an Anki field', () => {
  it('keeps what the web shows: emphasis, lists, tables, strikethrough and every line break', () => {
    expect(render('perro').html).toBe('<p>perro</p>');
    expect(render('línea uno\nlínea dos').html).toBe('<p>línea uno<br>\nlínea dos</p>');
    expect(render('**negrita** y _cursiva_ y ~~tachado~~').html).toBe(
      '<p><strong>negrita</strong> y <em>cursiva</em> y <s>tachado</s></p>',
    );
    expect(render('- uno\n- dos').html).toBe('<ul>\n<li>uno</li>\n<li>dos</li>\n</ul>');
    expect(render('| a | b |\n|---|---|\n| 1 | 2 |').html).toContain('<td>1</td>');
    // No automatic links: an address stays the text it is, as in the web.
    expect(render('www.example.com').html).toBe('<p>www.example.com</p>');
  });

  it('escapes raw HTML, and links only to http(s) and mailto', () => {
    expect(render('<b>x</b> <script>alert(1)</script>').html).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(render('[web](https://example.com/a?b=1&c=2)').html).toBe(
      '<p><a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">web</a></p>',
    );
    expect(render('[correo](mailto:ana@example.com)').html).toContain('href="mailto:ana@example.com"');
    expect(render('[malo](javascript:alert(1)) y [datos](data:text/html,x)').html).toBe('<p>malo y datos</p>');
    expect(render('[*énfasis* dentro](vbscript:x)').html).toBe('<p><em>énfasis</em> dentro</p>');
  });

  it("turns our own images into <img> and sounds into [sound:], naming each file as the package's media", () => {
    const { html, media } = render(`![un "gato"](/api/media/${sha}.png)\n\n![](/api/media/${other}.mp3)`);
    expect(html).toBe(`<p><img src="${sha}.png" alt="un &quot;gato&quot;"></p>\n<p>[sound:${other}.mp3]</p>`);
    expect(media).toEqual([
      { sha256: sha, name: `${sha}.png` },
      { sha256: other, name: `${other}.mp3` },
    ]);
  });

  it('shows an image from anywhere else as its text, and loads nothing', () => {
    const { html, media } = render('![píxel](https://tracker.example/p.gif) ![x](/api/media/nope.png)');
    expect(html).toBe('<p>píxel x</p>');
    expect(media).toEqual([]);
  });
});

describe("a field's text as Anki sorts and checks it", () => {
  it('drops tags, keeps image file names and decodes entities', () => {
    expect(ankiFieldText(`<p>a &amp; b &lt;c&gt;<br>\n<img src="${sha}.png" alt="x"></p>`)).toBe(
      `a & b <c>\n ${sha}.png`,
    );
  });
});
