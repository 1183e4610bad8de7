// The package ships no types; these are the exports we use.
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';

  export const strikethrough: TurndownService.Plugin;
  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
}
