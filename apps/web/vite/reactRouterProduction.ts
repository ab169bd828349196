import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * React Router's package exports name only its development files, which keep its warnings
 * (long messages and the checks around them) in every build; its production files are the
 * same code without them. The build reads those; `vite` and the tests keep the warnings.
 */
export function reactRouterProduction(): Plugin {
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' } as const;
  return {
    name: 'spyglass-react-router-production',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!(source in files)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const production = resolved.id.replace(
        /([\\/]dist[\\/])development([\\/])[^\\/]+$/,
        `$1production$2${files[source as keyof typeof files]}`,
      );
      if (production === resolved.id || !existsSync(production)) {
        throw new Error(`reactRouterProduction: no production build beside ${resolved.id}`);
      }
      return production;
    },
  };
}
