import { escapeHtml } from '../../core/html';

// What the server writes into the community's public pages (http/community-pages.ts) for search engines and link
// previews: the page's title, description and canonical address, and its content as plain HTML inside the frame the
// web build rendered. Every user string is escaped here; the web app then renders the screen over it with the same
// data. Texts as the web catalog says them (Spanish).

/** A public page's head and content, from the data of its first query. */
export type PublicPage = {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute; also `og:url`. */
  canonical: string;
  /** Keep it out of search results (a folder that is gone). */
  noindex?: boolean;
  /** HTML, every user string escaped. */
  content: string;
};

type FolderSummary = {
  slug: string;
  title: string;
  authorName: string;
  level?: string | null;
  cardCount: number;
  copiesCount: number;
};
type FolderPageData = FolderSummary & {
  description: string;
  licence: string;
  tags: string[];
  previewCards: { front: string; back: string }[];
};

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('es-ES')} ${n === 1 ? one : many}`;
const licences: Record<string, string> = {
  'cc-by-4.0': 'CC BY 4.0',
  'cc-by-sa-4.0': 'CC BY-SA 4.0',
  'cc0-1.0': 'CC0 (dominio público)',
  'all-rights-reserved': 'Todos los derechos reservados',
};
const libraryTitle = 'Biblioteca de la comunidad';
const libraryDescription =
  'Carpetas que otros estudiantes y profesores han publicado. Añade a las tuyas las que te sirvan.';

/** Markdown as one line of plain text for a meta description (at most `max` characters). */
export function plainSummary(markdown: string, max = 160): string {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/[*_~`#|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export const communityPath = (slug: string) => `/comunidad/${encodeURIComponent(slug)}`;

const figures = (folder: FolderSummary) =>
  `${plural(folder.cardCount, 'carta', 'cartas')} · ${plural(folder.copiesCount, 'copia', 'copias')}`;

/** `/comunidad`: the library's first page of results. */
export function libraryPage(folders: FolderSummary[], appUrl: string): PublicPage {
  const items = folders
    .map(
      (folder) =>
        `<li class="rounded-2xl border border-slate-200 bg-white p-5"><h3 class="text-lg font-semibold"><a href="${escapeHtml(
          communityPath(folder.slug),
        )}" class="text-indigo-800">${escapeHtml(folder.title)}</a></h3><p class="text-sm text-slate-600">de ${escapeHtml(
          folder.authorName,
        )}${folder.level ? ` · ${escapeHtml(folder.level)}` : ''}</p><p class="text-xs text-slate-600">${figures(folder)}</p></li>`,
    )
    .join('');
  return {
    status: 200,
    title: libraryTitle,
    description: libraryDescription,
    canonical: `${appUrl}/comunidad`,
    content: `<div class="flex flex-col gap-6"><div><h1 class="text-3xl font-bold tracking-tight">${libraryTitle}</h1><p class="mt-1 text-slate-600">${libraryDescription}</p></div><ul class="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${items}</ul></div>`,
  };
}

/** `/comunidad/<slug>`: a published folder, or a 404 when it is not (unpublished, hidden or never was). */
export function folderPage(folder: FolderPageData | null, slug: string, appUrl: string): PublicPage {
  if (!folder) {
    return {
      status: 404,
      title: 'Carpeta de la comunidad no encontrada',
      description: 'Esta carpeta no existe o ya no está publicada.',
      canonical: `${appUrl}${communityPath(slug)}`,
      noindex: true,
      content:
        '<div><h1 class="text-xl font-semibold">Carpeta no encontrada</h1><p class="mt-2 text-slate-600">Esta carpeta no existe o ya no está publicada.</p></div>',
    };
  }
  const summary = plainSummary(folder.description);
  const cards = folder.previewCards
    .map(
      (card) =>
        `<li class="grid gap-1 p-4 sm:grid-cols-2 sm:gap-4"><div class="whitespace-pre-line font-medium">${escapeHtml(
          card.front,
        )}</div><div class="whitespace-pre-line text-slate-700">${escapeHtml(card.back)}</div></li>`,
    )
    .join('');
  const shown = folder.previewCards.length;
  const cardsTitle =
    shown < folder.cardCount
      ? `Las primeras ${shown} de ${plural(folder.cardCount, 'carta', 'cartas')}`
      : plural(folder.cardCount, 'carta', 'cartas');
  const facts: [string, string][] = [
    ['Nivel', folder.level ?? 'Ninguno'],
    ['Licencia', licences[folder.licence] ?? folder.licence],
    ...(folder.tags.length > 0 ? [['Etiquetas', folder.tags.join(', ')] as [string, string]] : []),
  ];
  return {
    status: 200,
    title: folder.title,
    description: summary || `${figures(folder)}, de ${folder.authorName}, en la biblioteca de la comunidad de Repaso.`,
    canonical: `${appUrl}${communityPath(folder.slug)}`,
    content: `<article class="flex flex-col gap-6"><header><h1 class="text-3xl font-bold tracking-tight">${escapeHtml(
      folder.title,
    )}</h1><p class="mt-1 text-slate-600">de ${escapeHtml(folder.authorName)}</p><p class="mt-1 text-sm text-slate-600">${figures(
      folder,
    )}</p></header>${
      folder.description
        ? `<div class="whitespace-pre-line rounded-2xl border border-slate-200 bg-white p-5">${escapeHtml(folder.description)}</div>`
        : ''
    }<dl class="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-2">${facts
      .map(
        ([term, value]) =>
          `<div><dt class="font-medium text-slate-500">${term}</dt><dd>${escapeHtml(value)}</dd></div>`,
      )
      .join(
        '',
      )}</dl><section><h2 class="text-lg font-semibold">${cardsTitle}</h2><ol class="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">${cards}</ol></section></article>`,
  };
}

/** The page's `<title>` and the tags of its head: description, canonical address, Open Graph and Twitter's card. */
export function pageHead(page: PublicPage): string {
  const title = `${page.title} · Repaso`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.noindex ? '<meta name="robots" content="noindex" />' : '',
    `<link rel="canonical" href="${escapeHtml(page.canonical)}" />`,
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Repaso" />',
    '<meta property="og:locale" content="es_ES" />',
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(page.canonical)}" />`,
    '<meta name="twitter:card" content="summary" />',
  ].join('');
}
