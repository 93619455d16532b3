// The widget loader's size as every customer's page downloads it (scripts/bench/widget.mjs): the
// bytes the route sends, raw and gzip (level 9, as served), for each kind of host it answers on.
import { loaderFor } from '../src/modules/widget/loaderRoute';

const sizes = Object.fromEntries(
  ['/docs/{slug}', '/{slug}', ''].map((sitePath) => {
    const loader = loaderFor(sitePath);
    return [sitePath || '(custom domain)', { raw: loader.raw.length, gzip: loader.gzip.length }];
  }),
);
console.log(JSON.stringify(sizes));
