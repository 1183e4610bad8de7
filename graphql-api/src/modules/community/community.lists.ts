// The community's closed lists, without zod: the web's public community screens show them (filters, a folder's
// facts) and load no schema for it; community.schema.ts builds its validation on them.

export const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const LICENCES = ['cc-by-4.0', 'cc-by-sa-4.0', 'cc0-1.0', 'all-rights-reserved'] as const;
export type Licence = (typeof LICENCES)[number];
export const REPORT_REASONS = ['spam', 'inappropriate', 'copyright', 'wrong', 'other'] as const;
export const SORTS = ['relevance', 'copies', 'recent'] as const;
export type CommunitySort = (typeof SORTS)[number];
