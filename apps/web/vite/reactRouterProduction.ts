import { existsSync } from 'node:fs';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * React Router's package exports name only its development files, which keep its warnings
 * (long messages and the checks around them) in every build; its production files are the
 * same code without them. The build reads those; `vite` and the tests keep the warnings.
 *
 * In them, components made by `forwardRef` (`Form`, `NavLink`, ...) and given a `displayName`
 * at the top of the module count as used for the bundler even when nothing imports them: the
 * call is not marked pure and the assignment is a side effect. The names only serve React's
 * developer tools, so the build drops them and marks those calls pure; what the app does not
 * import then stays out of its files.
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
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/]/.test(id)) return null;
      const edited = new MagicString(code);
      for (const match of code.matchAll(/^[\w$]+\.displayName = "[^"\n]*";$/gm)) {
        edited.remove(match.index, match.index + match[0].length);
      }
      for (const match of code.matchAll(/^var [\w$]+ = (?=React\d*\.(?:forwardRef|memo|createContext)\()/gm)) {
        edited.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
    },
  };
}
