import { z } from 'zod/mini';
import { URL_MESSAGE, isHttpUrl } from './common';
import { text } from './text';

export const URL_MAX = 2048;

/** A website or page address: required, http(s), at most 2048 characters (SPEC §5). */
export const monitoredUrl = text({ max: URL_MAX, maxMessage: 'URL must be less than 2048 characters' }).check(
  z.refine((value) => isHttpUrl(value), URL_MESSAGE),
);
