// dependency-cruiser's resolve options (its `webpackConfig`, .dependency-cruiser.cjs): the storefront's
// `@/…` paths of apps/web/tsconfig.json. depcruise would resolve the tsconfig's paths from the working
// directory instead of apps/web, and TypeScript 6 refuses the baseUrl that would fix that.
import { fileURLToPath } from 'node:url';

export default { resolve: { alias: { '@': fileURLToPath(new URL('../apps/web/src', import.meta.url)) } } };
