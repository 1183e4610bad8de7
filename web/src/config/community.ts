/**
 * The library's first page as `/comunidad` asks it (no search, no filter, by relevance): the screen's own hook, the
 * registry's first query and the server's answer inside the page use these same variables, so the page's data
 * answers the hook from the cache.
 */
export const libraryFirstVariables = {
  search: null,
  filters: { frontLanguage: null, backLanguage: null, level: null, tag: null, sort: 'relevance' },
} as const;
