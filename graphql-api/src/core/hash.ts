import crypto from 'node:crypto';

/** Hex sha256: how reset tokens and personal access tokens are stored (never the secrets themselves). */
export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');
