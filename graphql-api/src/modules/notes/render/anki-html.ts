import MarkdownIt from 'markdown-it';
import { MEDIA_URL_PREFIX, mediaNamePattern } from '../../media/media.schema';

/** A media a card shows, by the name Anki's media folder keeps it under (`<sha256>.<ext>`, as in its url). */
export type AnkiMediaUse = { sha256: string; name: string };

type Env = { onMedia: (media: AnkiMediaUse) => void };

const linkProtocol = /^(https?:\/\/|mailto:)/i;
const audioExtension = /\.(mp3|ogg|wav|m4a)$/;

/**
 * How cards read in the web (DESIGN §15, `card-content.tsx`): CommonMark with GitHub's tables and strikethrough, each
 * line break kept (remark-breaks there, `breaks` here), no automatic links, raw HTML shown as the text it is.
 */
const md = new MarkdownIt('default', { html: false, breaks: true, linkify: false, typographer: false });

// Every address reaches the renderer, which decides: links only http(s) and mailto, sources only our own media (as
// the web's `cardUrl`). markdown-it's own check would leave a refused link as its Markdown source instead.
md.validateLink = () => true;

/** The media a card's url names (`/api/media/<sha256>.<ext>`), or null for any other address. */
function ownMedia(url: string): AnkiMediaUse | null {
  if (!url.startsWith(MEDIA_URL_PREFIX)) return null;
  const name = url.slice(MEDIA_URL_PREFIX.length);
  const match = mediaNamePattern.exec(name);
  return match ? { sha256: match[1], name } : null;
}

// A link to anything but http(s) or mailto keeps its text and loses the link (as in the web). Its closing tag is found
// by nesting level: the renderer sees the opening first and marks the pair.
md.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (linkProtocol.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
    return self.renderToken(tokens, index, options);
  }
  let depth = 0;
  for (let i = index + 1; i < tokens.length; i++) {
    if (tokens[i].type === 'link_open') depth++;
    if (tokens[i].type === 'link_close' && depth-- === 0) {
      tokens[i].meta = { dropped: true };
      break;
    }
  }
  return '';
};
md.renderer.rules.link_close = (tokens, index, options, _env, self) =>
  tokens[index].meta?.dropped ? '' : self.renderToken(tokens, index, options);

// Our own images become `<img src="<name>">` and sounds Anki's `[sound:<name>]`, each file named as in the package's
// media folder; anything else is its text (an image on another site would be a tracking pixel).
md.renderer.rules.image = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const alt = self.renderInlineAsText(token.children ?? [], options, env);
  const media = ownMedia(String(token.attrGet('src') ?? ''));
  if (!media) return md.utils.escapeHtml(alt);
  (env as Env).onMedia(media);
  if (audioExtension.test(media.name)) return `[sound:${media.name}]`;
  return `<img src="${media.name}" alt="${md.utils.escapeHtml(alt)}">`;
};

/**
 * A card's side (Markdown) as the HTML of an Anki field: what the learner sees in Repaso, with its images and sounds
 * pointing at the package's media (`onMedia` hears of each one used). Raw HTML in the Markdown comes out escaped.
 */
export function markdownToAnkiHtml(markdown: string, onMedia: Env['onMedia']): string {
  const env: Env = { onMedia };
  return md.render(markdown, env).trimEnd();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A field as Anki's sort field and checksum read it (`strip_html_preserving_media_filenames`): tags gone, an image
 * replaced by its file name, entities decoded.
 */
export function ankiFieldText(html: string): string {
  return html
    .replace(/<img[^>]*?\ssrc="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_all, name: string) => entities[name])
    .trim();
}
