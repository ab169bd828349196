import type { FastifyRequest } from 'fastify';
import { mailLanguages } from '../mail';

/**
 * The language a mail caused by this request is written in: the first of the
 * caller's Accept-Language (the browser's, or the app's own choice) that the
 * product speaks, else English.
 */
export function requestLanguage(request: FastifyRequest): string {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string') return 'en';
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = Number(params.find((param) => param.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.toLowerCase().split('-')[0] ?? '', quality: Number.isFinite(quality) ? quality : 0 };
    })
    .sort((a, b) => b.quality - a.quality);
  return wanted.find(({ language }) => (mailLanguages as readonly string[]).includes(language))?.language ?? 'en';
}
