export const paths = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  newPassword: '/new-password',
  pendingReviews: '/pending-reviews',
  folders: '/folders',
  study: '/study',
  store: '/store',
  settings: '/settings',
  noteTypes: '/settings/note-types',
  stats: '/stats',
  import: '/import',
  community: '/comunidad',
  communityAdmin: '/admin/comunidad',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  ankiConnectHelp: '/ayuda/ankiconnect',
} as const;

/** The screens of one folder (SPEC §2's route table). */
export const folderPaths = {
  detail: (folderId: string) => `${paths.folders}/${folderId}`,
  notes: (folderId: string) => `${paths.folders}/${folderId}/notes`,
  study: (folderId?: string | null) => (folderId ? `${paths.study}/${folderId}` : paths.study),
  /** "Estudiar" limited to the cards whose notes carry `tag` (or a tag under it), in a folder or in all of them. */
  studyTag: (folderId: string | null, tag: string) =>
    `${folderId ? `${paths.study}/${folderId}` : paths.study}?tag=${encodeURIComponent(tag)}`,
  pendingReviews: (folderId: string) => `${paths.pendingReviews}/${folderId}`,
  stats: (folderId: string) => `${paths.stats}?folderId=${encodeURIComponent(folderId)}`,
  import: (folderId: string) => `${paths.import}?folderId=${encodeURIComponent(folderId)}`,
} as const;

/** A published folder's public page (issue 29). */
export const communityFolderPath = (slug: string) => `${paths.community}/${encodeURIComponent(slug)}`;

/** The login page, then back to `path` (a path of this site) once signed in. */
export const loginThenBack = (path: string) => `${paths.login}?volver=${encodeURIComponent(path)}`;

/** Files the API serves for download (plain links: the session cookie goes with them). */
export const apiPaths = {
  /** Who is signed in (401 when nobody): asked before a download. */
  sessionUser: '/api/auth/user',
  accountExport: '/api/account/export',
  accountExportZip: '/api/account/export.zip',
  accountExportApkg: '/api/account/export.apkg',
  folderCsv: (folderId: string) => `/api/folders/${encodeURIComponent(folderId)}/export.csv`,
  folderApkg: (folderId: string) => `/api/folders/${encodeURIComponent(folderId)}/export.apkg`,
} as const;
