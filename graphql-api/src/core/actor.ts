/** Who is asking: a signed-in user (cookie session or personal access token) or nobody. */
export type Actor = { userId: number; via: 'session' | 'token' } | null;
