import type { Plugin } from 'vite';

/** Mantine's global styles: what every screen needs, before any component's. */
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.layer.css`,
);

/** A Mantine component's class names (Button.module.css.mjs): its styles are styles/Button.layer.css. */
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.css\.mjs$/;

/**
 * Each Mantine component's styles travel with the component: in a build, the module of a component's
 * class names imports that component's stylesheet, so the styles land in the chunk that holds the
 * component and load only with it, instead of all of Mantine's styles (24 kB compressed) before the
 * first screen. The app imports `mantineGlobalStyles` (baseline, CSS variables, global) itself.
 * The development server pre-bundles Mantine in one file, out of reach of this transform: there the
 * import of the global styles takes all of Mantine's styles instead.
 */
export function mantineStylesByComponent(): Plugin {
  let serve = false;
  return {
    name: 'koinonia:mantine-styles-by-component',
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) {
        if (!code.includes(GLOBAL_STYLES[2]!)) return;
        return { code: `import '@mantine/core/styles.layer.css';\n${code}`, map: null };
      }
      const component = COMPONENT_CLASSES.exec(id)?.[1];
      if (!component) return;
      return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
    },
  };
}
