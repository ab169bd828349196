/**
 * Footer targets. SPEC §2 leaves them as placeholders; a deployment sets
 * real addresses with VITE_TERMS_URL, VITE_PRIVACY_URL and VITE_SUPPORT_URL.
 */
export const siteLinks = {
  terms: import.meta.env.VITE_TERMS_URL || '#terms',
  privacy: import.meta.env.VITE_PRIVACY_URL || '#privacy',
  support: import.meta.env.VITE_SUPPORT_URL || '#support',
} as const;
